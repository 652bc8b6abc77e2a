// The leaderboard route on a bare app with the picks, lines, closes, grading and the board's ranking
// stubbed (decision 128, the routes' fast test set; decision 107): this season's settled picks of
// people and the model at the app's clock, people's graded against the captured closes, the model's
// against its game's lines; names for people (each id asked once), the model and former contributors;
// each contributor shown by an opaque id and its kind; the ranking rules of the timeframe beside it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTURED, closes, stubGrading, views } from '../../../tests/support/grading.ts';
import { context, documented, ORM, routeApp, WINDOW_2025 } from '../../../tests/support/route-app.ts';
import { BADGES } from '../../shared/api/leaderboard.ts';

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
vi.mock('../../domain/contributors/leaderboard.ts', () => ({ buildLeaderboard: vi.fn() }));

const picks = await import('../../db/repositories/contributor-picks.ts');
const odds = await import('../../db/repositories/odds.ts');
const board = await import('../../domain/contributors/leaderboard.ts');
const { leaderboardRoutes } = await import('./leaderboard.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
const FORMER = 'former:7f3a';
// context()'s clock: Wednesday 2025-11-19, week 12 of 2025 (week 1 began Tuesday 2025-09-02).
const NOW = new Date('2025-11-19T12:00:00Z');
const PEOPLE = [
  { contributor: ANN, userId: ANN, gameId: 'g1' },
  { contributor: ANN, userId: ANN, gameId: 'g2' },
  // A deleted account's pick: kept, without a user.
  { contributor: FORMER, userId: null, gameId: 'g3' },
];
const MODEL = [{ gameId: 'g1' }, { gameId: 'g4' }];
const LINES = new Map([['g1', [{ line: 'g1 lines' }]]]);
const entry = (key: string, name: string, rank: number | null) => ({
  key,
  name,
  rank,
  previousRank: null,
  score: 0.55,
  badge: null,
  graded: 12,
  wins: 7,
  losses: 5,
  pushes: 0,
  pickAccuracy: 0.58,
  bioBoostWinRate: null,
  bioBoostPicks: 0,
  currentStreak: 2,
  streakType: 'win',
  weeklyWins: 1,
  seasonWins: 7,
  specialization: null,
  rankedWins: 7,
  rankedLosses: 5,
  meanClv: null,
  clvPicks: 0,
});

beforeEach(() => {
  stubGrading([WINDOW_2025]);
  vi.mocked(picks.settledSeasonPicks)
    .mockReset()
    .mockResolvedValue(PEOPLE as never);
  vi.mocked(picks.settledModelPicks)
    .mockReset()
    .mockResolvedValue(MODEL as never);
  vi.mocked(picks.contributorNames)
    .mockReset()
    .mockResolvedValue(new Map([[ANN, 'Ann']]));
  vi.mocked(odds.lineSnapshots)
    .mockReset()
    .mockResolvedValue(LINES as never);
  // g2 has no final yet: not graded.
  vi.mocked(views.gradedContributorPick)
    .mockReset()
    .mockImplementation((p) =>
      (p as { gameId: string }).gameId === 'g2'
        ? null
        : ({ person: (p as { gameId: string }).gameId } as never),
    );
  vi.mocked(views.gradedModelPicks)
    .mockReset()
    .mockImplementation((m, lines) => [
      { model: (m as { gameId: string }).gameId, lines: lines.length } as never,
    ]);
  vi.mocked(board.buildLeaderboard)
    .mockReset()
    .mockReturnValue({
      ranked: [entry('model', 'Go Gorilla model', 1), entry(ANN, 'Ann', 2)],
      unranked: [entry(FORMER, 'Former contributor', null)],
    } as never);
});

const get = async (query = '') => {
  const res = await (await routeApp(leaderboardRoutes, context())).inject({
    method: 'GET',
    url: `/api/leaderboard${query}`,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('the leaderboard', () => {
  it('is public, cached and a community read, under community', async () => {
    const a = await routeApp(leaderboardRoutes, context());
    expect(a.declared.get('GET /api/leaderboard')?.config).toEqual({
      access: 'public',
      cache: true,
      community: true,
    });
    expect(documented(a)).toEqual([
      [
        'GET /api/leaderboard',
        ['community'],
        "Contributors (people and the model) ranked on this week's or this season's graded picks by a shrunk win rate, with CLV beside it",
      ],
    ]);
  });

  it('ranks this season’s graded picks of people and the model, read at the app’s clock', async () => {
    const { status, body, headers } = await get();
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(picks.settledSeasonPicks).toHaveBeenCalledWith(ORM, 2025, 'gg-elo-1.5.0', NOW);
    expect(picks.settledModelPicks).toHaveBeenCalledWith(ORM, 2025, 'gg-elo-1.5.0', NOW);
    expect(odds.lineSnapshots).toHaveBeenCalledWith(ORM, ['g1', 'g4'], NOW);
    expect(closes.capturedCloses).toHaveBeenCalledWith(ORM, PEOPLE, NOW);
    expect(views.gradedContributorPick).toHaveBeenCalledWith(PEOPLE[0], CAPTURED);
    // Ann's id asked once, though she has two picks.
    expect(picks.contributorNames).toHaveBeenCalledWith(ORM, [ANN]);
    const [q] = vi.mocked(board.buildLeaderboard).mock.calls[0] ?? [];
    expect(q?.seasonPicks).toEqual([
      { person: 'g1' },
      { person: 'g3' },
      // The model's picks against their game's lines (none for g4).
      { model: 'g1', lines: 1 },
      { model: 'g4', lines: 0 },
    ]);
    expect([q?.week, q?.timeframe]).toEqual([12, 'weekly']);
    expect([...(q?.names ?? [])]).toEqual([
      [ANN, 'Ann'],
      ['model', 'Go Gorilla model'],
      [FORMER, 'Former contributor'],
    ]);
    expect(body).toMatchObject({
      asOf: '2025-11-19T12:00:00.000Z',
      timeframe: 'weekly',
      season: 2025,
      week: 12,
    });
    // A week needs 3 decided picks to rank; the prior is 10 wins and 10 losses.
    expect(body.rules).toMatchObject({ minimumDecided: 3, priorWins: 10, priorLosses: 10 });
    expect(Object.keys(body.rules.badges).sort()).toEqual([...BADGES].sort());
  });

  it('shows each contributor by an opaque id and its kind', async () => {
    const { body } = await get('?timeframe=season');
    // SHA-256 of 'contributor:<key>', base64url, first 16 characters; the model keeps 'model'.
    expect(
      body.ranked.map((c: { id: string; kind: string; name: string }) => [c.id, c.kind, c.name]),
    ).toEqual([
      ['model', 'model', 'Go Gorilla model'],
      ['dPIMuPj0_gBcZwY1', 'person', 'Ann'],
    ]);
    expect(body.unranked.map((c: { id: string; kind: string }) => [c.id, c.kind])).toEqual([
      ['KjHgQu-v5SroO7kU', 'former'],
    ]);
    expect(body.ranked[1]).not.toHaveProperty('key');
    // A season needs 10.
    expect([body.timeframe, body.rules.minimumDecided]).toEqual(['season', 10]);
    expect(vi.mocked(board.buildLeaderboard).mock.calls[0]?.[0].timeframe).toBe('season');
  });
});
