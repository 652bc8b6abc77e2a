import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { LockedResponse, type LockPickBody, UserPicksResponse } from '../../shared/api/contributor-picks.ts';
import { apiGet, apiSend } from './api-fetch.ts';
import { userKeys } from './query-keys.ts';

// The person's contributor picks: GET /api/user/picks and POST /api/picks (a lock), read and written by
// the game page, the Weekly Picks cards and the wizard.

export const userPicksQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.picks(),
    queryFn: ({ signal }) => apiGet('/api/user/picks', UserPicksResponse, { signal }),
  });

export const lockPick = (body: LockPickBody) => apiSend('POST', '/api/picks', body, LockedResponse);

/**
 * After a lock, on whichever screen: the person's picks (the markets held, My picks under the same key)
 * and the Dashboard's counts, so neither shows the figures from before the lock (issue 21).
 */
export const invalidateOwnPicks = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: userKeys.picks() }),
    client.invalidateQueries({ queryKey: userKeys.dashboard() }),
  ]);
