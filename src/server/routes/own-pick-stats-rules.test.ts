// The person's own pick stats on a bare app with the settled picks, the captured closes and the pick
// grading stubbed (decision 128, the routes' fast test set): this season's settled picks of the
// signed-in person only, at the app's clock, graded against the captured closes and counted by the
// leaderboard's own function; no season before any schedule is loaded.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTURED, closes, games, ownStats, stubGrading, views } from '../../../tests/support/grading.ts';
import { AS, context, DB, documented, ORM, routeApp, WINDOWS } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/contributor-picks.ts', () => ({ settledSeasonPicks: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('./captured-closes.ts', () => ({ capturedCloses: vi.fn() }));
vi.mock('./contributor-pick-view.ts', () => ({ gradedContributorPick: vi.fn() }));
vi.mock('../../domain/contributors/own-stats.ts', () => ({ ownPickStats: vi.fn() }));

const picks = await import('../../db/repositories/contributor-picks.ts');
const { ownPickStatsRoutes, ownSeasonStats } = await import('./own-pick-stats.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
// context()'s clock.
const NOW = new Date('2025-11-19T12:00:00Z');
const ROWS = [{ id: 1 }, { id: 2 }, { id: 3 }];
const STATS = {
  totalPicks: 2,
  wins: 1,
  losses: 1,
  pushes: 0,
  winRate: 0.5,
  currentStreak: 'L1',
  favoriteBet: 'Spread',
};

beforeEach(() => {
  vi.mocked(picks.settledSeasonPicks)
    .mockReset()
    .mockResolvedValue(ROWS as never);
  // Pick 2 has no final yet: not graded.
  vi.mocked(views.gradedContributorPick)
    .mockReset()
    .mockImplementation((r) =>
      (r as { id: number }).id === 2 ? null : ({ graded: (r as { id: number }).id } as never),
    );
  stubGrading(WINDOWS, STATS);
});

describe('own pick stats', () => {
  it('is a user route under profile', async () => {
    const a = await routeApp(ownPickStatsRoutes, context());
    expect(a.access.get('GET /api/user/pick-stats')).toBe('user');
    expect(documented(a)).toEqual([
      [
        'GET /api/user/pick-stats',
        ['profile'],
        "The signed-in person's graded picks this season: the figures of their leaderboard row (season tab)",
      ],
    ]);
    expect((await a.inject({ method: 'GET', url: '/api/user/pick-stats' })).statusCode).toBe(401);
  });

  it('counts this season’s graded picks of the person at the app’s clock, by the leaderboard’s function', async () => {
    const a = await routeApp(ownPickStatsRoutes, context());
    const res = await a.inject({ method: 'GET', url: '/api/user/pick-stats', headers: AS(ANN) });
    expect([res.statusCode, res.json()]).toEqual([200, { season: 2025, ...STATS }]);
    expect(picks.settledSeasonPicks).toHaveBeenCalledWith(ORM, 2025, 'gg-elo-1.5.0', NOW, ANN);
    expect(closes.capturedCloses).toHaveBeenCalledWith(ORM, ROWS, NOW);
    expect(views.gradedContributorPick).toHaveBeenCalledWith(ROWS[0], CAPTURED);
    expect(ownStats.ownPickStats).toHaveBeenCalledWith([{ graded: 1 }, { graded: 3 }]);
  });

  it('has no season, and counts nothing, before any schedule is loaded', async () => {
    vi.mocked(games.seasonWindows).mockResolvedValue([]);
    vi.mocked(ownStats.ownPickStats).mockReturnValue({ ...STATS, totalPicks: 0 } as never);
    expect(await ownSeasonStats(DB, ANN, NOW)).toEqual({ season: null, ...STATS, totalPicks: 0 });
    expect(ownStats.ownPickStats).toHaveBeenCalledWith([]);
    expect(picks.settledSeasonPicks).not.toHaveBeenCalled();
  });
});
