import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAlertsQueryOptions } from '../features/alerts/api/get-alerts.ts';
import { getGameDetailQueryOptions } from '../features/game-detail/api/get-game-detail.ts';
import { getPastPicksQueryOptions } from '../features/past-picks/api/get-past-picks.ts';
import { PAGES } from './pages.ts';
import { queryClient } from './query-client.ts';

// The game screens' loaders start their query under the hook's key, with the URL's filters, and
// return at once (decision 025).
type Loader = (args: { request: Request; params: Record<string, string | undefined> }) => unknown;

describe('game screen loaders', () => {
  // The pages' code is imported once up front (a module tree can take seconds to transform on a loaded
  // machine); the tests time only the navigation.
  const loaders = new Map<string, Loader | undefined>();
  beforeAll(async () => {
    for (const page of PAGES) loaders.set(page.path, ((await page.load()) as { loader?: Loader }).loader);
  }, 120_000);
  const loaderOf = (path: string) => loaders.get(path);
  let requested: string[];
  beforeEach(() => {
    queryClient.clear();
    requested = [];
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
      path: '/games/:gameId',
      url: 'http://localhost/games/2025_15_ARI_HOU',
      params: { gameId: '2025_15_ARI_HOU' },
      api: '/api/games/2025_15_ARI_HOU',
      // And the RG status: a signed-in person on a break sees a notice instead of the pick.
      also: ['/api/user/rg-status'],
      key: getGameDetailQueryOptions('2025_15_ARI_HOU').queryKey,
    },
    {
      path: '/past-picks',
      url: 'http://localhost/past-picks?week=14&team=KC&outcome=loss&week2=x',
      params: {},
      api: '/api/past-picks?week=14&team=KC&outcome=loss',
      key: getPastPicksQueryOptions({ week: 14, team: 'KC', outcome: 'loss', season: undefined }).queryKey,
    },
    {
      path: '/alerts',
      url: 'http://localhost/alerts?type=injury&urgency=banana',
      params: {},
      api: '/api/alerts?type=injury',
      key: getAlertsQueryOptions({ type: 'injury', urgency: undefined }).queryKey,
    },
  ];
  for (const c of cases) {
    it(`${c.path} starts ${c.api} and returns at once`, async () => {
      const loader = loaderOf(c.path);
      expect(loader?.({ request: new Request(c.url), params: c.params })).toBeNull();
      expect(requested).toEqual([c.api, ...(('also' in c && c.also) || [])]);
      expect(queryClient.getQueryState(c.key)?.fetchStatus).toBe('fetching');
    });
  }
});
