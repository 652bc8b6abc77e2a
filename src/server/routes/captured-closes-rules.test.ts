// The Odds API closes of the tracker's bets and the contributors' locks (captured-closes.ts), with the
// captures' reads and the close's arithmetic stubbed (decision 128; captured-lines.test.ts pins the
// arithmetic): only the games the captures quote are read, each at its own kickoff, for the home spread,
// the total and the moneyline; a game no market closed for is left to nflverse's close, and no read is
// made when no game is asked or none is quoted. The close's source as the API names it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORM } from '../../../tests/support/route-app.ts';
import type { LineSnapshot } from '../../domain/odds/market-board.ts';

vi.mock('../../db/repositories/capture-picks.ts', () => ({ oddsApiCaptures: vi.fn() }));
vi.mock('../../db/repositories/odds.ts', () => ({ lineSnapshots: vi.fn() }));
vi.mock('../../domain/picks/captured-lines.ts', async (original) => ({
  ...(await original<typeof import('../../domain/picks/captured-lines.ts')>()),
  capturesOf: vi.fn(),
  capturedClose: vi.fn(),
}));
vi.mock('../../domain/picks/captured-moneyline.ts', () => ({ capturedMoneylineClose: vi.fn() }));

const captures = await import('../../db/repositories/capture-picks.ts');
const odds = await import('../../db/repositories/odds.ts');
const lines = await import('../../domain/picks/captured-lines.ts');
const moneyline = await import('../../domain/picks/captured-moneyline.ts');
const { capturedCloses, NFLVERSE_CLOSE, oddsApiClose } = await import('./captured-closes.ts');

const AS_OF = new Date('2025-11-24T12:00:00Z');
const BAL_KICKOFF = new Date('2025-11-23T18:00:00Z');
const LV_KICKOFF = new Date('2025-11-23T21:25:00Z');
const MIA_KICKOFF = new Date('2025-11-23T18:00:00Z');
const GAMES = [
  { gameId: '2025_12_NYJ_BAL', kickoff: BAL_KICKOFF },
  { gameId: '2025_12_KC_LV', kickoff: LV_KICKOFF },
  // Not quoted by the captures: never read.
  { gameId: '2025_12_BUF_MIA', kickoff: MIA_KICKOFF },
];
const CAPTURES = [{ startMs: 1, endMs: 2 }];
const BAL_LINES = [
  { book: 'fanduel', market: 'spreads', side: 'home', line: -3.5 },
] as unknown as LineSnapshot[];
const LV_LINES = [
  { book: 'fanduel', market: 'totals', side: 'over', line: 47.5 },
] as unknown as LineSnapshot[];
const SPREAD = { line: -3.5, books: 1, captureStartMs: 10, readAtMs: 20 };
const TOTAL = { line: 47.5, books: 1, captureStartMs: 10, readAtMs: 20 };
const MONEYLINE = { home: 0.6, away: 0.4 };

beforeEach(() => {
  vi.mocked(captures.oddsApiCaptures)
    .mockReset()
    .mockResolvedValue({
      stampsMs: [1, 2],
      gameIds: ['2025_12_NYJ_BAL', '2025_12_KC_LV', '2025_12_DAL_PHI'],
    });
  vi.mocked(odds.lineSnapshots)
    .mockReset()
    .mockResolvedValue(
      new Map([
        ['2025_12_NYJ_BAL', BAL_LINES],
        ['2025_12_KC_LV', LV_LINES],
      ]) as never,
    );
  vi.mocked(lines.capturesOf)
    .mockReset()
    .mockReturnValue(CAPTURES as never);
  // BAL closes every market; LV only the total.
  vi.mocked(lines.capturedClose)
    .mockReset()
    .mockImplementation((l, _c, _k, market) =>
      l === BAL_LINES
        ? ((market?.market === 'spreads' ? SPREAD : TOTAL) as never)
        : market?.market === 'totals' && l === LV_LINES
          ? (TOTAL as never)
          : null,
    );
  vi.mocked(moneyline.capturedMoneylineClose)
    .mockReset()
    .mockImplementation((l) => (l === BAL_LINES ? (MONEYLINE as never) : null));
});

describe('the captured closes of a set of games', () => {
  it('reads the quoted games at their own kickoffs, each market of each', async () => {
    const out = await capturedCloses(ORM, GAMES, AS_OF);
    expect(captures.oddsApiCaptures).toHaveBeenCalledWith(ORM, AS_OF);
    expect(lines.capturesOf).toHaveBeenCalledWith([1, 2]);
    expect(odds.lineSnapshots).toHaveBeenCalledWith(ORM, ['2025_12_NYJ_BAL', '2025_12_KC_LV'], AS_OF);
    expect(vi.mocked(lines.capturedClose).mock.calls).toEqual([
      [BAL_LINES, CAPTURES, BAL_KICKOFF.getTime(), { market: 'spreads', side: 'home' }],
      [BAL_LINES, CAPTURES, BAL_KICKOFF.getTime(), { market: 'totals', side: 'over' }],
      [LV_LINES, CAPTURES, LV_KICKOFF.getTime(), { market: 'spreads', side: 'home' }],
      [LV_LINES, CAPTURES, LV_KICKOFF.getTime(), { market: 'totals', side: 'over' }],
    ]);
    expect(vi.mocked(moneyline.capturedMoneylineClose).mock.calls).toEqual([
      [BAL_LINES, CAPTURES, BAL_KICKOFF.getTime()],
      [LV_LINES, CAPTURES, LV_KICKOFF.getTime()],
    ]);
    expect([...out]).toEqual([
      ['2025_12_NYJ_BAL', { spread: SPREAD, total: TOTAL, moneyline: MONEYLINE, snapshots: BAL_LINES }],
      ['2025_12_KC_LV', { spread: null, total: TOTAL, moneyline: null, snapshots: LV_LINES }],
    ]);
  });

  it('keeps a game closed by the spread alone, or the moneyline alone; drops one with no close', async () => {
    vi.mocked(lines.capturedClose).mockImplementation((l, _c, _k, market) =>
      l === BAL_LINES && market?.market === 'spreads' ? (SPREAD as never) : null,
    );
    vi.mocked(moneyline.capturedMoneylineClose).mockImplementation((l) =>
      l === LV_LINES ? (MONEYLINE as never) : null,
    );
    const out = await capturedCloses(ORM, GAMES, AS_OF);
    expect([...out]).toEqual([
      ['2025_12_NYJ_BAL', { spread: SPREAD, total: null, moneyline: null, snapshots: BAL_LINES }],
      ['2025_12_KC_LV', { spread: null, total: null, moneyline: MONEYLINE, snapshots: LV_LINES }],
    ]);
    vi.mocked(lines.capturedClose).mockReturnValue(null);
    vi.mocked(moneyline.capturedMoneylineClose).mockReturnValue(null);
    expect((await capturedCloses(ORM, GAMES, AS_OF)).size).toBe(0);
  });

  it('reads a quoted game without stored lines as none', async () => {
    vi.mocked(odds.lineSnapshots).mockResolvedValue(new Map());
    await capturedCloses(ORM, GAMES, AS_OF);
    expect(vi.mocked(lines.capturedClose).mock.calls[0]?.[0]).toEqual([]);
  });

  it('reads nothing for no games, and no lines when the captures quote none of them', async () => {
    expect((await capturedCloses(ORM, [], AS_OF)).size).toBe(0);
    expect(captures.oddsApiCaptures).not.toHaveBeenCalled();
    vi.mocked(captures.oddsApiCaptures).mockResolvedValue({ stampsMs: [1], gameIds: ['2025_12_DAL_PHI'] });
    expect((await capturedCloses(ORM, GAMES, AS_OF)).size).toBe(0);
    expect(odds.lineSnapshots).not.toHaveBeenCalled();
  });
});

describe("a close's source", () => {
  it("is nflverse's without books or instant, or The Odds API's capture with its number of books", () => {
    expect(NFLVERSE_CLOSE).toEqual({ source: 'nflverse', books: null, capturedAt: null });
    // 1,763,920,800,000 ms = 2025-11-23T18:00:00Z.
    expect(oddsApiClose({ books: 2, captureStartMs: 1_763_920_800_000 })).toEqual({
      source: 'odds-api',
      books: 2,
      capturedAt: '2025-11-23T18:00:00.000Z',
    });
  });
});
