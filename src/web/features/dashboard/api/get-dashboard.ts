import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardResponse } from '../../../../shared/api/dashboard.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { userKeys } from '../../../lib/query-keys.ts';

export const getDashboard = (options?: RequestOptions): Promise<DashboardResponse> =>
  apiGet('/api/dashboard', DashboardResponse, options);

// Spec 01 §7/§9: the dashboard refreshes every 60 s.
export const DASHBOARD_REFRESH_MS = 60_000;

export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.dashboardOverview(),
    queryFn: ({ signal }) => getDashboard({ signal }),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
