// The Juice Watch feed on a bare app with the alerts repository stubbed (decision 128, the routes' fast
// test set): alerts detected by the app's clock, of the current week by default (week 12 at the clock),
// another season whole unless a week is asked for; the filters reach the list but not the summary; a
// 15-second public lifetime for a page that polls.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp, WINDOW_2025 } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/alerts.ts', () => ({ alertSummary: vi.fn(), listAlerts: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('../../db/repositories/no-picks.ts', () => ({ decidedSeasons: vi.fn() }));

const repo = await import('../../db/repositories/alerts.ts');
const games = await import('../../db/repositories/games.ts');
const noPicks = await import('../../db/repositories/no-picks.ts');
const { catchUpTracker } = await import('../../core/catch-up.ts');
const { alertsRoutes } = await import('./alerts.ts');

// context()'s clock: Wednesday 2025-11-19, week 12 of 2025 (week 1 began Tuesday 2025-09-02).
const NOW = new Date('2025-11-19T12:00:00Z');
const SUMMARY = {
  alerts: 9,
  byType: { line_movement: 4, injury: 3, weather: 1, sharp_money: 1 },
  graded: 5,
  wins: 3,
  losses: 2,
  pushes: 0,
  // 3 / (3 + 2)
  hitRate: 0.6,
  units: 0.73,
  assumedPrices: 1,
  // A figure the feed does not show: not passed on.
  internal: 'x',
};

beforeEach(() => {
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue([WINDOW_2025]);
  vi.mocked(repo.alertSummary)
    .mockReset()
    .mockResolvedValue(SUMMARY as never);
  vi.mocked(repo.listAlerts).mockReset().mockResolvedValue([]);
});

const get = async (query = '') => {
  const res = await (await routeApp(alertsRoutes, context())).inject({
    method: 'GET',
    url: `/api/alerts${query}`,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('the Juice Watch feed', () => {
  it('is public and cached, under alerts', async () => {
    const a = await routeApp(alertsRoutes, context());
    expect(a.declared.get('GET /api/alerts')?.config).toEqual({ access: 'public', cache: true });
    expect(documented(a).map(([route, tags]) => [route, tags])).toEqual([['GET /api/alerts', ['alerts']]]);
  });

  it('shows the current week at the app’s clock, the filters on the list only, for 15 seconds', async () => {
    const { status, body, headers } = await get('?type=injury&urgency=high&limit=20');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=15');
    const { internal: _, ...shown } = SUMMARY;
    expect(body).toEqual({
      computing: null,
      asOf: '2025-11-19T12:00:00.000Z',
      season: 2025,
      week: 12,
      weekLabel: 'Week 12',
      summary: shown,
      alerts: [],
    });
    expect(repo.alertSummary).toHaveBeenCalledWith(ORM, { asOf: NOW, season: 2025, week: 12 });
    expect(repo.listAlerts).toHaveBeenCalledWith(ORM, {
      asOf: NOW,
      season: 2025,
      week: 12,
      type: 'injury',
      urgency: 'high',
      limit: 20,
    });
  });

  it('shows another season whole unless a week is asked for, 100 alerts by default', async () => {
    const whole = await get('?season=2024');
    expect([whole.body.season, whole.body.week, whole.body.weekLabel]).toEqual([2024, null, 'Season 2024']);
    expect(repo.listAlerts).toHaveBeenLastCalledWith(ORM, {
      asOf: NOW,
      season: 2024,
      week: undefined,
      type: undefined,
      urgency: undefined,
      limit: 100,
    });
    const week = await get('?season=2024&week=19');
    expect([week.body.week, week.body.weekLabel]).toEqual([19, 'Playoffs']);
    expect(repo.alertSummary).toHaveBeenLastCalledWith(ORM, { asOf: NOW, season: 2024, week: 19 });
    expect((await get('?limit=201')).status).toBe(400);
  });

  // Decision 150: the catch-up finds the alerts after the record; until then the panel read "Alerts sent 0".
  it('says the alerts are still being found while the catch-up runs, not kept; then whole and cacheable', async () => {
    vi.mocked(noPicks.decidedSeasons).mockResolvedValue([
      { season: 2024, done: true },
      { season: 2025, done: false },
    ]);
    const tracker = catchUpTracker({ step: 'record', weekReady: true });
    const app = await routeApp(alertsRoutes, context({ catchUp: tracker }));
    const ask = async () => {
      const res = await app.inject({ method: 'GET', url: '/api/alerts?limit=3' });
      return { computing: res.json().computing, cache: res.headers['cache-control'] };
    };
    expect(await ask()).toEqual({
      computing: { step: 'record', seasons: [2024, 2025], seasonsDone: [2024] },
      cache: 'no-store',
    });
    // The record is whole (the model job has run); the alerts job is running.
    tracker.move('alerts', true);
    expect(await ask()).toEqual({
      computing: { step: 'alerts', seasons: [2024, 2025], seasonsDone: [2024] },
      cache: 'no-store',
    });
    tracker.done();
    expect(await ask()).toEqual({ computing: null, cache: 'public, max-age=15' });
  });
});
