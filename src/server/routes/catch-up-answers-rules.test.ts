// The answers that show the record while the start-up catch-up computes it (decision 134), on a bare app
// with the repositories stubbed (decision 128): a partial record says so, with the seasons whose games
// are all decided, and is marked no-store so neither a browser nor the prepared-bytes cache keeps it;
// once the catch-up is done the same request answers the record with `computing: null`, cacheable.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, ORM, routeApp } from '../../../tests/support/route-app.ts';
import { catchUpTracker } from '../../core/catch-up.ts';

vi.mock('../../db/repositories/no-picks.ts', () => ({ decidedSeasons: vi.fn() }));
vi.mock('../../db/repositories/past-picks.ts', () => ({
  settledPickSeasons: vi.fn(),
  settledPicks: vi.fn(),
}));
vi.mock('../../db/repositories/odds.ts', () => ({ lineSnapshots: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('../../core/model/week-predictions.ts', () => ({ weekPredictions: vi.fn() }));

const noPicks = await import('../../db/repositories/no-picks.ts');
const pastPicks = await import('../../db/repositories/past-picks.ts');
const odds = await import('../../db/repositories/odds.ts');
const games = await import('../../db/repositories/games.ts');
const model = await import('../../core/model/week-predictions.ts');
const { pastPicksRoutes } = await import('./past-picks.ts');
const { modelRoutes } = await import('./model.ts');

beforeEach(() => {
  // 2023 and 2025 whole, 2024 not yet (not a prefix: a "first n seasons" shortcut would show).
  vi.mocked(noPicks.decidedSeasons)
    .mockReset()
    .mockResolvedValue([
      { season: 2023, done: true },
      { season: 2024, done: false },
      { season: 2025, done: true },
    ]);
  vi.mocked(pastPicks.settledPickSeasons).mockReset().mockResolvedValue([]);
  vi.mocked(pastPicks.settledPicks).mockReset().mockResolvedValue([]);
  vi.mocked(odds.lineSnapshots).mockReset().mockResolvedValue(new Map());
  // No schedule: the current week is the fixed-start guess, whatever it is; the test asks that week.
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue([]);
  vi.mocked(model.weekPredictions)
    .mockReset()
    .mockImplementation(async (_db, season, week) => ({
      season,
      week,
      weekLabel: `Week ${week}`,
      asOf: '2025-11-19T12:00:00.000Z',
      modelVersion: 'v9',
      predictions: [],
    }));
});

describe('GET /api/past-picks while the catch-up computes the record', () => {
  it('says the record is partial, with its progress, not kept; then whole and cacheable once done', async () => {
    const tracker = catchUpTracker({ step: 'record', weekReady: true });
    const app = await routeApp(pastPicksRoutes, context({ catchUp: tracker }));
    const partial = await app.inject({ method: 'GET', url: '/api/past-picks' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().computing).toEqual({
      step: 'record',
      seasons: [2023, 2024, 2025],
      seasonsDone: [2023, 2025],
    });
    expect(partial.headers['cache-control']).toBe('no-store');
    expect(vi.mocked(noPicks.decidedSeasons)).toHaveBeenCalledWith(
      ORM,
      expect.any(String),
      new Date('2025-11-19T12:00:00Z'),
    );

    tracker.done();
    const whole = await app.inject({ method: 'GET', url: '/api/past-picks' });
    expect(whole.json().computing).toBeNull();
    expect(whole.headers['cache-control']).toBe('public, max-age=300');
    // Once done the progress is not even asked for.
    expect(vi.mocked(noPicks.decidedSeasons)).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('a week that is ready does not make the record whole: still partial while the record step runs', async () => {
    const app = await routeApp(
      pastPicksRoutes,
      context({ catchUp: catchUpTracker({ step: 'current week', weekReady: false }) }),
    );
    const answer = await app.inject({ method: 'GET', url: '/api/past-picks' });
    expect(answer.json().computing).toMatchObject({ step: 'current week' });
    await app.close();
  });
});

describe('GET /api/predictions while the catch-up has not decided the current week', () => {
  it('computes no picks from half-loaded data and says so; once the week is ready it computes them', async () => {
    const tracker = catchUpTracker({ step: 'loads', weekReady: false });
    const app = await routeApp(modelRoutes, context({ catchUp: tracker }));
    const early = await app.inject({ method: 'GET', url: '/api/predictions' });
    expect(early.json()).toMatchObject({ computing: { step: 'loads' }, predictions: [] });
    expect(early.headers['cache-control']).toBe('no-store');
    expect(vi.mocked(model.weekPredictions)).not.toHaveBeenCalled();

    // The week decided, the record still computing: this week's picks are whole, an earlier week is not.
    tracker.move('record', true);
    const ready = await app.inject({ method: 'GET', url: '/api/predictions' });
    expect(ready.json().computing).toBeNull();
    expect(ready.headers['cache-control']).toBe('public, max-age=60');
    expect(vi.mocked(model.weekPredictions)).toHaveBeenCalledTimes(1);
    const { season, week } = ready.json();
    const earlier = await app.inject({
      method: 'GET',
      url: `/api/predictions?season=${season - 1}&week=${week}`,
    });
    expect(earlier.json().computing).toMatchObject({ step: 'record' });
    expect(vi.mocked(model.weekPredictions)).toHaveBeenCalledTimes(1);
    await app.close();
  });
});
