import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FreePickClaimResponse,
  FreePickState,
  UnlockedPicksResponse,
} from '../../../../shared/api/free-picks.ts';
import { track } from '../../../lib/analytics.ts';
import { apiGet, apiSend, type RequestOptions } from '../../../lib/api-fetch.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { showToast } from '../../../lib/toast.ts';
import { claimRefusalText, refusedState } from '../lib/claim-refusal.ts';

export const getFreePicks = (options?: RequestOptions): Promise<FreePickState> =>
  apiGet('/api/free-picks', FreePickState, options);

export const getFreePicksQueryOptions = () =>
  queryOptions({ queryKey: userKeys.freePicks(), queryFn: ({ signal }) => getFreePicks({ signal }) });

/** The server's count: remaining, claimed, reset, subscribed. Never a counter kept in the browser. */
export const useFreePicks = () => useQuery(getFreePicksQueryOptions());

export const getUnlockedPicks = (
  params: { season: number | undefined; week: number },
  options?: RequestOptions,
) =>
  apiGet(
    `/api/picks/unlocked?week=${params.week}${params.season === undefined ? '' : `&season=${params.season}`}`,
    UnlockedPicksResponse,
    options,
  );

export const getUnlockedPicksQueryOptions = (params: { season: number | undefined; week: number }) =>
  queryOptions({
    queryKey: userKeys.unlockedPicks(params),
    queryFn: ({ signal }) => getUnlockedPicks(params, { signal }),
  });

/** The premium picks this viewer may see in full, for one week. */
export const useUnlockedPicks = (params: { season: number | undefined; week: number } | undefined) =>
  useQuery({ ...getUnlockedPicksQueryOptions(params ?? { season: undefined, week: 1 }), enabled: !!params });

export const claimFreePick = (gameId: string) =>
  apiSend('POST', '/api/free-picks/claim', { gameId }, FreePickClaimResponse);

/**
 * Spends a free pick; the count and the unlocked picks are read again from the server after. A refusal
 * past the week's limit carries the server's state, shown at once (no "1 left" until the re-read).
 */
export function useClaimFreePick() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimFreePick,
    // The funnel's claim step (decision 123's admin funnel): counted once the server granted it.
    // The toasts are said here, not in the callers' mutate() callbacks: TanStack drops those when the
    // caller unmounts first, and a card's Unlock button unmounts as soon as the refreshed state shows its
    // pick unlocked — the toast then went missing (funnel.e2e waited for it in vain in CI).
    onSuccess: (answer, gameId) => {
      if (answer.outcome === 'claimed') void track('free_pick_claim', { gameId });
      showToast({ message: 'Free pick unlocked! 🎉', kind: 'success' });
    },
    onError: (error) => {
      const state = refusedState(error);
      if (state) client.setQueryData(getFreePicksQueryOptions().queryKey, state);
      showToast({ message: claimRefusalText(error), kind: 'error' });
    },
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.freePicks() }),
  });
}
