// GET /api/games/:id on a bare app with the repositories stubbed (decision 128, the routes' fast test
// set; game-view, the odds board and the CLV have their own tests): a game the schedule does not hold
// (or whose pairing is not known) is a 404; a premium pick before kickoff goes out withheld with no CLV;
// the injury list is as of the pick's own instant, else the kickoff or the clock, whichever is first,
// one entry per player (the latest, names merged as the model merges them), healthy players left out;
// and the odds board's model columns from modelView (σ 12.28, the home side's win chance).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noPickView, pickView } from '../../../tests/support/pick-view.ts';
import { context, documented, fixedAt, ORM, routeApp } from '../../../tests/support/route-app.ts';
import { weekGame } from '../../../tests/support/week-game.ts';

vi.mock('../../db/repositories/games.ts', () => ({ gameWeek: vi.fn(), listWeekGames: vi.fn() }));
vi.mock('../../db/repositories/odds.ts', () => ({ latestLines: vi.fn(), gameLineSnapshots: vi.fn() }));
vi.mock('../../db/repositories/weather.ts', () => ({ latestWeather: vi.fn() }));
vi.mock('../../db/repositories/players.ts', () => ({ injuriesAsOf: vi.fn() }));
vi.mock('../../db/repositories/alerts.ts', () => ({ listAlerts: vi.fn() }));
vi.mock('../../core/model/week-predictions.ts', () => ({ weekPredictions: vi.fn() }));

const games = await import('../../db/repositories/games.ts');
const odds = await import('../../db/repositories/odds.ts');
const { latestWeather } = await import('../../db/repositories/weather.ts');
const { injuriesAsOf } = await import('../../db/repositories/players.ts');
const { listAlerts } = await import('../../db/repositories/alerts.ts');
const { weekPredictions } = await import('../../core/model/week-predictions.ts');
const { gameDetailRoutes, modelView } = await import('./game-detail.ts');

const ID = '2025_12_NYJ_BAL';
// context()'s clock: Wednesday 2025-11-19 12:00 UTC; weekGame() kicks off Sunday 2025-11-23 18:00 UTC.
const NOW = new Date('2025-11-19T12:00:00Z');
const predictions = (...list: unknown[]) => ({ modelVersion: 'gg-test', predictions: list }) as never;
const injury = (team: string, fullName: string, over: Record<string, unknown> = {}) => ({
  team,
  fullName,
  position: 'WR',
  reportStatus: 'Questionable',
  reportPrimaryInjury: 'Ankle',
  practicePrimaryInjury: 'Knee',
  practiceStatus: 'Limited',
  source: 'nflverse',
  reportedAt: new Date('2025-11-19T20:00:00Z'),
  ...over,
});

beforeEach(() => {
  vi.mocked(games.gameWeek).mockReset().mockResolvedValue({ season: 2025, week: 12 });
  vi.mocked(games.listWeekGames)
    .mockReset()
    .mockResolvedValue([weekGame({ gameId: '2025_12_KC_DEN' }), weekGame()]);
  vi.mocked(odds.latestLines).mockReset().mockResolvedValue([]);
  vi.mocked(odds.gameLineSnapshots).mockReset().mockResolvedValue([]);
  vi.mocked(latestWeather).mockReset().mockResolvedValue(new Map());
  vi.mocked(injuriesAsOf)
    .mockReset()
    .mockResolvedValue([] as never);
  vi.mocked(listAlerts).mockReset().mockResolvedValue([]);
  vi.mocked(weekPredictions).mockReset().mockResolvedValue(predictions());
});

const get = async (at = '2025-11-19T12:00:00Z', id = ID) => {
  const app = await routeApp(gameDetailRoutes, context({ clock: fixedAt(at) }));
  const res = await app.inject({ method: 'GET', url: `/api/games/${id}` });
  return { status: res.statusCode, body: res.json(), headers: res.headers, app };
};

describe('the game page route', () => {
  it('is public and cached, documented under nfl; an id not shaped like nflverse’s is a 400', async () => {
    const { app, status } = await get(undefined, 'BAL-NYJ');
    expect(status).toBe(400);
    expect(app.declared.get('GET /api/games/:id')?.config).toEqual({ access: 'public', cache: true });
    expect(app.declared.get('GET /api/games/:id')?.statuses).toEqual(['200', '404']);
    expect(documented(app)).toEqual([
      [
        'GET /api/games/:id',
        ['nfl'],
        "One game as known at the clock: the pick with both teams' BioBoost, weather, injuries, the odds board of every captured book, and its alerts",
      ],
    ]);
  });

  it('a game the schedule does not hold at the clock, or not in its week’s list, is a 404 naming it', async () => {
    vi.mocked(games.gameWeek).mockResolvedValue(undefined);
    const unknown = await get();
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Not Found', message: `No game ${ID} in the schedule.` });
    expect(games.gameWeek).toHaveBeenCalledWith(ORM, ID, NOW);
    expect(games.listWeekGames).not.toHaveBeenCalled();
    vi.mocked(games.gameWeek).mockResolvedValue({ season: 2025, week: 12 });
    vi.mocked(games.listWeekGames).mockResolvedValue([weekGame({ gameId: '2025_12_KC_DEN' })]);
    const missing = await get();
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Not Found', message: `No game ${ID} in the schedule.` });
    expect(injuriesAsOf).not.toHaveBeenCalled();
  });

  it('before kickoff a premium pick is withheld with no CLV; injuries as of the pick’s own instant', async () => {
    vi.mocked(weekPredictions).mockResolvedValue(
      predictions(
        pickView({ gameId: '2025_12_KC_DEN' }),
        pickView({ predictedAt: '2025-11-18T09:30:00.000Z' }),
      ),
    );
    const { status, body, headers } = await get();
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(body.asOf).toBe('2025-11-19T12:00:00.000Z');
    expect(body.game).toMatchObject({ id: ID, week: 12 });
    expect(body.prediction).toMatchObject({ gameId: ID, status: 'withheld' });
    expect(body.prediction).not.toHaveProperty('winner');
    expect([body.clv, body.clvUnknown]).toEqual([null, 'premium pick until kickoff']);
    expect(body.injuriesAsOf).toBe('2025-11-18T09:30:00.000Z');
    expect(injuriesAsOf).toHaveBeenCalledWith(ORM, 2025, 12, new Date('2025-11-18T09:30:00Z'));
    expect(body.alerts).toEqual([]);
    expect(games.listWeekGames).toHaveBeenCalledWith(ORM, 2025, 12, NOW);
    expect(odds.latestLines).toHaveBeenCalledWith(ORM, [ID], NOW);
    expect(latestWeather).toHaveBeenCalledWith(ORM, [ID], NOW);
    expect(odds.gameLineSnapshots).toHaveBeenCalledWith(ORM, ID, NOW);
    expect(weekPredictions).toHaveBeenCalledWith(ORM, 2025, 12, NOW, 3_600_000);
    expect(listAlerts).toHaveBeenCalledWith(ORM, { asOf: NOW, gameId: ID, limit: 100 });
  });

  it('before kickoff the odds board carries no model column: the same board as with no pick at all', async () => {
    // One captured spread quote, BAL −3.5 at −110 on Wednesday morning.
    vi.mocked(odds.gameLineSnapshots).mockResolvedValue([
      {
        book: 'fanduel',
        market: 'spreads',
        side: 'home',
        line: -3.5,
        price: -110,
        capturedAtMs: Date.parse('2025-11-19T09:00:00Z'),
      },
    ] as never);
    const noPick = (await get()).body.odds;
    vi.mocked(weekPredictions).mockResolvedValue(predictions(pickView()));
    expect((await get()).body.odds).toEqual(noPick);
    // From kickoff the same pick is public, and its model columns show on the board.
    expect((await get('2025-11-23T18:00:00Z')).body.odds).not.toEqual(noPick);
  });

  it('after kickoff the pick is shown whole with its CLV reading; a locked pick’s injuries are as of its freeze', async () => {
    vi.mocked(weekPredictions).mockResolvedValue(
      predictions(pickView({ status: 'locked', predictedAt: '2025-11-23T18:00:00.000Z' })),
    );
    const { body } = await get('2025-11-24T12:00:00Z');
    expect(body.prediction).toMatchObject({ status: 'locked', winner: 'BAL', winProbability: 0.64 });
    // A spread pick, but no line captured for the game: the CLV says so rather than "premium".
    expect(body.clv).toBeNull();
    expect(body.clvUnknown).toBe('no closing line stored');
    expect(body.injuriesAsOf).toBe('2025-11-23T18:00:00.000Z');
  });

  it('no pick: injuries as of the clock before kickoff, as of the kickoff after it', async () => {
    const before = await get();
    expect([before.body.prediction, before.body.clv, before.body.clvUnknown]).toEqual([
      null,
      null,
      'no pick published',
    ]);
    expect(before.body.injuriesAsOf).toBe('2025-11-19T12:00:00.000Z');
    // No pick published at kickoff: the same rule (the model read reports up to the kickoff).
    vi.mocked(weekPredictions).mockResolvedValue(predictions(noPickView()));
    const after = await get('2025-11-24T12:00:00Z');
    expect(after.body.prediction).toMatchObject({ status: 'no_pick' });
    expect(after.body.clvUnknown).toBe('no pick published');
    expect(after.body.injuriesAsOf).toBe('2025-11-23T18:00:00.000Z');
    expect(injuriesAsOf).toHaveBeenLastCalledWith(ORM, 2025, 12, new Date('2025-11-23T18:00:00Z'));
  });

  it('lists each player of the two teams once, the latest report, healthy ones left out, by team then name', async () => {
    vi.mocked(injuriesAsOf).mockResolvedValue([
      injury('NYJ', 'Garrett Wilson', { reportedAt: new Date('2025-11-20T20:00:00Z'), reportStatus: 'Out' }),
      // An earlier report of the same player from another source, his name spelt otherwise: superseded.
      injury('NYJ', 'Garrett Wilson Jr.', {
        source: 'sleeper',
        reportedAt: new Date('2025-11-19T20:00:00Z'),
      }),
      injury('BAL', 'Zay Flowers', { reportStatus: null, reportPrimaryInjury: null }),
      injury('BAL', 'Mark Andrews', { position: 'TE', practiceStatus: null }),
      // Listed with no game status and no practice status: healthy, not shown.
      injury('BAL', 'Lamar Jackson', { reportStatus: null, practiceStatus: null }),
      // Another game's team.
      injury('KC', 'Travis Kelce', { reportStatus: 'Out' }),
    ] as never);
    const { body } = await get();
    expect(body.injuries).toEqual([
      {
        team: 'BAL',
        player: 'Mark Andrews',
        position: 'TE',
        status: 'Questionable',
        injury: 'Ankle',
        practiceStatus: null,
        source: 'nflverse',
        reportedAt: '2025-11-19T20:00:00.000Z',
      },
      // No report injury: the practice report's.
      {
        team: 'BAL',
        player: 'Zay Flowers',
        position: 'WR',
        status: null,
        injury: 'Knee',
        practiceStatus: 'Limited',
        source: 'nflverse',
        reportedAt: '2025-11-19T20:00:00.000Z',
      },
      {
        team: 'NYJ',
        player: 'Garrett Wilson',
        position: 'WR',
        status: 'Out',
        injury: 'Ankle',
        practiceStatus: 'Limited',
        source: 'nflverse',
        reportedAt: '2025-11-20T20:00:00.000Z',
      },
    ]);
  });

  it('the later of two reports wins whichever comes first', async () => {
    vi.mocked(injuriesAsOf).mockResolvedValue([
      injury('NYJ', 'Garrett Wilson', { source: 'sleeper', reportedAt: new Date('2025-11-19T20:00:00Z') }),
      injury('NYJ', 'Garrett Wilson', { reportStatus: 'Out', reportedAt: new Date('2025-11-20T20:00:00Z') }),
      injury('NYJ', 'Garrett Wilson', { source: 'espn', reportedAt: new Date('2025-11-20T08:00:00Z') }),
    ] as never);
    const { body } = await get();
    expect(body.injuries.map((i: { status: string; source: string }) => [i.status, i.source])).toEqual([
      ['Out', 'nflverse'],
    ]);
  });
});

describe('the odds board’s model columns (modelView)', () => {
  it('the home side’s win chance, the margin and total, σ 12.28 for margins and none for totals', () => {
    expect(modelView(pickView())).toEqual({
      homeWinProbability: 0.64,
      predictedMargin: 4.25,
      predictedTotal: 46.04,
      marginSigma: 12.28,
      totalSigma: null,
    });
    // The away side picked at 64 %: the home side's chance is 1 − 0.64 = 0.36.
    expect(modelView(pickView({ winner: 'NYJ', predictedMargin: -4.25 }))?.homeWinProbability).toBeCloseTo(
      0.36,
      10,
    );
  });

  it('no pick, no model columns', () => {
    expect(modelView(null)).toBeNull();
    expect(modelView(noPickView())).toBeNull();
  });
});
