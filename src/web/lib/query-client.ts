import { QueryClient } from '@tanstack/react-query';
import { revalidateFetch } from './revalidate.ts';

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
 * fetch's signal, which every endpoint file passes to apiGet.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        behavior: {
          onFetch: ({ state, signal }) => {
            if (state.data !== undefined || state.status === 'error') revalidateFetch(signal);
          },
        },
      },
      mutations: { retry: false },
    },
  });
}
