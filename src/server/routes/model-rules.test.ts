// The model's public routes on a bare app with the repositories stubbed (decision 128, the routes' fast
// test set): GET /api/predictions for the week in force (week 12 of 2025 at the app's clock), another
// week or season (week 1 by default), premium picks withheld before kickoff, and while the start-up
// catch-up runs, no picks from half-loaded data and an answer not kept (decision 134); GET
// /api/model/report: the empty state of a fresh install in words, or the stored report with the record.
// The report's own schema is pinned by the backtest's tests: here a two-field stand-in (ModelReport
// mocked below) keeps the fixture small while the empty shape is the real one.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { pickView } from '../../../tests/support/pick-view.ts';
import { context, documented, ORM, routeApp, WINDOWS } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('../../db/repositories/no-picks.ts', () => ({ decidedSeasons: vi.fn() }));
vi.mock('../../db/repositories/model-reports.ts', () => ({ latestReport: vi.fn() }));
vi.mock('../../core/model/week-predictions.ts', () => ({ weekPredictions: vi.fn() }));
vi.mock('../../core/model/season-record.ts', () => ({ modelSeasonRecords: vi.fn() }));
vi.mock('../../shared/api/model-report.ts', async (original) => {
  const real = await original<typeof import('../../shared/api/model-report.ts')>();
  const ModelReport = z.object({ modelVersion: z.string(), notes: z.array(z.string()) });
  return {
    ...real,
    ModelReport,
    ModelReportResponse: z.union([ModelReport.extend({ record: z.array(z.unknown()) }), real.NoModelReport]),
  };
});

const games = await import('../../db/repositories/games.ts');
const noPicks = await import('../../db/repositories/no-picks.ts');
const { latestReport } = await import('../../db/repositories/model-reports.ts');
const { weekPredictions } = await import('../../core/model/week-predictions.ts');
const { modelSeasonRecords } = await import('../../core/model/season-record.ts');
const { MODEL_PARAMS } = await import('../../domain/model/params.ts');
const { catchUpTracker } = await import('../../core/catch-up.ts');
const { modelRoutes } = await import('./model.ts');

const NOW = new Date('2025-11-19T12:00:00Z');
// Kicked off Sunday before the clock: public. weekGame's kickoff (Sunday 23rd) is after it: premium.
const KICKED_OFF = pickView({ gameId: '2025_12_KC_DEN', kickoff: '2025-11-16T18:00:00.000Z' });
const week = (season: number, n: number) => ({
  season,
  week: n,
  weekLabel: `Week ${n}`,
  asOf: NOW.toISOString(),
  modelVersion: 'gg-test',
  predictions: [KICKED_OFF, pickView()],
});

beforeEach(() => {
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue(WINDOWS);
  vi.mocked(noPicks.decidedSeasons)
    .mockReset()
    .mockResolvedValue([{ season: 2024, done: true }]);
  vi.mocked(weekPredictions)
    .mockReset()
    .mockImplementation(async (_db, season, n) => week(season, n) as never);
  vi.mocked(latestReport).mockReset().mockResolvedValue(undefined);
  vi.mocked(modelSeasonRecords).mockReset().mockResolvedValue([]);
});

const get = async (url: string, catchUp = catchUpTracker()) => {
  const app = await routeApp(modelRoutes, context({ catchUp }));
  const res = await app.inject({ method: 'GET', url: `/api${url}` });
  return { status: res.statusCode, body: res.json(), headers: res.headers, app };
};
const partial = (step: string) => ({ step, seasons: [2024], seasonsDone: [2024] });

describe('GET /api/predictions', () => {
  it('both routes are public and cached, documented under model', async () => {
    const { app } = await get('/predictions');
    for (const route of ['GET /api/predictions', 'GET /api/model/report']) {
      expect(app.declared.get(route)?.config).toEqual({ access: 'public', cache: true });
      expect(app.declared.get(route)?.statuses).toEqual(['200']);
    }
    expect(documented(app)).toEqual([
      [
        'GET /api/predictions',
        ['model'],
        "One week's picks as known at the clock: locked picks from the public record, provisional ones until kickoff",
      ],
      [
        'GET /api/model/report',
        ['model'],
        "The public record: each season's graded frozen picks, and the walk-forward backtest against the closing line and FiveThirtyEight",
      ],
    ]);
  });

  it('the week in force by default, a premium pick withheld until its kickoff, kept a minute', async () => {
    const { status, body, headers } = await get('/predictions');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(weekPredictions).toHaveBeenCalledWith(ORM, 2025, 12, NOW, 3_600_000);
    expect(games.seasonWindows).toHaveBeenCalledWith(ORM);
    expect(body).toMatchObject({ computing: null, season: 2025, week: 12, modelVersion: 'gg-test' });
    expect(body.predictions.map((p: { gameId: string; status: string }) => [p.gameId, p.status])).toEqual([
      ['2025_12_KC_DEN', 'provisional'],
      ['2025_12_NYJ_BAL', 'withheld'],
    ]);
    expect(body.predictions[0].winner).toBe('BAL');
    expect(body.predictions[1]).not.toHaveProperty('winner');
  });

  it('another week of the season as asked; another season starts at its week 1', async () => {
    expect((await get('/predictions?week=3')).body).toMatchObject({ season: 2025, week: 3 });
    expect((await get('/predictions?season=2024')).body).toMatchObject({ season: 2024, week: 1 });
    expect((await get('/predictions?season=2024&week=12')).body).toMatchObject({ season: 2024, week: 12 });
    expect(vi.mocked(weekPredictions).mock.calls.map((c) => [c[1], c[2]])).toEqual([
      [2025, 3],
      [2024, 1],
      [2024, 12],
    ]);
  });

  it('while the catch-up decides the current week: no picks computed, the progress shown, not kept', async () => {
    const tracker = catchUpTracker({ step: 'current week', weekReady: false });
    const { body, headers } = await get('/predictions', tracker);
    expect(body).toEqual({
      computing: partial('current week'),
      season: 2025,
      week: 12,
      weekLabel: 'Week 12',
      asOf: '2025-11-19T12:00:00.000Z',
      modelVersion: MODEL_PARAMS.version,
      predictions: [],
    });
    expect(headers['cache-control']).toBe('no-store');
    expect(weekPredictions).not.toHaveBeenCalled();
  });

  it('once the week is decided: this week’s picks; another week or season waits for the whole record', async () => {
    const tracker = catchUpTracker({ step: 'record', weekReady: true });
    const thisWeek = await get('/predictions', tracker);
    expect(thisWeek.body).toMatchObject({ computing: null, week: 12, modelVersion: 'gg-test' });
    expect(thisWeek.headers['cache-control']).toBe('public, max-age=60');
    for (const url of ['/predictions?week=11', '/predictions?season=2024&week=12']) {
      const other = await get(url, tracker);
      expect(other.body).toMatchObject({ computing: partial('record'), predictions: [] });
      expect(other.headers['cache-control']).toBe('no-store');
    }
    expect(weekPredictions).toHaveBeenCalledTimes(1);
  });
});

describe('GET /api/model/report', () => {
  it('a fresh install: empty, in words, kept a minute', async () => {
    const { status, body, headers } = await get('/model/report');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'empty',
      reason: 'The model job computes the public record once games with results are loaded.',
    });
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(latestReport).toHaveBeenCalledWith(ORM, MODEL_PARAMS.version, NOW);
    expect(modelSeasonRecords).not.toHaveBeenCalled();
  });

  it('while the catch-up computes the record: empty with its progress, not kept', async () => {
    const tracker = catchUpTracker({ step: 'record', weekReady: true });
    const { body, headers } = await get('/model/report', tracker);
    expect(body).toEqual({
      status: 'empty',
      reason: 'The model job is computing the public record from the games loaded at start-up.',
      computing: partial('record'),
    });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('the stored report with the frozen picks’ record as of the clock, kept five minutes', async () => {
    vi.mocked(latestReport).mockResolvedValue({
      report: { modelVersion: 'gg-test', notes: ['Walk-forward from 2010.'] },
    } as never);
    vi.mocked(modelSeasonRecords).mockResolvedValue([{ season: 2024 }] as never);
    const { body, headers } = await get('/model/report');
    expect(body).toEqual({
      modelVersion: 'gg-test',
      notes: ['Walk-forward from 2010.'],
      record: [{ season: 2024 }],
    });
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(modelSeasonRecords).toHaveBeenCalledWith(ORM, { modelVersion: MODEL_PARAMS.version, asOf: NOW });
  });
});
