import { queryOptions, useQuery } from '@tanstack/react-query';
import { AlertsResponse } from '../../../../shared/api/alerts.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { refreshWhileComputing } from '../../../lib/computing-text.ts';
import { alertKeys } from '../../../lib/query-keys.ts';

/** The newest alerts the panel lists under its count. */
export const PANEL_ALERTS = 3;

// One answer holds the week's count and its newest alerts, read with the same filter, so the panel's
// "Alerts sent" and the alerts it lists cannot disagree (issue 21: "Alerts sent 9" above an empty box).
export const getAlertSummary = (options?: RequestOptions): Promise<AlertsResponse> =>
  apiGet(`/api/alerts?limit=${PANEL_ALERTS}`, AlertsResponse, { ...options, keepCopy: true });

/**
 * Spec 01 §7: the home panel refreshes every 60 s, fresh for 30 s; every 3 s while a first start's
 * catch-up has not found the alerts yet (decision 150).
 */
export const getAlertSummaryQueryOptions = () =>
  queryOptions({
    queryKey: alertKeys.panel(PANEL_ALERTS),
    queryFn: ({ signal }) => getAlertSummary({ signal }),
    refetchInterval: (query) => refreshWhileComputing(query.state.data?.computing, 60_000),
    staleTime: 30_000,
  });

export const useAlertSummary = () => useQuery(getAlertSummaryQueryOptions());
