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
import { rememberOwnWrite } from '../../../lib/revalidate.ts';
import { useSession } from '../../../lib/session.ts';

// Challenges (spec 02 §2): public reads refresh every minute like the leaderboard; the person's own
// memberships and follows are a separate query, so the public answers stay cacheable (max-age=60).
// After the person's own join, leave or create, the answer is written into the queries it changes and
// they are invalidated; their refetch, and a first load within the minute, ask the server rather than
// the browser's copy from before (lib/revalidate.ts, decisions 135 and 140).
const REFRESH_MS = 60_000;

export const getChallengesQueryOptions = () =>
  queryOptions({
    queryKey: challengeKeys.list(),
    queryFn: ({ signal }) => apiGet('/api/challenges', ChallengesResponse, { signal }),
    refetchInterval: REFRESH_MS,
  });

export const getChallengeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: challengeKeys.detail(id),
    queryFn: ({ signal }) => apiGet(`/api/challenges/${id}`, ChallengeDetailResponse, { signal }),
    refetchInterval: REFRESH_MS,
  });

export const getTopQueryOptions = () =>
  queryOptions({
    queryKey: challengeKeys.top(),
    queryFn: ({ signal }) => apiGet('/api/challenges/top', TopResponse, { signal }),
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

/** After the person's own write: every challenge query and their memberships ask the server again. */
function useRefreshAll() {
  const client = useQueryClient();
  return () => {
    rememberOwnWrite(challengeKeys.all);
    return Promise.all([
      client.invalidateQueries({ queryKey: challengeKeys.all }),
      client.invalidateQueries({ queryKey: userKeys.challenges() }),
    ]);
  };
}

export function useMembership(id: number) {
  const client = useQueryClient();
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (action: 'join' | 'leave') =>
      action === 'join'
        ? apiSend('POST', `/api/challenges/${id}/join`, {}, ChallengeResponse)
        : apiSend('DELETE', `/api/challenges/${id}/membership`, {}, ChallengeResponse),
    // The answer holds the challenge as it now is: the card, the detail's figures and "You're in" show
    // it at once; the refetch then brings the member list and the totals.
    onSuccess: ({ challenge }, action) => {
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
        (detail) =>
          detail && {
            ...detail,
            challenge,
            stats: {
              ...detail.stats,
              participants: challenge.members,
              prizePoolCoins: challenge.prizePoolCoins,
            },
          },
      );
      client.setQueryData(
        getMyChallengesQueryOptions().queryKey,
        (mine) =>
          mine && {
            ...mine,
            memberOf:
              action === 'join'
                ? [...mine.memberOf.filter((m) => m !== id), id]
                : mine.memberOf.filter((m) => m !== id),
          },
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
