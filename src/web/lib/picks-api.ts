import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { SessionResponse } from '../../shared/api/auth.ts';
import { LockedResponse, type LockPickBody, UserPicksResponse } from '../../shared/api/contributor-picks.ts';
import { GamesResponse } from '../../shared/api/games.ts';
import { apiGet, apiSend } from './api-fetch.ts';

/** Who is signed in (null: a visitor). */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'session'],
    queryFn: ({ signal }) => apiGet('/api/auth/session', SessionResponse, { signal }),
    staleTime: 60_000,
  });

export const userPicksQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'picks'],
    queryFn: ({ signal }) => apiGet('/api/user/picks', UserPicksResponse, { signal }),
  });

export const lockPick = (body: LockPickBody) => apiSend('POST', '/api/picks', body, LockedResponse);

/**
 * After a lock, on whichever screen: the person's picks (the markets held, My picks under the same key)
 * and the Dashboard's counts, so neither shows the figures from before the lock (issue 21).
 */
export const invalidateOwnPicks = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: userPicksQueryOptions().queryKey }),
    client.invalidateQueries({ queryKey: ['user', 'dashboard'] }),
  ]);

/**
 * A week's games with the line we hold now for each (the Weekly Picks cards' Lock offers these). Under
 * ['games', …]: a refused lock on a moved line reloads them.
 */
export const weekGamesAtQueryOptions = (season: number, week: number) =>
  queryOptions({
    queryKey: ['games', 'week', { season, week }],
    queryFn: ({ signal }) => apiGet(`/api/games?season=${season}&week=${week}`, GamesResponse, { signal }),
  });
