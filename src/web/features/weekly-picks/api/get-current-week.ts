import { queryOptions, useQuery } from '@tanstack/react-query';
import { CurrentWeekResponse } from '../../../../shared/api/games.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { copyBehind } from '../../../lib/stored-copy.ts';
import { RECHECK_MS } from '../lib/rollover.ts';
import { readCurrentWeek } from '../lib/stored-current-week.ts';

/**
 * The server's current week (its clock decides, so a replay reads right). Spec 01 §4: on failure the
 * page falls back to a stored week: the last answer this device received on any page (lib/stored-copy.ts,
 * decision 161), else the week the rollover check (use-rollover.ts) wrote after comparing on Weekly
 * Picks. The two are apart so that Home's answers do not move the week the rollover compares against.
 */
export async function getCurrentWeek(
  options?: RequestOptions,
): Promise<CurrentWeekResponse & { fromCache?: true }> {
  try {
    return await apiGet('/api/current-week', CurrentWeekResponse, { ...options, keepCopy: true });
  } catch (error) {
    const copy = copyBehind(error as Error);
    if (copy) return { ...(copy.data as CurrentWeekResponse), fromCache: true };
    const stored = readCurrentWeek();
    if (!stored) throw error;
    return {
      season: stored.season,
      week: stored.week,
      label: stored.week > 18 ? 'Playoffs' : `Week ${stored.week}`,
      isPlayoffs: stored.week > 18,
      fallback: false,
      asOf: new Date(stored.lastFetched).toISOString(),
      resultsThrough: stored.resultsThrough,
      fromCache: true,
    };
  }
}

export const getCurrentWeekQueryOptions = () =>
  queryOptions({
    queryKey: ['current-week'],
    queryFn: ({ signal }) => getCurrentWeek({ signal }),
    // The 60 s rollover check (spec 01 §4); paused by TanStack Query while the tab is hidden.
    refetchInterval: RECHECK_MS,
  });

export const useCurrentWeek = () => useQuery(getCurrentWeekQueryOptions());
