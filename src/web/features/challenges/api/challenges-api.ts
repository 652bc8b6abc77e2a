import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChallengeDetailResponse,
  ChallengeResponse,
  ChallengesResponse,
  type CreateChallengeBody,
  FollowResponse,
  TopResponse,
  UserChallengesResponse,
} from '../../../../shared/api/challenges.ts';
import { apiGet, apiSend } from '../../../lib/api-fetch.ts';
import { challengeKeys, userKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.ts';

// Challenges (spec 02 §2): public reads refresh every minute like the leaderboard; the person's own
// memberships and follows are a separate query, so the public answers stay cacheable.
const REFRESH_MS = 60_000;
// The public answers carry max-age=60: a refetch after joining or leaving would get the browser's copy
// from before it ("You're in" beside "0 members", issue 21). Revalidating (ETag) gets the new answer, or
// a 304 when nothing changed.
const REVALIDATE = { cache: 'no-cache' } as const;

export const getChallengesQueryOptions = () =>
  queryOptions({
    queryKey: challengeKeys.list(),
    queryFn: ({ signal }) => apiGet('/api/challenges', ChallengesResponse, { signal, ...REVALIDATE }),
    refetchInterval: REFRESH_MS,
  });

export const getChallengeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: challengeKeys.detail(id),
    queryFn: ({ signal }) =>
      apiGet(`/api/challenges/${id}`, ChallengeDetailResponse, { signal, ...REVALIDATE }),
    refetchInterval: REFRESH_MS,
  });

export const getTopQueryOptions = () =>
  queryOptions({
    queryKey: challengeKeys.top(),
    queryFn: ({ signal }) => apiGet('/api/challenges/top', TopResponse, { signal, ...REVALIDATE }),
    refetchInterval: REFRESH_MS,
  });

export const getMyChallengesQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.challenges(),
    queryFn: ({ signal }) => apiGet('/api/user/challenges', UserChallengesResponse, { signal }),
  });

/** The signed-in person's memberships and follows (undefined for a visitor or while loading). */
export function useMyChallenges() {
  const { user } = useSession();
  return useQuery({ ...getMyChallengesQueryOptions(), enabled: Boolean(user) });
}

function useRefreshAll() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: challengeKeys.all }),
      client.invalidateQueries({ queryKey: userKeys.challenges() }),
    ]);
}

export function useMembership(id: number) {
  const client = useQueryClient();
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (action: 'join' | 'leave') =>
      action === 'join'
        ? apiSend('POST', `/api/challenges/${id}/join`, {}, ChallengeResponse)
        : apiSend('DELETE', `/api/challenges/${id}/membership`, {}, ChallengeResponse),
    // The answer holds the challenge as it now is: its card and detail show the new count at once,
    // before the refetch brings the member list.
    onSuccess: ({ challenge }) => {
      client.setQueryData(
        getChallengesQueryOptions().queryKey,
        (list) =>
          list && {
            ...list,
            challenges: list.challenges.map((c) => (c.id === challenge.id ? challenge : c)),
          },
      );
      client.setQueryData(
        getChallengeQueryOptions(id).queryKey,
        (detail) => detail && { ...detail, challenge },
      );
    },
    onSettled: refresh,
  });
}

export function useCreateChallenge() {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: CreateChallengeBody) => apiSend('POST', '/api/challenges', body, ChallengeResponse),
    onSuccess: refresh,
  });
}

export function useFollow(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      apiSend(follow ? 'PUT' : 'DELETE', `/api/users/${userId}/follow`, {}, FollowResponse),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.challenges() }),
  });
}
