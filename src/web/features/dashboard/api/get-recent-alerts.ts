import { queryOptions, useQuery } from '@tanstack/react-query';
import { RecentAlertsResponse } from '../../../../shared/api/dashboard.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { userKeys } from '../../../lib/query-keys.ts';

export const getRecentAlerts = (options?: RequestOptions): Promise<RecentAlertsResponse> =>
  apiGet('/api/user/recent-alerts', RecentAlertsResponse, options);

export const getRecentAlertsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.dashboardRecentAlerts(),
    queryFn: ({ signal }) => getRecentAlerts({ signal }),
    refetchInterval: 60_000,
  });

export const useRecentAlerts = () => useQuery(getRecentAlertsQueryOptions());
