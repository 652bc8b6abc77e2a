import path from 'node:path';
import { type Clock, fixedClock, systemClock } from '../../src/core/clock.ts';
import { type IngestConfig, parseEnv } from '../../src/core/config/env.ts';
import type { Database } from '../../src/db/client.ts';
import { projectRoot } from '../../src/db/paths.ts';
import { createHttpClient, type HttpClient } from '../../src/jobs/http/http-client.ts';
import type { IngestContext } from '../../src/jobs/ingest-context.ts';

/**
 * The shared data pack: beside the checkout (CI has it there too), or SHARED_DATA_DIR (set by the
 * mutation run, whose sandbox copy of the repo has no sibling folder). Never copied into the repo.
 */
export const SHARED_DATA = process.env.SHARED_DATA_DIR ?? path.resolve(projectRoot(), '../shared/data');
export const NFL_DATA = path.join(SHARED_DATA, 'nfl');
export const API_SAMPLES = path.join(SHARED_DATA, 'api-samples');

/**
 * Fast-failing HTTP for tests: short timeouts and backoff, so fault scripts finish in seconds. The
 * 3 MiB cap is above every sample in the data pack (the largest, nflverse's schedule, is 2.1 MB). The
 * 2 s timeout is what a loopback stub needs to stream a body past that cap on a loaded two-core box
 * (at 400 ms the oversize fault timed out before the cap was reached, with the load at 20): a hang
 * costs two attempts of it, an oversize body must meet the cap, not the clock.
 */
export const TEST_MAX_BYTES = 3 * 1024 * 1024;

export function testHttpClient(overrides: Partial<Parameters<typeof createHttpClient>[0]> = {}): HttpClient {
  return createHttpClient({
    timeoutMs: 2_000,
    retries: 1,
    maxBytes: TEST_MAX_BYTES,
    backoffInitialMs: 5,
    backoffMaxMs: 2000,
    breakerThreshold: 100,
    breakerHalfOpenMs: 60_000,
    userAgent: 'go-gorilla-test',
    ...overrides,
  });
}

export function testIngestContext(
  db: Database,
  options: {
    now?: string;
    clock?: Clock;
    env?: Record<string, string>;
    http?: HttpClient;
    config?: Partial<IngestConfig>;
  } = {},
): IngestContext {
  const config = { ...parseEnv({ LOG_LEVEL: 'silent', ...options.env }).ingest, ...options.config };
  return {
    db,
    clock: options.clock ?? (options.now ? fixedClock(new Date(options.now)) : systemClock),
    config,
    http: options.http ?? testHttpClient(),
    log: () => {},
  };
}

const DATA_TABLES = [
  'games',
  'odds_snapshots',
  'player_props',
  'weather_snapshots',
  'players',
  'injuries',
  'dfs_salaries',
  'player_week_stats',
  'snap_counts',
  'roster_entries',
];

/** A digest of every data table's content: equal digests mean nothing was written. */
export async function dataFingerprint(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of DATA_TABLES) {
    const { rows } = await db.pool.query<{ digest: string | null; n: string }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*) as n from ${table} t`,
    );
    out[table] = `${rows[0]?.n}:${rows[0]?.digest}`;
  }
  return out;
}

/**
 * The data before a file's fault cases, taken at the first and then kept: each case must leave the data
 * as this (it checks so), so it is also the data before the next case, and a case that wrote fails
 * itself. One digest per case instead of two: on a file holding the rosters, each took about a second.
 */
export function dataBeforeFaults(db: () => Database): () => Promise<Record<string, string>> {
  let before: Promise<Record<string, string>> | undefined;
  return () => {
    before ??= dataFingerprint(db());
    return before;
  };
}

/** The clock of a live server stopped at one instant: live sources are allowed (no replay flag). */
export function liveClockAt(iso: string): Clock {
  const ms = Date.parse(iso);
  return { now: () => new Date(ms), replayAt: undefined };
}
