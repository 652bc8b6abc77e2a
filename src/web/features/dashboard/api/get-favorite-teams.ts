import { queryOptions, useQuery } from '@tanstack/react-query';
import { FavoriteTeamsResponse } from '../../../../shared/api/dashboard.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { userKeys } from '../../../lib/query-keys.ts';

export const getFavoriteTeams = (options?: RequestOptions): Promise<FavoriteTeamsResponse> =>
  apiGet('/api/user/favorite-teams', FavoriteTeamsResponse, options);

export const getFavoriteTeamsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.dashboardFavoriteTeams(),
    queryFn: ({ signal }) => getFavoriteTeams({ signal }),
  });

export const useFavoriteTeams = () => useQuery(getFavoriteTeamsQueryOptions());
