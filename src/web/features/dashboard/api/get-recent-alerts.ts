import { queryOptions, useQuery } from '@tanstack/react-query';
import { RecentAlertsResponse } from '../../../../shared/api/dashboard.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';

export const getRecentAlerts = (options?: RequestOptions): Promise<RecentAlertsResponse> =>
  apiGet('/api/user/recent-alerts', RecentAlertsResponse, options);

export const getRecentAlertsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'dashboard', 'recent-alerts'],
    queryFn: ({ signal }) => getRecentAlerts({ signal }),
    refetchInterval: 60_000,
  });

export const useRecentAlerts = () => useQuery(getRecentAlertsQueryOptions());
