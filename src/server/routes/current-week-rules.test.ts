// GET /api/current-week on a bare app with the schedule's reads stubbed (decision 128): the calendar's
// week, and how far the results reach (decision 150), read at the app's clock.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, ORM, routeApp, WINDOW_2025 } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/games.ts', () => ({
  latestResultWeek: vi.fn(),
  listWeekGames: vi.fn(),
  seasonWindows: vi.fn(),
}));

const games = await import('../../db/repositories/games.ts');
const { gamesRoutes } = await import('./games.ts');

// context()'s clock: Wednesday 2025-11-19, week 12 of 2025.
const NOW = new Date('2025-11-19T12:00:00Z');

beforeEach(() => {
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue([WINDOW_2025]);
  vi.mocked(games.latestResultWeek).mockReset().mockResolvedValue({ season: 2025, week: 5 });
});

describe('GET /api/current-week', () => {
  it('gives the week at the clock and the newest week with a result known then', async () => {
    const res = await (await routeApp(gamesRoutes, context())).inject({
      method: 'GET',
      url: '/api/current-week',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      season: 2025,
      week: 12,
      label: 'Week 12',
      isPlayoffs: false,
      fallback: false,
      asOf: '2025-11-19T12:00:00.000Z',
      resultsThrough: { season: 2025, week: 5 },
    });
    expect(games.latestResultWeek).toHaveBeenCalledWith(ORM, NOW);
  });

  it('says null when no game has a result', async () => {
    vi.mocked(games.latestResultWeek).mockResolvedValue(null);
    const res = await (await routeApp(gamesRoutes, context())).inject({
      method: 'GET',
      url: '/api/current-week',
    });
    expect(res.json().resultsThrough).toBeNull();
  });
});
