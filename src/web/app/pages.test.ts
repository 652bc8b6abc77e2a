import { describe, expect, it } from 'vitest';
import { APP_PAGE_MODULES, APP_PATHS, matchAppPath, matchesAppRoute } from '../../shared/routes.ts';
import { PAGES } from './pages.ts';

describe('the route table', () => {
  it('registers every route of both specs, once, and nothing else', () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...APP_PATHS].sort());
  });

  it('gives /dashboard-legacy the same screen as /dashboard', () => {
    const byPath = new Map(PAGES.map((page) => [page.path, page]));
    expect(byPath.get('/dashboard-legacy')?.handle).toEqual(byPath.get('/dashboard')?.handle);
  });

  it('names for the server the module each page loads, so the HTML hints the right code', async () => {
    for (const page of PAGES) {
      const named = await import(/* @vite-ignore */ `../${APP_PAGE_MODULES[page.path]}`);
      expect(await page.load(), page.path).toBe(named);
    }
  });

  it('lets the server tell page paths from unknown ones, and which page a path is', () => {
    expect(matchAppPath('/blog/how-we-grade')).toBe('/blog/:slug');
    expect(matchAppPath('/weekly-picks/')).toBe('/weekly-picks');
    expect(matchAppPath('/')).toBe('/');
    expect(matchAppPath('/nope')).toBeUndefined();
    expect(matchesAppRoute('/weekly-picks')).toBe(true);
    expect(matchesAppRoute('/weekly-picks/')).toBe(true);
    expect(matchesAppRoute('/blog/how-we-grade')).toBe(true);
    expect(matchesAppRoute('/blog/')).toBe(true);
    expect(matchesAppRoute('/blog/a/b')).toBe(false);
    expect(matchesAppRoute('/weekly-picks-x')).toBe(false);
    expect(matchesAppRoute('/nope')).toBe(false);
  });
});
