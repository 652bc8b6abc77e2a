import { QueryClient } from '@tanstack/react-query';

/**
 * Spec 01 §9: data never goes stale by default, no polling, no refetch on window focus and no retry
 * unless a query sets its own. There is no default query function: every query comes from an
 * endpoint file's `queryOptions` factory (features/<feature>/api/get-*.ts), which names its fetcher.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchInterval: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
