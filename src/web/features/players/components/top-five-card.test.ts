import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TopFiveItem } from '../../../../shared/api/players.ts';
import { DFS_FIGURES } from '../../../testing/api-fixtures.ts';
import { renderedText } from '../../../testing/rendered-text.ts';
import { TopFiveCard } from './top-five-card.tsx';

// A viewer in Berlin (issue 21): /top5 read "Sun 4:25 PM ET" while Weekly Picks and the games show the
// viewer's zone, named. The kickoff goes through the app's one formatter (formatKickoff).
vi.stubEnv('TZ', 'Europe/Berlin');

const PLAYER: TopFiveItem = {
  id: '00-0036355',
  name: 'Justin Herbert',
  team: 'LAC',
  position: 'QB',
  headshotUrl: null,
  matchup: 'LAC @ KC',
  opponent: 'KC',
  kickoff: '2025-12-14T21:25:00.000Z',
  kickoffEt: 'Sun 4:25 PM ET',
  spread: 3.5,
  total: 45.5,
  weatherImpact: null,
  slate: 'Main',
  ...DFS_FIGURES,
};

const text = () =>
  renderedText(createElement(MemoryRouter, null, createElement(TopFiveCard, { player: PLAYER, rank: 1 })));

describe('a Top 5 DFS card', () => {
  it('reads the kickoff in the viewer’s zone with the zone named, as Weekly Picks does', () => {
    // 21:25 UTC on Sunday 14 December is 10:25 PM in Berlin (UTC+1 in winter), named "GMT+1";
    // in New York it was 4:25 PM EST.
    expect(text()).toContain('QB · LAC @ KC · Sun, Dec 14, 10:25 PM GMT+1');
    expect(text()).not.toContain(' ET');
  });
});
