import type { Clock } from '../core/clock.ts';
import type { IngestConfig } from '../core/config/env.ts';
import type { Database } from '../db/client.ts';
import { createHttpClient, type HttpClient } from './http/http-client.ts';

/** Shows progress of one source (the CLI draws a bar; the scheduler stays quiet). */
export interface Progress {
  /** `total` 0: not known in advance (a streamed file), the progress is a count. */
  start(label: string, total: number): void;
  update(done: number): void;
  stop(): void;
}

export interface IngestContext {
  db: Database;
  /** The injected clock: run times and capture times come from it, so `--as-of` replays are exact. */
  clock: Clock;
  config: IngestConfig;
  http: HttpClient;
  log: (message: string) => void;
  progress?: Progress;
  /** This process's run-owner key (src/jobs/run-ownership.ts), recorded with each run it starts. */
  runOwner?: number;
}

export function defaultHttpClient(config: IngestConfig, version: string): HttpClient {
  return createHttpClient({
    timeoutMs: config.http.timeoutMs,
    retries: config.http.retries,
    maxBytes: config.http.maxBytes,
    backoffInitialMs: 500,
    backoffMaxMs: 30_000,
    breakerThreshold: 5,
    breakerHalfOpenMs: 5 * 60_000,
    userAgent: `go-gorilla/${version} (data ingest)`,
  });
}

/**
 * Offline (NFL_DATA_DIR) and replay (NOW / --as-of) runs must not call live APIs: files are the
 * only truth there, and a live answer would describe the present, not the replayed moment.
 */
export function liveSourcesAllowed(ctx: Pick<IngestContext, 'clock' | 'config'>): boolean {
  return ctx.config.nflDataDir === undefined && ctx.clock.replayAt === undefined;
}
