// Spec 01 §4's cached/offline banners beyond Weekly Picks (issue 21, decision 161): the last good answer
// of a public read is kept on this device, and when the server does not answer (stopped, restarting, the
// connection dropped, a 5xx), the failure carries that copy so the page can show it with its age instead
// of an empty box. One mechanism for every page: an endpoint opts in with apiGet's `keepCopy` and the
// page's QueryState shows the copy (components/ui/query-state.tsx). Weekly Picks keeps its own entries
// (features/weekly-picks/lib): spec 01 §3 names them, and the rollover check compares against them.
import { z } from 'zod';
import { readStored, removeStored, writeStored } from './local-store.ts';

const PREFIX = 'gg:copy:';
const INDEX_KEY = 'gg:copies';
/** The newest copies kept (a player page each): enough for a session's pages, small for the storage. */
export const MAX_COPIES = 30;

const Index = z.array(z.string());
const Entry = z.object({ data: z.unknown(), savedAt: z.number() });

export interface StoredCopy<T> {
  data: T;
  /** When this device received the answer (the browser's clock: the copy's age is about the download). */
  savedAt: number;
}

/** Keeps `data` as the copy of `path`, the newest of at most MAX_COPIES (the oldest is dropped). */
export function saveCopy(path: string, data: unknown, savedAt = Date.now()): void {
  const index = (readStored(INDEX_KEY, Index) ?? []).filter((p) => p !== path);
  index.push(path);
  for (const old of index.splice(0, Math.max(0, index.length - MAX_COPIES))) removeStored(PREFIX + old);
  writeStored(PREFIX + path, { data, savedAt });
  writeStored(INDEX_KEY, index);
}

/** The copy of `path`, if one was saved and still matches the endpoint's schema (an upgrade may change it). */
export function readCopy<S extends z.ZodType>(path: string, schema: S): StoredCopy<z.output<S>> | undefined {
  const entry = readStored(PREFIX + path, Entry);
  if (!entry) return undefined;
  const parsed = schema.safeParse(entry.data);
  return parsed.success ? { data: parsed.data, savedAt: entry.savedAt } : undefined;
}

// The failure and the copy it carries: a WeakMap, so the error stays the one apiGet threw (its status
// and message unchanged for the failure text) and the copy goes with it.
const copies = new WeakMap<Error, StoredCopy<unknown>>();

export function attachCopy(error: Error, copy: StoredCopy<unknown> | undefined): void {
  if (copy) copies.set(error, copy);
}

/** The copy a failed read carries, if its endpoint keeps one and this device has it. */
export function copyBehind(error: Error | null): StoredCopy<unknown> | undefined {
  return error ? copies.get(error) : undefined;
}

/**
 * What a page shows of a read: its own answer (possibly from an earlier fetch, with that fetch's time),
 * else the stored copy its failure carries, else nothing. QueryState and a page's header (Top 5's "Last
 * Updated") read the same copy, so they cannot disagree.
 */
export function shownCopy<T>(query: {
  data: T | undefined;
  dataUpdatedAt: number;
  error: Error | null;
}): StoredCopy<T> | undefined {
  if (query.data !== undefined) return { data: query.data, savedAt: query.dataUpdatedAt };
  return copyBehind(query.error) as StoredCopy<T> | undefined;
}
