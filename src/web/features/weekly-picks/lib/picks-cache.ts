// Spec 01 §3 "local cache entries": the current week (week, lastFetched, lastCheck) and each week's
// picks (data, lastUpdated), kept in localStorage so the page still shows picks offline or while the
// API fails. A broken or foreign entry is ignored, never trusted.
import { z } from 'zod';
import { WeeklyPicksResponse } from '../../../../shared/api/weekly-picks.ts';

const CURRENT_KEY = 'gg:current-week';
const picksKey = (season: number | undefined, week: number) =>
  `gg:weekly-picks:${season ?? 'current'}:${week}`;

export const StoredCurrentWeek = z.object({
  season: z.number().int(),
  week: z.number().int(),
  lastFetched: z.number(),
  lastCheck: z.number(),
});
export type StoredCurrentWeek = z.infer<typeof StoredCurrentWeek>;

const StoredPicks = z.object({ data: WeeklyPicksResponse, lastUpdated: z.number() });
export type StoredPicks = z.infer<typeof StoredPicks>;

function read<S extends z.ZodType>(key: string, schema: S): z.output<S> | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the page works without the cache.
  }
}

export const readCurrentWeek = () => read(CURRENT_KEY, StoredCurrentWeek);
export const saveCurrentWeek = (value: StoredCurrentWeek) => write(CURRENT_KEY, value);

export const readCachedPicks = (season: number | undefined, week: number) =>
  read(picksKey(season, week), StoredPicks);
export function saveCachedPicks(
  season: number | undefined,
  week: number,
  data: WeeklyPicksResponse,
  at: number,
) {
  write(picksKey(season, week), { data, lastUpdated: at });
}
