import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicPredictionsResponse } from '../../../../shared/api/predictions.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { refreshWhileComputing } from '../../../lib/computing-text.ts';

/** The current week's predictions with each team's five BioBoost inputs (GET /api/predictions). */
export const getWeekPredictions = (options?: RequestOptions): Promise<PublicPredictionsResponse> =>
  apiGet('/api/predictions', PublicPredictionsResponse, { ...options, keepCopy: true });

export const getWeekPredictionsQueryOptions = () =>
  queryOptions({
    queryKey: ['predictions', { season: null, week: null }],
    queryFn: ({ signal }) => getWeekPredictions({ signal }),
    // Every few seconds while the start-up catch-up decides the week (decision 134), not five minutes on.
    refetchInterval: (query) => refreshWhileComputing(query.state.data?.computing, 5 * 60_000),
  });

export const useWeekPredictions = () => useQuery(getWeekPredictionsQueryOptions());
