import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-fetch.ts';

/**
 * Spec 01 §9: data never goes stale by default, no polling, no refetch on window focus and no retry
 * unless a query sets its own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchInterval: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
