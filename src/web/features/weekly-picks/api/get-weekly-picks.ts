import { queryOptions, useQuery } from '@tanstack/react-query';
import { WeeklyPicksResponse } from '../../../../shared/api/weekly-picks.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { refreshWhileComputing } from '../../../lib/computing-text.ts';
import { weeklyPicksKeys } from '../../../lib/query-keys.ts';
import type { FallbackReason } from '../lib/fallback.ts';
import { readCachedPicks, saveCachedPicks } from '../lib/picks-cache.ts';

export interface WeekPicks {
  data: WeeklyPicksResponse;
  /** Set when the picks come from the local cache: why, when they were saved, and the error if any. */
  cached?: { reason: FallbackReason; lastUpdated: number; error?: string };
}

export interface WeekKey {
  season: number | undefined;
  week: number;
}

const path = ({ season, week }: WeekKey) => `/api/weekly-picks/${week}${season ? `?season=${season}` : ''}`;

/**
 * Spec 01 §4 data load: offline with a cache, use the cache; otherwise fetch and save into the cache;
 * if the fetch fails, use the cache if any, else fail with 'Failed to fetch week N data'.
 */
export async function getWeekPicks(key: WeekKey, options?: RequestOptions): Promise<WeekPicks> {
  const cached = readCachedPicks(key.season, key.week);
  if (cached && globalThis.navigator?.onLine === false) {
    return { data: cached.data, cached: { reason: 'offline', lastUpdated: cached.lastUpdated } };
  }
  try {
    const data = await apiGet(path(key), WeeklyPicksResponse, options);
    saveCachedPicks(key.season, key.week, data, Date.now());
    return { data };
  } catch (error) {
    if (options?.signal?.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (cached) {
      const reason = globalThis.navigator?.onLine === false ? 'offline' : 'error';
      return { data: cached.data, cached: { reason, lastUpdated: cached.lastUpdated, error: message } };
    }
    throw new Error(`Failed to fetch week ${key.week} data. ${message}`, { cause: error });
  }
}

export const getWeekPicksQueryOptions = (key: WeekKey) =>
  queryOptions({
    queryKey: weeklyPicksKeys.week(key),
    // A fetch over picks already held (Refresh, the 5-minute poll) asks the server (decision 131), as
    // every query's does since 135: lib/query-client.ts marks it and apiGet sends `cache: 'no-cache'`.
    queryFn: ({ signal }) => getWeekPicks(key, { signal }),
    // Spec 01 §9: picks refresh every 5 min; every few seconds while the start-up catch-up is still
    // computing the week or the record (decision 134).
    refetchInterval: (query) => {
      const answer = query.state.data?.data;
      return refreshWhileComputing(answer?.computing ?? answer?.recordComputing, 5 * 60_000);
    },
    // Run the query function offline too: it answers from this device's cache (spec 01 §4) instead of
    // waiting, paused, for the network to return.
    networkMode: 'always',
  });

/** The week's picks; while the first answer loads, the cached copy shows under a 'cached' banner. */
export const useWeekPicks = (key: WeekKey | undefined) =>
  useQuery({
    ...getWeekPicksQueryOptions(key ?? { season: undefined, week: 1 }),
    enabled: key !== undefined,
    placeholderData: () => {
      if (!key) return undefined;
      const cached = readCachedPicks(key.season, key.week);
      return cached
        ? { data: cached.data, cached: { reason: 'loading' as const, lastUpdated: cached.lastUpdated } }
        : undefined;
    },
  });
