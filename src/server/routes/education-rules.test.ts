// The Education glossary on a bare app with its figures stubbed (decision 128, the routes' fast test
// set): the examples' figures counted at the app's clock and the terms written from them; with no
// figure known the terms still come, with nothing made up in their place; public, cached five minutes.
import { describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/glossary-figures.ts', () => ({ glossaryFigures: vi.fn() }));

const repo = await import('../../db/repositories/glossary-figures.ts');
const { educationRoutes } = await import('./education.ts');

// context()'s clock.
const NOW = new Date('2025-11-19T12:00:00Z');
const NONE = {
  keyNumbers: null,
  favouritesAts: null,
  underdogs: null,
  totals: null,
  openToClose: null,
  vig: null,
};

describe('the glossary', () => {
  it('is counted at the app’s clock; public, cached five minutes, under system', async () => {
    vi.mocked(repo.glossaryFigures).mockResolvedValue(NONE);
    const a = await routeApp(educationRoutes, context());
    expect(a.declared.get('GET /api/education/glossary')?.config).toEqual({ access: 'public', cache: true });
    expect(documented(a).map(([route, tags]) => [route, tags])).toEqual([
      ['GET /api/education/glossary', ['system']],
    ]);
    const res = await a.inject({ method: 'GET', url: '/api/education/glossary' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(repo.glossaryFigures).toHaveBeenCalledWith(ORM, NOW);
    const body = res.json();
    expect([body.asOf, body.figures]).toEqual(['2025-11-19T12:00:00.000Z', NONE]);
    // Every term comes, figures or not.
    expect(body.terms.length).toBeGreaterThan(0);
    expect(body.terms.every((t: { term: string }) => typeof t.term === 'string' && t.term.length > 0)).toBe(
      true,
    );
  });

  it('writes the key numbers’ example from the figures', async () => {
    vi.mocked(repo.glossaryFigures).mockResolvedValue({
      ...NONE,
      keyNumbers: { from: 2010, to: 2024, games: 4_000, by3: 600, by7: 360 },
    });
    const a = await routeApp(educationRoutes, context());
    const keyNumbers = async () =>
      (await a.inject({ method: 'GET', url: '/api/education/glossary' }))
        .json()
        .terms.find((t: { term: string }) => t.term === 'Key numbers').example as string;
    const withFigures = await keyNumbers();
    vi.mocked(repo.glossaryFigures).mockResolvedValue(NONE);
    const without = await keyNumbers();
    // Without figures the example says so instead of inventing one; with them it is counted.
    expect(without).toContain('(no results are stored yet to give a figure)');
    expect(withFigures).not.toContain('no results are stored yet');
  });
});
