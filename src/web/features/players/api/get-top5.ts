import { queryOptions, useQuery } from '@tanstack/react-query';
import { Top5Response } from '../../../../shared/api/players.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { refreshWhileComputing } from '../../../lib/computing-text.ts';

export const getTop5 = (options?: RequestOptions): Promise<Top5Response> =>
  apiGet('/api/top5', Top5Response, { ...options, keepCopy: true });

/** Spec 01 §7: the Top 5 refreshes every 5 min, with 2 retries. */
export const getTop5QueryOptions = () =>
  queryOptions({
    queryKey: ['top5'],
    queryFn: ({ signal }) => getTop5({ signal }),
    refetchInterval: (query) => refreshWhileComputing(query.state.data?.computing, 5 * 60_000),
    retry: 2,
  });

export const useTop5 = () => useQuery(getTop5QueryOptions());
