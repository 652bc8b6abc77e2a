// The loading view's fun facts on a bare app with the figures stubbed (decision 128, the routes' fast
// test set): counted from the results known at the app's clock, the facts written from those figures,
// none (not invented ones) before any result is known; public and cached five minutes.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/fun-facts.ts', () => ({ funFactFigures: vi.fn() }));

const repo = await import('../../db/repositories/fun-facts.ts');
const { funFactsRoutes } = await import('./fun-facts.ts');

// context()'s clock.
const NOW = new Date('2025-11-19T12:00:00Z');
const FIGURES = {
  fromSeason: 2015,
  toSeason: 2024,
  games: 2_700,
  topMargin: 3,
  topMarginGames: 405,
  homeGames: 2_500,
  homeWins: 1_400,
  homeGames2020: 256,
  homeWins2020: 128,
};

beforeEach(() => {
  vi.mocked(repo.funFactFigures).mockReset();
});

const get = async () => {
  const a = await routeApp(funFactsRoutes, context());
  const res = await a.inject({ method: 'GET', url: '/api/fun-facts' });
  return { a, body: res.json(), headers: res.headers };
};

describe('the fun facts', () => {
  it('are written from the figures known at the app’s clock; public, cached five minutes', async () => {
    vi.mocked(repo.funFactFigures).mockResolvedValue(FIGURES);
    const { a, body, headers } = await get();
    expect(a.declared.get('GET /api/fun-facts')?.config).toEqual({ access: 'public', cache: true });
    expect(documented(a).map(([route, tags]) => [route, tags])).toEqual([['GET /api/fun-facts', ['system']]]);
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(repo.funFactFigures).toHaveBeenCalledWith(ORM, NOW);
    expect(body.asOf).toBe('2025-11-19T12:00:00.000Z');
    expect(body.figures).toEqual(FIGURES);
    // 405 / 2,700 = 15%; 1,400 / 2,500 = 56%; 128 / 256 = 50%.
    expect(body.facts.slice(0, 2)).toEqual([
      'A field goal decides more NFL games than any other margin: 405 of the 2,700 games from 2015 to 2024 (15%) ended 3 points apart.',
      'Home teams won 56% of regular-season games from 2015 to 2024 — but only 50% in 2020, the season played largely without fans.',
    ]);
  });

  it('are none before any result is known', async () => {
    vi.mocked(repo.funFactFigures).mockResolvedValue(null);
    const { body } = await get();
    expect(body).toEqual({ asOf: '2025-11-19T12:00:00.000Z', figures: null, facts: [] });
  });
});
