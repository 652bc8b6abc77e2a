// Spec 01 §3 "local cache entries", the current week (week, lastFetched, lastCheck), and the one way
// both entries are read and written: kept in localStorage so the page still shows picks offline or while
// the API fails. A broken or foreign entry is ignored, never trusted. Apart from the picks' entry
// (picks-cache.ts) so that Home's first load, which reads the current week, does not carry the picks'
// schema (decision 135).
import { z } from 'zod';
import { readStored, writeStored } from '../../../lib/local-store.ts';

const CURRENT_KEY = 'gg:current-week';

export const StoredCurrentWeek = z.object({
  season: z.number().int(),
  week: z.number().int(),
  lastFetched: z.number(),
  lastCheck: z.number(),
  /**
   * How far the results reached at lastFetched (decision 150): kept so that a page read from this copy,
   * the server stopped, still says the season has no results instead of calling its weeks "Completed"
   * (decision 155). Absent in entries written before: unknown, never a lag.
   */
  resultsThrough: z.object({ season: z.number().int(), week: z.number().int() }).nullable().optional(),
});
export type StoredCurrentWeek = z.infer<typeof StoredCurrentWeek>;

export const readCurrentWeek = () => readStored(CURRENT_KEY, StoredCurrentWeek);
export const saveCurrentWeek = (value: StoredCurrentWeek) => writeStored(CURRENT_KEY, value);
