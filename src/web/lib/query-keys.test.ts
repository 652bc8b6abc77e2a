import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getBetsQueryOptions } from '../features/bets/api/get-bets.ts';
import { getBetsCurrentWeekQueryOptions } from '../features/bets/api/get-bets-current-week.ts';
import { getStakeSuggestionQueryOptions } from '../features/bets/api/get-stake-suggestion.ts';
import {
  getChallengeQueryOptions,
  getChallengesQueryOptions,
  getMyChallengesQueryOptions,
  getTopQueryOptions,
} from '../features/challenges/api/challenges-api.ts';
import { getDashboardQueryOptions } from '../features/dashboard/api/get-dashboard.ts';
import { getFavoriteTeamsQueryOptions } from '../features/dashboard/api/get-favorite-teams.ts';
import { getRecentAlertsQueryOptions } from '../features/dashboard/api/get-recent-alerts.ts';
import { getGameDetailQueryOptions } from '../features/game-detail/api/get-game-detail.ts';
import { getMyPicksQueryOptions } from '../features/my-picks/api/get-my-picks.ts';
import { getProfileQueryOptions } from '../features/profile/api/get-profile.ts';
import { getPersonalProfileQueryOptions } from '../features/profile/api/personal-profile.ts';
import { getRgStatusQueryOptions } from '../features/rg/api/rg-status.ts';
import { getSavedPicksQueryOptions } from '../features/saved-picks/api/saved-picks.ts';
import { getWeekPicksQueryOptions } from '../features/weekly-picks/api/get-weekly-picks.ts';
import { getCurrentGamesQueryOptions, getWeekGamesQueryOptions } from './games-api.ts';
import { invalidateOwnPicks, userPicksQueryOptions } from './picks-api.ts';
import { betKeys, challengeKeys, gameKeys, userKeys, weeklyPicksKeys } from './query-keys.ts';
import { getSessionQueryOptions } from './session.ts';

// The invalidations a person relies on (their own action shows without a reload) against the keys the
// endpoint files really build: each cached read below is seeded, the invalidation runs, and the test
// reads which reads were marked for refetch. A key moved out from under its prefix fails here.

const READS: Record<string, QueryKey> = {
  bets: getBetsQueryOptions().queryKey,
  betsCurrentWeek: getBetsCurrentWeekQueryOptions().queryKey,
  suggestion: getStakeSuggestionQueryOptions({
    gameId: 'g',
    market: 'spreads',
    side: 'home',
    line: -3.5,
    price: -110,
  }).queryKey,
  rgStatus: getRgStatusQueryOptions().queryKey,
  session: getSessionQueryOptions().queryKey,
  userPicks: userPicksQueryOptions().queryKey,
  myPicks: getMyPicksQueryOptions({ season: 2025, page: 2 }).queryKey,
  dashboard: getDashboardQueryOptions().queryKey,
  favoriteTeams: getFavoriteTeamsQueryOptions().queryKey,
  recentAlerts: getRecentAlertsQueryOptions().queryKey,
  profile: getProfileQueryOptions().queryKey,
  personalProfile: getPersonalProfileQueryOptions().queryKey,
  savedPicks: getSavedPicksQueryOptions().queryKey,
  challenges: getChallengesQueryOptions().queryKey,
  challenge7: getChallengeQueryOptions(7).queryKey,
  challengesTop: getTopQueryOptions().queryKey,
  myChallenges: getMyChallengesQueryOptions().queryKey,
  weekGames: getWeekGamesQueryOptions({ season: 2025, week: 15 }).queryKey,
  currentGames: getCurrentGamesQueryOptions().queryKey,
  gameDetail: getGameDetailQueryOptions('2025_15_ARI_HOU').queryKey,
  weekPicks: getWeekPicksQueryOptions({ season: undefined, week: 15 }).queryKey,
};

function seeded(): QueryClient {
  const client = new QueryClient();
  for (const key of Object.values(READS)) client.setQueryData(key, { seeded: true });
  return client;
}

/** The names of the seeded reads an invalidation marked stale, in READS order. */
async function invalidatedBy(run: (client: QueryClient) => Promise<unknown>): Promise<string[]> {
  const client = seeded();
  await run(client);
  return Object.entries(READS)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

const invalidate = (queryKey: QueryKey) => (client: QueryClient) => client.invalidateQueries({ queryKey });

describe('what each of the person’s actions refreshes', () => {
  it('a logged, changed or deleted bet, a saved limit or a break (betKeys.all): the tracker’s reads only', async () => {
    expect(await invalidatedBy(invalidate(betKeys.all))).toEqual(['bets', 'betsCurrentWeek', 'suggestion']);
  });

  it('a lock (invalidateOwnPicks): the held picks, My picks and the three Dashboard reads', async () => {
    expect(await invalidatedBy(invalidateOwnPicks)).toEqual([
      'userPicks',
      'myPicks',
      'dashboard',
      'favoriteTeams',
      'recentAlerts',
    ]);
  });

  it('joining, leaving or creating a challenge: every public challenge read and the person’s memberships', async () => {
    const refreshAll = (client: QueryClient) =>
      Promise.all([invalidate(challengeKeys.all)(client), invalidate(userKeys.challenges())(client)]);
    expect(await invalidatedBy(refreshAll)).toEqual([
      'challenges',
      'challenge7',
      'challengesTop',
      'myChallenges',
    ]);
  });

  it('a lock refused on a moved line (gameKeys.all): every copy of the lines, the bet form’s and the wizard’s', async () => {
    expect(await invalidatedBy(invalidate(gameKeys.all))).toEqual([
      'weekGames',
      'currentGames',
      'gameDetail',
    ]);
  });

  it('the Tuesday rollover (weeklyPicksKeys.all): the week’s picks', async () => {
    expect(await invalidatedBy(invalidate(weeklyPicksKeys.all))).toEqual(['weekPicks']);
  });

  it('signing in or out removes every read of the previous person under userKeys.all, not the public ones', () => {
    const client = seeded();
    client.removeQueries({ queryKey: userKeys.all });
    const left = Object.entries(READS)
      .filter(([, key]) => client.getQueryData(key) !== undefined)
      .map(([name]) => name);
    expect(left).toEqual([
      'session',
      'challenges',
      'challenge7',
      'challengesTop',
      'weekGames',
      'currentGames',
      'gameDetail',
      'weekPicks',
    ]);
  });
});

describe('keys hold their variables in one object', () => {
  it('a week’s games: season and week by name, the current week as nulls', () => {
    expect(getWeekGamesQueryOptions({ season: 2025, week: 15 }).queryKey).toEqual([
      'games',
      'week',
      { season: 2025, week: 15 },
    ]);
    expect(getCurrentGamesQueryOptions().queryKey).toEqual(['games', 'week', { season: null, week: null }]);
  });

  it('two challenges, two keys', () => {
    expect(getChallengeQueryOptions(7).queryKey).toEqual(['challenges', 'detail', { id: 7 }]);
    expect(getChallengeQueryOptions(8).queryKey).not.toEqual(getChallengeQueryOptions(7).queryKey);
  });
});
