import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SlateName, TopFiveResponse } from '../../../../shared/api/players.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { topFiveKeys } from '../../../lib/query-keys.ts';

/** Spec 01 §7/§9: the slate list refreshes every 30 seconds. */
export const TOP_FIVE_REFRESH_MS = 30_000;

export const getTopFive = (slate: SlateName, options?: RequestOptions): Promise<TopFiveResponse> =>
  apiGet(`/api/top-five?slate=${encodeURIComponent(slate)}`, TopFiveResponse, { ...options, keepCopy: true });

export const getTopFiveQueryOptions = (slate: SlateName) =>
  queryOptions({
    queryKey: topFiveKeys.slate(slate),
    queryFn: ({ signal }) => getTopFive(slate, { signal }),
    refetchInterval: TOP_FIVE_REFRESH_MS,
  });

export const useTopFive = (slate: SlateName) => useQuery(getTopFiveQueryOptions(slate));
