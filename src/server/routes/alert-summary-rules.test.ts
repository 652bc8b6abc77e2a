// GET /api/alerts/summary on a bare app with the repositories stubbed (decision 128): the Juice Watch
// panel's counts for one week (the week in force by default, week 1 of another season) beside the
// season's graded figures, both read at the app's clock; public, cached 30 s, a bad week refused.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp, WINDOWS } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/alerts.ts', () => ({ alertSummary: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));

const alerts = await import('../../db/repositories/alerts.ts');
const games = await import('../../db/repositories/games.ts');
const { alertSummaryRoutes } = await import('./alert-summary.ts');

// context()'s clock: Wednesday 2025-11-19, week 12 of 2025.
const NOW = new Date('2025-11-19T12:00:00Z');
const WEEK = {
  alerts: 7,
  byType: { line_movement: 3, injury: 2, weather: 1, sharp_money: 1 },
  graded: 4,
  wins: 2,
  losses: 1,
  pushes: 1,
  // 2 wins over 3 decided.
  hitRate: 2 / 3,
  units: 0.82,
};
const SEASON = {
  alerts: 90,
  byType: { line_movement: 40, injury: 30, weather: 10, sharp_money: 10 },
  graded: 50,
  wins: 27,
  losses: 21,
  pushes: 2,
  // 27 / (27 + 21) = 0.5625.
  hitRate: 0.5625,
  units: 3.4,
};

beforeEach(() => {
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue(WINDOWS);
  vi.mocked(alerts.alertSummary)
    .mockReset()
    .mockImplementation(async (_db, q) => (q.week === undefined ? SEASON : WEEK) as never);
});

const get = async (url: string) =>
  (await routeApp(alertSummaryRoutes, context())).inject({ method: 'GET', url });

describe('GET /api/alerts/summary', () => {
  it('is public and cached, documented under alerts', async () => {
    const a = await routeApp(alertSummaryRoutes, context());
    expect(a.declared.get('GET /api/alerts/summary')?.config).toEqual({ access: 'public', cache: true });
    expect(a.declared.get('GET /api/alerts/summary')?.statuses).toEqual(['200', '400']);
    expect(documented(a)).toEqual([
      [
        'GET /api/alerts/summary',
        ['alerts'],
        "The Juice Watch panel's summary: this week's alerts by type, graded hit rate and units",
      ],
    ]);
  });

  it("gives the week in force's alerts beside the season's graded figures, kept 30 s", async () => {
    const res = await get('/api/alerts/summary');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.json()).toEqual({
      season: 2025,
      week: 12,
      asOf: '2025-11-19T12:00:00.000Z',
      alerts: 7,
      byType: { line_movement: 3, injury: 2, weather: 1, sharp_money: 1 },
      graded: 4,
      wins: 2,
      losses: 1,
      pushes: 1,
      hitRate: 2 / 3,
      units: 0.82,
      seasonGraded: 50,
      seasonHitRate: 0.5625,
      seasonUnits: 3.4,
    });
    expect(alerts.alertSummary).toHaveBeenCalledWith(ORM, { asOf: NOW, season: 2025, week: 12 });
    expect(alerts.alertSummary).toHaveBeenCalledWith(ORM, { asOf: NOW, season: 2025 });
    expect(games.seasonWindows).toHaveBeenCalledWith(ORM);
  });

  it('reads week 1 of another season, the week asked for in any season', async () => {
    const other = await get('/api/alerts/summary?season=2024');
    expect([other.json().season, other.json().week]).toEqual([2024, 1]);
    expect(alerts.alertSummary).toHaveBeenCalledWith(ORM, { asOf: NOW, season: 2024, week: 1 });
    const asked = await get('/api/alerts/summary?season=2024&week=9');
    expect([asked.json().season, asked.json().week]).toEqual([2024, 9]);
    const thisSeason = await get('/api/alerts/summary?week=3');
    expect([thisSeason.json().season, thisSeason.json().week]).toEqual([2025, 3]);
    expect(alerts.alertSummary).toHaveBeenCalledWith(ORM, { asOf: NOW, season: 2025, week: 3 });
  });

  it('refuses a week outside 1–22 or an unknown parameter with 400, reading nothing', async () => {
    for (const q of ['week=0', 'week=23', 'season=1998', 'team=BAL']) {
      const res = await get(`/api/alerts/summary?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    expect(alerts.alertSummary).not.toHaveBeenCalled();
  });
});
