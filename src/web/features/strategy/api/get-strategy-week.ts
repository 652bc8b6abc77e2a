import { queryOptions, useQuery } from '@tanstack/react-query';
import { StrategyWeekResponse } from '../../../../shared/api/strategy-week.ts';
import { apiGet } from '../../../lib/api-fetch.ts';

export const getStrategyWeek = (signal?: AbortSignal): Promise<StrategyWeekResponse> =>
  apiGet('/api/strategy/week', StrategyWeekResponse, { signal });

/** Spec 02 §7: the strategy page refreshes the week's games every 60 s. */
export const getStrategyWeekQueryOptions = () =>
  queryOptions({
    queryKey: ['strategy', 'week'],
    queryFn: ({ signal }) => getStrategyWeek(signal),
    refetchInterval: 60_000,
  });

export const useStrategyWeek = () => useQuery(getStrategyWeekQueryOptions());
