import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { WeeklyPick } from '../../../../shared/api/weekly-picks.ts';
import { WEEKLY_PICK } from '../../../testing/api-fixtures.ts';
import { rawValues } from '../../../testing/raw-values.ts';
import { renderedText } from '../../../testing/rendered-text.ts';
import { GameCard } from './game-card.tsx';

// A viewer in Berlin: the kickoff must read in their zone, not New York's with "ET" glued on.
vi.stubEnv('TZ', 'Europe/Berlin');

const pick = WEEKLY_PICK;

const text = (over: Partial<WeeklyPick> = {}) =>
  renderedText(createElement(MemoryRouter, null, createElement(GameCard, { pick: { ...pick, ...over } })));

describe('a Weekly Picks game card', () => {
  it('reads the kickoff in the viewer’s zone with the zone named', () => {
    // 01:15 UTC on Friday 21 November is 2:15 AM in Berlin (UTC+1), shown "GMT+1"; in New York it
    // was "Thu, Nov 20, 8:15 PM ET".
    expect(text()).toContain('Fri, Nov 21, 2:15 AM GMT+1');
    expect(text()).not.toContain(' ET');
  });

  it('puts the price quoted with the line on the LEAN label, and says so when none was recorded', () => {
    // Home handicap +5.5 for HOU: the spread pick BUF lays 5.5 (−5.5), at the price stored with the pick.
    expect(text({ spreadPrice: -115 })).toContain('LEAN at BUF −5.5 (−115)');
    expect(text({ spreadPrice: 105 })).toContain('LEAN at BUF −5.5 (+105)');
    // An older frozen pick without a price: said, never a standard −110 in its place.
    const unknown = text({ spreadPrice: null });
    expect(unknown).toContain('LEAN at BUF −5.5 (price not recorded)');
    expect(unknown).not.toContain('(−110)');
  });

  it('joins the reasons for no pick as sentences, never ".;"', () => {
    const shown = text({
      status: 'no_pick',
      noPickReasons: ['No betting line had been captured before kickoff.', 'starter unknown'],
    });
    expect(shown).toContain(
      'No pick published: No betting line had been captured before kickoff. starter unknown.',
    );
    expect(shown).not.toContain('.;');
  });

  it('names the games a no-pick reason refers to by id', () => {
    // The frozen reason keeps nflverse's id (season, week 10, away PHI, home GB); the card reads it out.
    const shown = text({
      status: 'no_pick',
      noPickReasons: ["PHI's previous game (2026_10_PHI_GB) had no known result at kickoff."],
    });
    expect(shown).toContain(
      "PHI's previous game (Week 10 of 2026, PHI at GB) had no known result at kickoff.",
    );
    expect(shown).not.toContain('2026_10_PHI_GB');
  });

  it('shows no raw value', () => {
    expect(rawValues(text())).toEqual([]);
  });
});
