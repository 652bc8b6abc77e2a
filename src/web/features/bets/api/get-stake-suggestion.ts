import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { StakeSuggestion } from '../../../../shared/api/bets.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { betKeys, type StakeSuggestionParams } from '../../../lib/query-keys.ts';

export type { StakeSuggestionParams };

/** The model's probability, EV and quarter-Kelly stake for one side at one price. */
export const getStakeSuggestion = (p: StakeSuggestionParams, options?: RequestOptions) => {
  const search = new URLSearchParams({
    gameId: p.gameId,
    market: p.market,
    side: p.side,
    price: String(p.price),
  });
  if (p.line !== null) search.set('line', String(p.line));
  return apiGet(`/api/user/bets/suggestion?${search}`, StakeSuggestion, options);
};

export const getStakeSuggestionQueryOptions = (params: StakeSuggestionParams) =>
  queryOptions({
    queryKey: betKeys.suggestion(params),
    queryFn: ({ signal }) => getStakeSuggestion(params, { signal }),
  });

/** Asked for with a button: null until then. */
export const useStakeSuggestion = (params: StakeSuggestionParams | null) =>
  useQuery({
    queryKey: betKeys.suggestion(params),
    queryFn: params ? ({ signal }) => getStakeSuggestion(params, { signal }) : skipToken,
  });
