import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { MyPick, MyPicksResponse } from '../../../../shared/api/my-picks.ts';
import { LONG_DECIMAL } from '../../../lib/format.ts';
import { renderedText } from '../../../testing/rendered-text.ts';
import { MyPicksView } from './my-picks-view.tsx';

vi.stubEnv('TZ', 'America/New_York');

const pick = (over: Partial<MyPick>): MyPick => ({
  id: 1,
  gameId: '2025_14_BUF_KC',
  season: 2025,
  week: 14,
  kickoff: '2025-12-07T21:25:00.000Z',
  homeTeam: 'KC',
  awayTeam: 'BUF',
  market: 'spread',
  selection: 'home',
  line: -2.5,
  price: -110,
  book: 'draftkings',
  lineCapturedAt: '2025-12-05T12:00:00.000Z',
  lockedAt: '2025-12-05T12:00:00.000Z',
  status: 'win',
  finalScore: { home: 27, away: 24 },
  closingLineValue: 1,
  closeSource: { source: 'nflverse', books: null, capturedAt: null },
  clvUnknown: null,
  clvNote: null,
  units: 0.91,
  ...over,
});

// Minus signs are U+2212, as the odds formatters print them. The API test's fixture: a win, a loss and a pending pick of 2025 (my-picks.test.ts works them out).
const data: MyPicksResponse = {
  asOf: '2025-12-12T18:00:00.000Z',
  season: 2025,
  seasons: [2025, 2024],
  record: { picks: 3, pending: 1, wins: 1, losses: 1, pushes: 0, winRate: 0.5, units: -0.09, unitsPicks: 2 },
  page: 1,
  pageCount: 2,
  picks: [
    pick({
      id: 3,
      gameId: '2025_15_MIA_PIT',
      week: 15,
      kickoff: '2025-12-16T01:15:00.000Z',
      homeTeam: 'PIT',
      awayTeam: 'MIA',
      market: 'moneyline',
      selection: 'away',
      line: null,
      price: 180,
      status: 'pending',
      finalScore: null,
      closingLineValue: null,
      clvNote: 'moneyline: a price, no line to compare',
      units: null,
    }),
    pick({}),
    pick({
      id: 2,
      gameId: '2025_14_DAL_NYG',
      homeTeam: 'NYG',
      awayTeam: 'DAL',
      market: 'total',
      selection: 'over',
      line: 44.5,
      price: 100,
      status: 'loss',
      finalScore: { home: 17, away: 20 },
      closingLineValue: null,
      clvNote: 'no closing line in our data',
      units: -1,
    }),
  ],
};

const render = (d: MyPicksResponse) =>
  renderedText(
    createElement(
      MemoryRouter,
      null,
      createElement(MyPicksView, { data: d, onSeason: () => {}, onPage: () => {} }),
    ),
  );

describe('My picks', () => {
  it('lists each pick with the line taken, the result, CLV or why it is unknown, and units', () => {
    const text = render(data);
    expect(text).toContain('Spread: KC −2.5 (−110) at DraftKings');
    expect(text).toContain('Result BUF 24 – KC 27');
    expect(text).toContain('CLV +1 pts vs the close');
    expect(text).toContain('Units +0.91u');
    expect(text).toContain('Moneyline: MIA to win (+180)');
    expect(text).toContain('CLV — (moneyline: a price, no line to compare)');
    expect(text).toContain('Units — (not graded yet)');
    expect(text).toContain('Total: Over 44.5 (+100)');
    expect(text).toContain('CLV — (no closing line in our data)');
    expect(text).toContain('Units −1u');
    expect(text).not.toMatch(LONG_DECIMAL);
  });

  it('gives the record the count agrees with, and pages a long list', () => {
    const text = render(data);
    expect(text).toContain('3 picks in 2025 (1 pending) · 1–1–0 (W–L–P) · 50% won (n=2) · −0.09u');
    expect(text).toContain('Page 1 of 2');
  });

  it('says so when nothing is locked, and where to lock', () => {
    const none = {
      ...data,
      record: {
        ...data.record,
        picks: 0,
        pending: 0,
        wins: 0,
        losses: 0,
        winRate: null,
        units: null,
        unitsPicks: 0,
      },
      pageCount: 1,
      picks: [],
    };
    const text = render(none);
    expect(text).toContain('No picks locked in 2025');
    expect(text).toContain('Lock a pick on Weekly Picks');
    expect(text).toContain('win rate — (nothing decided yet) · units — (no graded pick with a price)');
  });
});
