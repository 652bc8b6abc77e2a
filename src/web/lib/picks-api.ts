import { queryOptions } from '@tanstack/react-query';
import { SessionResponse } from '../../shared/api/auth.ts';
import { LockedResponse, type LockPickBody, UserPicksResponse } from '../../shared/api/contributor-picks.ts';
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
