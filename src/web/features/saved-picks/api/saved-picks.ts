import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OkResponse } from '../../../../shared/api/auth.ts';
import { SavedPicksResponse, SavePickResponse } from '../../../../shared/api/dashboard.ts';
import { apiGet, apiSend, type RequestOptions } from '../../../lib/api-fetch.ts';
import { userKeys } from '../../../lib/query-keys.ts';

export const getSavedPicks = (options?: RequestOptions): Promise<SavedPicksResponse> =>
  apiGet('/api/user/saved-picks', SavedPicksResponse, options);

export const getSavedPicksQueryOptions = () =>
  queryOptions({ queryKey: userKeys.savedPicks(), queryFn: ({ signal }) => getSavedPicks({ signal }) });

/** Only for a signed-in person: visitors have no saved picks to ask for. */
export const useSavedPicks = (enabled = true) => useQuery({ ...getSavedPicksQueryOptions(), enabled });

export const savePick = (gameId: string) =>
  apiSend('POST', '/api/user/saved-picks', { gameId }, SavePickResponse);
export const removeSavedPick = (gameId: string) =>
  apiSend('DELETE', `/api/user/saved-picks/${encodeURIComponent(gameId)}`, {}, OkResponse);

function useInvalidateSaved() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries(getSavedPicksQueryOptions()),
      client.invalidateQueries({ queryKey: userKeys.dashboard() }),
    ]);
}

export function useSavePick() {
  const invalidate = useInvalidateSaved();
  return useMutation({ mutationFn: savePick, onSuccess: invalidate });
}

export function useRemoveSavedPick() {
  const invalidate = useInvalidateSaved();
  return useMutation({ mutationFn: removeSavedPick, onSuccess: invalidate });
}
