import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CurrentWeek } from '../../../../shared/api/games.ts';
import { weeklyPicksKeys } from '../../../lib/query-keys.ts';
import { rolloverCheck } from '../lib/rollover.ts';
import { readCurrentWeek, saveCurrentWeek } from '../lib/stored-current-week.ts';

/**
 * Runs the rollover decision on each answer of the current-week query (refetched every 60 s): a new
 * week reloads the picks and, on a Tuesday, raises the banner; picks older than an hour are refreshed.
 * Coming back online refetches everything (spec 01 §4 "going online reloads").
 */
export function useRollover(current: CurrentWeek | undefined, dataUpdatedAt: number): number | undefined {
  const client = useQueryClient();
  const [tuesdayWeek, setTuesdayWeek] = useState<number>();
  const seen = useRef(0);
  useEffect(() => {
    if (!current || dataUpdatedAt === seen.current) return;
    seen.current = dataUpdatedAt;
    const stored = readCurrentWeek();
    const now = Date.now();
    const decision = rolloverCheck({
      stored,
      server: current,
      serverNow: new Date(current.asOf),
      nowMs: now,
    });
    saveCurrentWeek({ season: current.season, week: current.week, lastFetched: now, lastCheck: now });
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
