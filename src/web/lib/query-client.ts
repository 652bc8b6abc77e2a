import { QueryClient } from '@tanstack/react-query';
import { revalidateFetch, writtenRecently } from './revalidate.ts';

/**
 * Spec 01 §9: data never goes stale by default, no polling, no refetch on window focus and no retry
 * unless a query sets its own. There is no default query function: every query comes from an
 * endpoint file's `queryOptions` factory (features/<feature>/api/get-*.ts), which names its fetcher.
 *
 * Only a query's first load may take the browser's HTTP copy of a public answer: a fetch of a query
 * that already holds data or has failed (Retry, Refresh, a poll, an invalidation after the person's own
 * write) asks the server (`cache: 'no-cache'`, a 304 when nothing changed). See ./revalidate.ts and
 * docs/decisions/135-a-newcomers-third-look.md. `behavior.onFetch` is TanStack Query's hook before each
 * fetch (typed in QueryOptions, the one infinite queries use; the app has none); it only marks the
 * fetch's signal, which every endpoint file passes to apiGet. A first load also asks the server when
 * the person's own write changed what it reads within the last minute (`rememberOwnWrite`, decision 140).
 *
 * Queries and mutations run whatever the browser says of the network (`networkMode: 'always'`): offline,
 * a read fails at once and its page shows the stored copy or says what failed, and a submit says it got
 * no answer, where TanStack Query's default would pause them (a skeleton, a spinning button) until the
 * browser is back online (issue 21: skeletons end; decision 161).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        networkMode: 'always',
        behavior: {
          onFetch: ({ state, signal, options }) => {
            if (state.data !== undefined || state.status === 'error' || writtenRecently(options.queryKey))
              revalidateFetch(signal);
          },
        },
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
