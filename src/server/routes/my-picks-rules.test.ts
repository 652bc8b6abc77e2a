// "My picks" on a bare app with the picks repository, the captured closes, the pick views and the
// leaderboard's counting stubbed (decision 128, the routes' fast test set; decision 102): the person's
// picks of the season asked (default: the one in force at the app's clock), each with its units at the
// locked price and why its CLV is unknown, worked out by hand; the record's counts and units; pages of
// 20, newest first as listed, at least one page.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTURED, closes, games, ownStats, stubGrading, views } from '../../../tests/support/grading.ts';
import { AS, context, DB, documented, ORM, routeApp, WINDOWS } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/contributor-picks.ts', () => ({ userPicks: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('./captured-closes.ts', () => ({ capturedCloses: vi.fn() }));
vi.mock('./contributor-pick-view.ts', () => ({ userPickView: vi.fn(), gradedContributorPick: vi.fn() }));
vi.mock('../../domain/contributors/own-stats.ts', () => ({ ownPickStats: vi.fn() }));

const repo = await import('../../db/repositories/contributor-picks.ts');
const { myPicksRoutes, mySeasonPicks } = await import('./my-picks.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
// context()'s clock.
const NOW = new Date('2025-11-19T12:00:00Z');

const view = (id: number, over: object) => ({
  id,
  gameId: `2025_${String(id).padStart(2, '0')}_NYJ_BAL`,
  season: 2025,
  week: 12,
  kickoff: '2025-11-23T18:00:00.000Z',
  homeTeam: 'BAL',
  awayTeam: 'NYJ',
  market: 'spread',
  selection: 'home',
  line: -3.5,
  price: -110,
  book: 'draftkings',
  lineCapturedAt: '2025-11-19T10:00:00.000Z',
  lockedAt: '2025-11-19T10:05:00.000Z',
  status: 'pending',
  finalScore: null,
  closingLineValue: null,
  closeSource: null,
  clvUnknown: null,
  ...over,
});
/** A stored pick: its season, its view and its graded form (the stubs hand them back). */
const row = (season: number, v: ReturnType<typeof view>, graded: object | null) => ({
  season,
  gameId: v.gameId,
  kickoff: new Date(v.kickoff),
  view: { ...v, season },
  graded,
});
const ROWS = [
  // A win at −110 with a CLV of 1.5: +100/110 = 0.909 → 0.91 units.
  row(2025, view(1, { status: 'win', closingLineValue: 1.5 }), { gameId: 'g1' }),
  // A moneyline loss at +150 without a captured close: −1 unit.
  row(2025, view(2, { market: 'moneyline', selection: 'away', line: null, price: 150, status: 'loss' }), {
    gameId: 'g2',
  }),
  // A pending total: no units yet.
  row(2025, view(3, { market: 'total', selection: 'over', line: 44.5, price: -105 }), null),
  // A push without a price: 0 units would need a price, so none.
  row(2025, view(4, { status: 'push', price: null }), { gameId: 'g4' }),
  row(2024, view(5, { status: 'win' }), { gameId: 'g5' }),
];
const OWN = { wins: 1, losses: 1, pushes: 1, winRate: 0.5, totalPicks: 3 };

beforeEach(() => {
  vi.mocked(repo.userPicks)
    .mockReset()
    .mockResolvedValue(ROWS as never);
  vi.mocked(views.userPickView)
    .mockReset()
    .mockImplementation((r) => (r as unknown as { view: never }).view);
  vi.mocked(views.gradedContributorPick)
    .mockReset()
    .mockImplementation((r) => (r as unknown as { graded: never }).graded);
  stubGrading(WINDOWS, OWN);
});

const app = () => routeApp(myPicksRoutes, context());
const get = async (query = '') =>
  (await app()).inject({ method: 'GET', url: `/api/user/my-picks${query}`, headers: AS(ANN) });

describe('my picks', () => {
  it('is a user route under profile', async () => {
    const a = await app();
    expect(a.access.get('GET /api/user/my-picks')).toBe('user');
    expect(documented(a)).toEqual([
      [
        'GET /api/user/my-picks',
        ['profile'],
        "The signed-in person's locked picks of a season, pending and graded, with CLV, units and their record",
      ],
    ]);
    expect((await a.inject({ method: 'GET', url: '/api/user/my-picks' })).statusCode).toBe(401);
  });

  it('lists the current season’s picks with units and CLV notes, and the record', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      asOf: '2025-11-19T12:00:00.000Z',
      season: 2025,
      seasons: [2025, 2024],
      record: {
        picks: 4,
        pending: 1,
        wins: 1,
        losses: 1,
        pushes: 1,
        winRate: 0.5,
        // 0.91 − 1 = −0.09 over the 2 graded picks with a price.
        units: -0.09,
        unitsPicks: 2,
      },
      page: 1,
      pageCount: 1,
      picks: [
        { ...ROWS[0]?.view, clvNote: null, units: 0.91 },
        { ...ROWS[1]?.view, clvNote: 'moneyline: no captured close to compare its price with', units: -1 },
        { ...ROWS[2]?.view, clvNote: 'known once the game is graded', units: null },
        { ...ROWS[3]?.view, clvNote: 'no closing line in our data', units: null },
      ],
    });
    expect(repo.userPicks).toHaveBeenCalledWith(ORM, ANN, 'gg-elo-1.5.0', NOW);
    const season2025 = ROWS.slice(0, 4);
    expect(closes.capturedCloses).toHaveBeenCalledWith(ORM, season2025, NOW);
    expect(views.userPickView).toHaveBeenCalledWith(ROWS[0], CAPTURED);
    expect(views.gradedContributorPick).toHaveBeenCalledWith(ROWS[0], CAPTURED);
    // The leaderboard's counting, over the graded picks only (the pending one is left out).
    expect(ownStats.ownPickStats).toHaveBeenCalledWith([
      { gameId: 'g1' },
      { gameId: 'g2' },
      { gameId: 'g4' },
    ]);
  });

  it('lists the season asked for', async () => {
    const res = await get('?season=2024');
    expect(res.json()).toMatchObject({ season: 2024, record: { picks: 1, pending: 0 } });
    expect(res.json().picks.map((p: { id: number }) => p.id)).toEqual([5]);
  });

  it('shows no season and no picks before any schedule is loaded', async () => {
    vi.mocked(games.seasonWindows).mockResolvedValue([]);
    const res = await get();
    expect(res.json()).toMatchObject({
      season: null,
      seasons: [2025, 2024],
      page: 1,
      pageCount: 1,
      picks: [],
      record: { picks: 0, pending: 0, units: null, unitsPicks: 0 },
    });
  });

  it('pages 20 at a time: 45 picks are 3 pages, the last holding 5', async () => {
    const many = Array.from({ length: 45 }, (_, i) => row(2025, view(i + 1, {}), null));
    vi.mocked(repo.userPicks).mockResolvedValue(many as never);
    const third = (await get('?page=3')).json();
    // ⌈45 / 20⌉ = 3; page 3 starts at (3 − 1) × 20 = 40.
    expect([third.page, third.pageCount, third.picks.map((p: { id: number }) => p.id)]).toEqual([
      3,
      3,
      [41, 42, 43, 44, 45],
    ]);
    const first = (await get()).json();
    expect(first.picks.map((p: { id: number }) => p.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await get('?page=4')).json().picks).toEqual([]);
    expect((await get('?page=0')).statusCode).toBe(400);
  });

  it('reads the same season for the Dashboard from the database handed in', async () => {
    const mine = await mySeasonPicks(DB, ANN, NOW);
    expect([mine.season, mine.record.picks]).toEqual([2025, 4]);
    expect(games.seasonWindows).toHaveBeenCalledWith(ORM);
  });
});
