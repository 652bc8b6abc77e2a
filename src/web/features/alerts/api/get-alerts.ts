import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AlertsQuery, AlertsResponse } from '../../../../shared/api/alerts.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { refreshWhileComputing } from '../../../lib/computing-text.ts';
import { alertKeys } from '../../../lib/query-keys.ts';

export type AlertsParams = Pick<AlertsQuery, 'type' | 'urgency'>;

export const getAlerts = (params: AlertsParams, options?: RequestOptions): Promise<AlertsResponse> => {
  const search = new URLSearchParams();
  if (params.type) search.set('type', params.type);
  if (params.urgency) search.set('urgency', params.urgency);
  const text = search.toString();
  return apiGet(`/api/alerts${text ? `?${text}` : ''}`, AlertsResponse, { ...options, keepCopy: true });
};

// Spec 01 §7/§9: the alerts page polls every 15 s while live, not at all while paused.
export const ALERTS_POLL_MS = 15_000;

export const getAlertsQueryOptions = (params: AlertsParams, live = true) =>
  queryOptions({
    queryKey: alertKeys.list(params),
    queryFn: ({ signal }) => getAlerts(params, { signal }),
    refetchInterval: (query) =>
      live ? refreshWhileComputing(query.state.data?.computing, ALERTS_POLL_MS) : false,
    // A filter change keeps the old cards until the new answer arrives, instead of a blank skeleton.
    placeholderData: keepPreviousData,
  });

export const useAlerts = (params: AlertsParams, live: boolean) =>
  useQuery(getAlertsQueryOptions(params, live));
