import { queryOptions, useQuery } from '@tanstack/react-query';
import { CurrentWeek } from '../../../../shared/api/games.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { betKeys } from '../../../lib/query-keys.ts';

/**
 * The server's current week and instant, for the bet form's default week and "Placed at". The tracker's
 * own read: Weekly Picks' (features/weekly-picks) falls back to this device's stored week, which a bet's
 * default must not.
 */
export const getBetsCurrentWeek = (options?: RequestOptions): Promise<CurrentWeek> =>
  apiGet('/api/current-week', CurrentWeek, options);

export const getBetsCurrentWeekQueryOptions = () =>
  queryOptions({ queryKey: betKeys.currentWeek(), queryFn: ({ signal }) => getBetsCurrentWeek({ signal }) });

export const useBetsCurrentWeek = () => useQuery(getBetsCurrentWeekQueryOptions());
