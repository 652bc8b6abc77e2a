import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { startDataChangeListener } from '../db/data-change-listener.ts';

/** What the request path knows about the database, kept up to date in the background (no I/O to read). */
export interface DatabaseState {
  /** The newest data version announced by the database (any instance's finished run bumps it). */
  readonly version: number;
  /**
   * Bumped when the database's version went backwards (another database restored in its place): every
   * version known before means nothing any more.
   */
  readonly resets: number;
  /** False from the moment the listening connection drops until it is back. */
  readonly up: boolean;
  close(): Promise<void>;
}

export interface WatchOptions {
  /** Safety-net poll of the data version (default 30 s). */
  pollMs?: number;
  log: FastifyBaseLogger;
}

export async function watchDatabase(db: Database, options: WatchOptions): Promise<DatabaseState> {
  let version = 0;
  let resets = 0;
  let lost = false;
  const listener = await startDataChangeListener({
    url: db.url,
    pollMs: options.pollMs,
    onVersion: (seen) => {
      if (seen < version) resets += 1;
      version = seen;
    },
    onState: (up, reason) => {
      if (up && lost) options.log.info('database reachable again');
      if (!up) options.log.warn({ reason }, 'database unreachable: serving cached answers marked stale');
      lost = !up;
    },
  });
  return {
    get version() {
      return version;
    },
    get resets() {
      return resets;
    },
    get up() {
      return listener.up;
    },
    close: () => listener.close(),
  };
}
