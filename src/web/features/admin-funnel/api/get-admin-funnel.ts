import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminFunnel } from '../../../../shared/api/analytics.ts';
import { apiGet } from '../../../lib/api-fetch.ts';
import { userKeys } from '../../../lib/query-keys.ts';

export const getAdminFunnel = (signal?: AbortSignal) => apiGet('/api/admin/funnel', AdminFunnel, { signal });

export const getAdminFunnelQueryOptions = () =>
  queryOptions({ queryKey: userKeys.adminFunnel(), queryFn: ({ signal }) => getAdminFunnel(signal) });

export const useAdminFunnel = () => useQuery(getAdminFunnelQueryOptions());
