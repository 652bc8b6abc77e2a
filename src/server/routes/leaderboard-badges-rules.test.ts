// The leaderboard's badges as the API sends them (issue 21, decision 143): the board is built by the
// real domain (`buildLeaderboard`, `badgeFor`) from graded picks the stubbed repositories give; only the
// reads and the grading against lines are stubbed. Veteran and Rookie are tenure, a person's: the model
// picks every game in three markets and passes 50 graded picks by its sixth week, so the answer itself
// gives its row no tenure badge (the page used to drop it; other clients read the answer).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGrading, views } from '../../../tests/support/grading.ts';
import { context, routeApp, WINDOW_2025 } from '../../../tests/support/route-app.ts';
import type { GradedPick } from '../../domain/contributors/contributor-stats.ts';
import type { Outcome } from '../../domain/model/grading.ts';

vi.mock('../../db/repositories/contributor-picks.ts', () => ({
  contributorNames: vi.fn(),
  settledModelPicks: vi.fn(),
  settledSeasonPicks: vi.fn(),
}));
vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('../../db/repositories/odds.ts', () => ({ lineSnapshots: vi.fn() }));
vi.mock('./captured-closes.ts', () => ({ capturedCloses: vi.fn() }));
vi.mock('./contributor-pick-view.ts', async (original) => ({
  ...(await original<typeof import('./contributor-pick-view.ts')>()),
  gradedContributorPick: vi.fn(),
  gradedModelPicks: vi.fn(),
}));

const picks = await import('../../db/repositories/contributor-picks.ts');
const odds = await import('../../db/repositories/odds.ts');
const { leaderboardRoutes } = await import('./leaderboard.ts');

const TOP = '11111111-1111-4111-8111-111111111111';
const VET = '22222222-2222-4222-8222-222222222222';
let n = 0;
/** `count` graded spread picks of `contributor` in `week` of 2025, all with `outcome`. */
const many = (contributor: string, week: number, outcome: Outcome, count: number): GradedPick[] =>
  Array.from({ length: count }, () => {
    n += 1;
    const kickoff = new Date(Date.UTC(2025, 8, 4 + 7 * week, 17, 0, n));
    return {
      contributor,
      gameId: `g${n}`,
      season: 2025,
      week,
      kickoff,
      lockedAt: kickoff,
      market: 'spread',
      outcome,
      clv: null,
      withBioBoost: null,
    };
  });

beforeEach(() => {
  n = 0;
  stubGrading([WINDOW_2025]);
  // Top: 20–0 in week 1 (the season's #1: Silverback). Vet and the model: 26 wins in week 1, 26 losses
  // in week 2, so 52 graded picks each (50 or more: Veteran), on a losing run, ranked below Top.
  const people = [...many(TOP, 1, 'win', 20), ...many(VET, 1, 'win', 26), ...many(VET, 2, 'loss', 26)];
  const model = [...many('model', 1, 'win', 26), ...many('model', 2, 'loss', 26)];
  vi.mocked(picks.settledSeasonPicks)
    .mockReset()
    .mockResolvedValue(people.map((p) => ({ ...p, userId: p.contributor })) as never);
  vi.mocked(picks.settledModelPicks)
    .mockReset()
    .mockResolvedValue(model as never);
  vi.mocked(picks.contributorNames)
    .mockReset()
    .mockResolvedValue(
      new Map([
        [TOP, 'Top Dog'],
        [VET, 'Vet Rin'],
      ]),
    );
  vi.mocked(odds.lineSnapshots).mockReset().mockResolvedValue(new Map());
  vi.mocked(views.gradedContributorPick)
    .mockReset()
    .mockImplementation((p) => p as never);
  vi.mocked(views.gradedModelPicks)
    .mockReset()
    .mockImplementation((m) => [m as never]);
});

describe('the leaderboard’s badges', () => {
  it('gives a person with 50 graded picks Veteran, and the model with as many none', async () => {
    const res = await (await routeApp(leaderboardRoutes, context())).inject({
      method: 'GET',
      url: '/api/leaderboard?timeframe=season',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      ranked: { name: string; kind: string; graded: number; badge: string | null }[];
    };
    const rows = body.ranked.map((c) => [c.name, c.kind, c.graded, c.badge]);
    expect(rows).toContainEqual(['Top Dog', 'person', 20, 'silverback']);
    expect(rows).toContainEqual(['Vet Rin', 'person', 52, 'veteran']);
    expect(rows).toContainEqual(['Go Gorilla model', 'model', 52, null]);
    expect(rows).toHaveLength(3);
  });
});
