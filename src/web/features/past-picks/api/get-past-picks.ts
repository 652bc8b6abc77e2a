import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PastPicksQuery, PastPicksResponse } from '../../../../shared/api/past-picks.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { refreshWhileComputing } from '../../../lib/computing-text.ts';

export type PastPicksParams = Pick<PastPicksQuery, 'season' | 'week' | 'team' | 'outcome'>;

const queryString = (params: PastPicksParams) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const getPastPicks = (params: PastPicksParams, options?: RequestOptions): Promise<PastPicksResponse> =>
  apiGet(`/api/past-picks${queryString(params)}`, PastPicksResponse, options);

// Spec 01 §7/§9: past picks refresh every 5 minutes.
export const PAST_PICKS_REFRESH_MS = 5 * 60_000;

export const getPastPicksQueryOptions = (params: PastPicksParams) =>
  queryOptions({
    queryKey: ['past-picks', params],
    queryFn: ({ signal }) => getPastPicks(params, { signal }),
    refetchInterval: (query) => refreshWhileComputing(query.state.data?.computing, PAST_PICKS_REFRESH_MS),
  });

export const usePastPicks = (params: PastPicksParams) => useQuery(getPastPicksQueryOptions(params));
