import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  BetsResponse,
  type BettingSettings,
  BettingSettingsView as BettingSettingsViewSchema,
  BetWritten,
  type NewBetBody,
  type PatchBetBody,
  StakeSuggestion,
} from '../../../../shared/api/bets.ts';
import { CurrentWeek, GamesResponse } from '../../../../shared/api/games.ts';
import { apiGet, apiSend } from '../../../lib/api-fetch.ts';

export const getBetsQueryOptions = () =>
  queryOptions({
    queryKey: ['bets'],
    queryFn: ({ signal }) => apiGet('/api/user/bets', BetsResponse, { signal }),
  });
export const useBets = (enabled: boolean) => useQuery({ ...getBetsQueryOptions(), enabled });

export const useWeekGames = (season: number | undefined, week: number | undefined) =>
  useQuery({
    queryKey: ['bets', 'games', season, week],
    queryFn: ({ signal }) => apiGet(`/api/games?season=${season}&week=${week}`, GamesResponse, { signal }),
    // No previous week's games while the next loads: a game of another week must not be pickable.
    enabled: season !== undefined && week !== undefined,
  });

export const useCurrentWeekForBets = () =>
  useQuery({
    queryKey: ['bets', 'current-week'],
    queryFn: ({ signal }) => apiGet('/api/current-week', CurrentWeek, { signal }),
  });

export interface SuggestionParams {
  gameId: string;
  market: string;
  side: string;
  line: number | null;
  price: number;
}

export const useSuggestion = (params: SuggestionParams | null) =>
  useQuery({
    queryKey: ['bets', 'suggestion', params],
    queryFn: ({ signal }) => {
      const p = params as SuggestionParams;
      const search = new URLSearchParams({
        gameId: p.gameId,
        market: p.market,
        side: p.side,
        price: String(p.price),
      });
      if (p.line !== null) search.set('line', String(p.line));
      return apiGet(`/api/user/bets/suggestion?${search}`, StakeSuggestion, { signal });
    },
    enabled: params !== null,
  });

function useTrackerMutation<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['bets'] }),
  });
}

export const useLogBet = () =>
  useTrackerMutation((bet: NewBetBody) => apiSend('POST', '/api/user/bets', bet, BetWritten));
export const useChangeBet = () =>
  useTrackerMutation(({ id, change }: { id: number; change: PatchBetBody }) =>
    apiSend('PATCH', `/api/user/bets/${id}`, change, BetWritten),
  );
export const useDeleteBet = () =>
  useTrackerMutation((id: number) => apiSend('DELETE', `/api/user/bets/${id}`, {}, BetWritten));
export const useSaveSettings = () =>
  useTrackerMutation((settings: BettingSettings) =>
    apiSend('PUT', '/api/user/betting-settings', settings, BettingSettingsViewSchema),
  );

export const OptionalMoney = z.preprocess((v) => (v === '' ? null : Number(v)), z.number().nullable());
