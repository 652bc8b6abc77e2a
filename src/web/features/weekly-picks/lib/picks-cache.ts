// Spec 01 §3 "local cache entries": each week's picks (data, lastUpdated), kept in localStorage so the
// page still shows picks offline or while the API fails. A broken or foreign entry is ignored, never
// trusted. The current week's entry is in stored-current-week.ts.
import { z } from 'zod';
import { WeeklyPicksResponse } from '../../../../shared/api/weekly-picks.ts';
import { readStored, writeStored } from '../../../lib/local-store.ts';

const picksKey = (season: number | undefined, week: number) =>
  `gg:weekly-picks:${season ?? 'current'}:${week}`;

const StoredPicks = z.object({ data: WeeklyPicksResponse, lastUpdated: z.number() });
export type StoredPicks = z.infer<typeof StoredPicks>;

export const readCachedPicks = (season: number | undefined, week: number) =>
  readStored(picksKey(season, week), StoredPicks);
export function saveCachedPicks(
  season: number | undefined,
  week: number,
  data: WeeklyPicksResponse,
  at: number,
) {
  writeStored(picksKey(season, week), { data, lastUpdated: at });
}
