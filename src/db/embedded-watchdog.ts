// Keeps the embedded PostgreSQL running. When it dies on its own (kill -9, the OOM killer, a crash) it
// is started again on the same port and files, and PostgreSQL's crash recovery replays the write-ahead
// log, so nothing committed is lost; the connection pool and the data-change listener reconnect by
// themselves. Restarts are bounded: when they keep failing, the process must exit non-zero so that
// whatever supervises it (systemd, Docker, the platform) restarts it whole, rather than answering 503
// for ever. See docs/decisions/019-losing-postgresql.md.

import { toError } from '../shared/guards.ts';
import type { EmbeddedPostgres } from './embedded.ts';

export interface WatchdogOptions {
  log: (message: string) => void;
  /** Restarts keep failing: the caller should exit non-zero. */
  onGiveUp: (error: Error) => void;
  /** Restarts allowed within `windowMs` before giving up (default 5 in 5 minutes). */
  maxRestarts?: number;
  windowMs?: number;
  /** Wait before each attempt, by attempt number within the window (DB_RESTART_BACKOFF_MS, decision 158). */
  backoffMs?: readonly number[];
}

const DEFAULT_BACKOFF_MS = [0, 1_000, 2_000, 4_000, 8_000];

export function superviseEmbedded(server: EmbeddedPostgres, options: WatchdogOptions): void {
  const maxRestarts = options.maxRestarts ?? 5;
  const windowMs = options.windowMs ?? 5 * 60_000;
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  let attempts: number[] = [];

  server.onUnexpectedExit(async (why) => {
    options.log(`PostgreSQL ${why}; restarting it (crash recovery replays its write-ahead log)`);
    let lastError = why;
    for (;;) {
      if (server.stopped) return;
      const now = Date.now();
      attempts = attempts.filter((at) => now - at < windowMs);
      if (attempts.length >= maxRestarts) {
        options.onGiveUp(
          new Error(
            `PostgreSQL could not be kept running: ${maxRestarts} restarts within ${Math.round(windowMs / 1000)} s. ` +
              `Last failure: ${lastError}. Exiting so that the process supervisor restarts the app.`,
          ),
        );
        return;
      }
      const waitMs = backoff[Math.min(attempts.length, backoff.length - 1)] ?? 0;
      // Said before the wait, so an operator reading the log knows when the next try comes.
      if (waitMs > 0) options.log(`PostgreSQL restart ${attempts.length + 1} in ${waitMs} ms`);
      await new Promise((r) => setTimeout(r, waitMs));
      attempts.push(Date.now());
      try {
        await server.restart();
        options.log(`PostgreSQL is running again (pid ${server.pid})`);
        return;
      } catch (error) {
        lastError = toError(error).message.split('\n')[0] ?? String(error);
        options.log(`PostgreSQL restart failed: ${lastError}`);
      }
    }
  });
}
