import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getChallengesQueryOptions } from '../features/challenges/api/challenges-api.ts';
import { getDataStatusQueryOptions } from '../features/data-status/api/get-data-status.ts';
import { getModelReportQueryOptions } from '../features/model-report/api/get-model-report.ts';
import { getPlayersQueryOptions } from '../features/players/api/get-players.ts';
import { getWeek1QueryOptions } from '../features/week1/api/get-week1.ts';
import { getWeekPicksQueryOptions } from '../features/weekly-picks/api/get-weekly-picks.ts';
import { PAGES } from './pages.ts';
import { queryClient } from './query-client.ts';

// Each page's loader starts the page's query in the app's one cache, under the key its hook reads, so
// the hook finds the request already in flight instead of starting its own after the first render.

type Loader = (args: { request: Request }) => unknown;
const loaders = new Map<string, Loader | undefined>();

describe('route loaders', () => {
  // Importing a page's code is a transform of its whole module tree, seconds on a busy machine: done
  // once before the tests, which then time only what a navigation does.
  beforeAll(async () => {
    for (const page of PAGES) {
      const module = (await page.load()) as { loader?: Loader };
      loaders.set(page.path, module.loader);
    }
  }, 120_000);
  const loaderOf = (path: string) => loaders.get(path);

  let requested: string[];
  beforeEach(() => {
    queryClient.clear();
    requested = [];
    // Never answers: the loader must return without waiting for the API (decision 025).
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        requested.push(url);
        return new Promise<Response>(() => {});
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const cases = [
    {
      path: '/model' as const,
      urls: ['/api/model/report', '/api/props/record'],
      key: getModelReportQueryOptions().queryKey,
    },
    {
      path: '/' as const,
      urls: ['/api/user/rg-status', '/api/model/report', '/api/current-week', '/api/predictions'],
      // The player sections' and the Juice Watch panel's query modules are imported on demand
      // (first-load budget, decision 135), then started, in either order.
      later: ['/api/alerts?limit=3', '/api/players?limit=50'],
      key: getModelReportQueryOptions().queryKey,
    },
    { path: '/status' as const, urls: ['/api/data-status'], key: getDataStatusQueryOptions().queryKey },
    {
      path: '/weekly-picks' as const,
      search: '?week=11&slot=snf',
      // The RG status first: a signed-in person on a break sees a notice instead of the picks.
      urls: ['/api/user/rg-status', '/api/top5', '/api/current-week', '/api/weekly-picks/11'],
      key: getWeekPicksQueryOptions({ season: undefined, week: 11 }).queryKey,
    },
    {
      path: '/week1' as const,
      urls: ['/api/user/rg-status', '/api/week1'],
      key: getWeek1QueryOptions().queryKey,
    },
    {
      path: '/playground' as const,
      urls: ['/api/players?limit=100', '/api/current-week'],
      key: getPlayersQueryOptions({ limit: 100 }).queryKey,
    },
    {
      path: '/challenges' as const,
      urls: ['/api/challenges', '/api/challenges/top'],
      key: getChallengesQueryOptions().queryKey,
    },
    {
      // A shared link opens the detail: its board starts with the list.
      path: '/challenges' as const,
      search: '?challenge=7',
      urls: ['/api/challenges', '/api/challenges/top', '/api/challenges/7'],
      key: getChallengesQueryOptions().queryKey,
    },
  ];
  for (const { path, search = '', urls, later = [], key } of cases) {
    it(`${path}${search} starts ${[...urls, ...later].join(', ')} in the shared cache and returns at once`, async () => {
      const loader = loaderOf(path);
      expect(loader).toBeTypeOf('function');
      expect(loader?.({ request: new Request(`http://localhost${path}${search}`) })).toBeNull();
      expect(requested).toEqual(urls);
      expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching');
      await vi.waitFor(() => expect(requested.length).toBe(urls.length + later.length));
      expect(requested.slice(0, urls.length)).toEqual(urls);
      expect(requested.slice(urls.length).sort()).toEqual(later);
      // A second navigation reuses the requests in flight.
      loader?.({ request: new Request(`http://localhost${path}${search}`) });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(requested.length).toBe(urls.length + later.length);
    });
  }
});
