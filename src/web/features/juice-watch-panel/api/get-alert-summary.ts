import { queryOptions, useQuery } from '@tanstack/react-query';
import { AlertSummaryResponse } from '../../../../shared/api/alert-summary.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';

export const getAlertSummary = (options?: RequestOptions): Promise<AlertSummaryResponse> =>
  apiGet('/api/alerts/summary', AlertSummaryResponse, options);

/** Spec 01 §7: the home panel refreshes every 60 s, fresh for 30 s. */
export const getAlertSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['alerts', 'summary', { season: null, week: null }],
    queryFn: ({ signal }) => getAlertSummary({ signal }),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

export const useAlertSummary = () => useQuery(getAlertSummaryQueryOptions());
