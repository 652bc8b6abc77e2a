import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Week1Game } from '../../../../shared/api/week1.ts';
import { renderedText } from '../../../testing/rendered-text.ts';
import { Week1Card } from './week1-card.tsx';

// The viewer of this test sits in New York (decision 097: instants read in the viewer's zone).
vi.stubEnv('TZ', 'America/New_York');

const team = (name: string, abbreviation: string, spread: number) => ({
  name,
  abbreviation,
  spread: spread > 0 ? `+${spread}` : String(spread),
  spreadValue: spread,
});

// The 2025 opener as Week 1 showed it: "2025-09-04 · 20:20 ET" and "Lines: nflverse_close".
const opener: Week1Game = {
  id: '2025_01_DAL_PHI',
  season: 2025,
  timeSlot: 'Thursday',
  date: '2025-09-04',
  time: '20:20',
  kickoff: '2025-09-05T00:20:00.000Z',
  location: 'Lincoln Financial Field',
  international: false,
  homeTeam: team('Philadelphia Eagles', 'PHI', -8.5),
  awayTeam: team('Dallas Cowboys', 'DAL', 8.5),
  moneyline: { home: -400, away: 310 },
  overUnder: 47.5,
  odds: { book: 'nflverse_close', capturedAt: '2025-09-04T23:00:00.000Z' },
  bioBoost: {
    score: 61.73,
    recommendation: null,
    confidence: 74,
    pick: 'PHI',
    status: 'locked',
    commentary: 'c',
    factors: {
      weather: null,
      injuries: {
        keyPlayersOut: [],
        awayInjuries: 4,
        homeInjuries: 1,
        awayTeamImpact: 100,
        homeTeamImpact: 10,
      },
      lineMove: null,
      travelMiles: 1300,
    },
  },
} as unknown as Week1Game;

const text = () =>
  renderedText(createElement(MemoryRouter, null, createElement(Week1Card, { game: opener })));

describe('a Week 1 card', () => {
  it('shows the kickoff in the viewer’s zone with the zone named', () => {
    // 00:20 UTC on 5 September is 8:20 PM EDT (UTC−4) on Thursday 4 September.
    expect(text()).toContain('Thu, Sep 4, 8:20 PM EDT');
    expect(text()).not.toContain('20:20 ET');
  });

  it('names the line source and rounds BioBoost', () => {
    expect(text()).toContain('Lines: Closing line (nflverse), Sep 4, 2025, 7:00 PM EDT');
    expect(text()).not.toContain('nflverse_close');
    // 61.73 → 62.
    expect(text()).toContain('BioBoost 62');
  });
});
