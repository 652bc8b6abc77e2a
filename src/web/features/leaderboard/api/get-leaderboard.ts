import { queryOptions } from '@tanstack/react-query';
import { LeaderboardResponse, type Timeframe } from '../../../../shared/api/leaderboard.ts';
import { apiGet } from '../../../lib/api-fetch.ts';
import { refreshWhileComputing } from '../../../lib/computing-text.ts';
import { leaderboardKeys } from '../../../lib/query-keys.ts';

// Spec 01 §7/§9: the leaderboard refreshes every 60 s.
export const LEADERBOARD_REFRESH_MS = 60_000;

export const getLeaderboardQueryOptions = (timeframe: Timeframe) =>
  queryOptions({
    queryKey: leaderboardKeys.timeframe(timeframe),
    queryFn: ({ signal }) =>
      apiGet(`/api/leaderboard?timeframe=${timeframe}`, LeaderboardResponse, { signal, keepCopy: true }),
    refetchInterval: (query) => refreshWhileComputing(query.state.data?.computing, LEADERBOARD_REFRESH_MS),
  });
