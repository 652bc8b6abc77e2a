// The Wizard's games step on a playoff week whose pairings are not decided (decision 087): the week's
// note, the one Weekly Picks shows, instead of an empty list.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GamesResponse } from '../../../../shared/api/games.ts';
import { ContextStep } from './context-step.tsx';

const NOTE =
  "Not decided yet: 6 playoff games this week, whose teams are known once every game of the regular season's last week is final.";

const render = (data: Partial<GamesResponse>) =>
  renderToStaticMarkup(
    createElement(ContextStep, {
      data: { weekLabel: 'Wild Card', games: [], ...data } as GamesResponse,
      team: undefined,
      gameId: undefined,
      pick: undefined,
      onChoose: () => {},
    }),
  );

describe('the Wizard context step', () => {
  it('says the matchups are not decided yet, with the reason, when the week has no games to show', () => {
    const html = render({ undecided: NOTE });
    expect(html).toContain('Matchups not decided yet');
    expect(html).toContain(NOTE.replace("'", '&#x27;'));
  });

  it('shows no such note on a week without one', () => {
    expect(render({})).not.toContain('Matchups not decided yet');
  });
});
