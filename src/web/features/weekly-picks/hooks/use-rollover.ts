import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CurrentWeekResponse } from '../../../../shared/api/games.ts';
import { weeklyPicksKeys } from '../../../lib/query-keys.ts';
import { rolloverCheck } from '../lib/rollover.ts';
import { readCurrentWeek, saveCurrentWeek } from '../lib/stored-current-week.ts';

/**
 * Runs the rollover decision on each answer of the current-week query (refetched every 60 s): a new
 * week reloads the picks and, on a Tuesday, raises the banner; picks older than an hour are refreshed.
 * Coming back online refetches everything (spec 01 §4 "going online reloads").
 */
export function useRollover(
  current: (CurrentWeekResponse & { fromCache?: true }) | undefined,
  dataUpdatedAt: number,
): number | undefined {
  const client = useQueryClient();
  const [tuesdayWeek, setTuesdayWeek] = useState<number>();
  const seen = useRef(0);
  useEffect(() => {
    // The device's own copy (the server did not answer) is not a new answer: saving it would stamp the
    // copy as fetched now, and the next failure would give its age as "just now" (decision 155).
    if (!current || current.fromCache || dataUpdatedAt === seen.current) return;
    seen.current = dataUpdatedAt;
    const stored = readCurrentWeek();
    const now = Date.now();
    const decision = rolloverCheck({
      stored,
      server: current,
      serverNow: new Date(current.asOf),
      nowMs: now,
    });
    saveCurrentWeek({
      season: current.season,
      week: current.week,
      lastFetched: now,
      lastCheck: now,
      resultsThrough: current.resultsThrough,
    });
    if (decision.tuesdayBanner) setTuesdayWeek(current.week);
    if (decision.refresh) void client.invalidateQueries({ queryKey: weeklyPicksKeys.all });
  }, [client, current, dataUpdatedAt]);

  useEffect(() => {
    const online = () => void client.refetchQueries({ type: 'active' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [client]);

  return tuesdayWeek;
}
