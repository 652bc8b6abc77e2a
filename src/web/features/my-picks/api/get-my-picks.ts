import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MyPicksResponse } from '../../../../shared/api/my-picks.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { userKeys } from '../../../lib/query-keys.ts';

export interface MyPicksParams {
  /** Undefined: the current season, as the server's clock has it. */
  season: number | undefined;
  page: number;
}

export const getMyPicks = ({ season, page }: MyPicksParams, options?: RequestOptions) => {
  const query = new URLSearchParams({ page: String(page) });
  if (season !== undefined) query.set('season', String(season));
  return apiGet(`/api/user/my-picks?${query}`, MyPicksResponse, options);
};

// Under the key of the person's picks (userKeys.picks()): a lock invalidates that key, so the
// list and its record refresh after a lock on any screen without a reload.
export const getMyPicksQueryOptions = (params: MyPicksParams) =>
  queryOptions({
    queryKey: userKeys.myPicks(params),
    queryFn: ({ signal }) => getMyPicks(params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMyPicks = (params: MyPicksParams) => useQuery(getMyPicksQueryOptions(params));
