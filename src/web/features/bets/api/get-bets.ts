import { queryOptions, useQuery } from '@tanstack/react-query';
import { BetsResponse } from '../../../../shared/api/bets.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { betKeys } from '../../../lib/query-keys.ts';

/** The person's bets with their record, limits, settings, bankroll curve and break status. */
export const getBets = (options?: RequestOptions): Promise<BetsResponse> =>
  apiGet('/api/user/bets', BetsResponse, options);

export const getBetsQueryOptions = () =>
  queryOptions({ queryKey: betKeys.list(), queryFn: ({ signal }) => getBets({ signal }) });

export const useBets = (enabled: boolean) => useQuery({ ...getBetsQueryOptions(), enabled });
