import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { connectDatabase, type Database } from './client.ts';
import { assertDurable } from './durability.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { superviseEmbedded } from './embedded-watchdog.ts';
import { runMigrations } from './migrate.ts';
import { claimDatabase, type DatabasePurpose } from './repositories/database-purpose.ts';

export interface OpenDatabaseOptions {
  /** External server; when absent the app runs its own PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax: number;
  log: (message: string) => void;
  /** Replay mode: open this instant's own database, never the live one (decision 015). */
  replayAt?: Date;
  /** A replay's external database; required for a replay when `databaseUrl` is set. */
  replayDatabaseUrl?: string;
  /**
   * Watch the embedded server and restart it if it dies; called when restarts keep failing (the caller
   * exits non-zero). An external server is not ours to restart: the pool reconnects on its own.
   */
  onDatabaseLost?: (error: Error) => void;
  /** The wait before each restart of the embedded server, by attempt (unset: the watchdog's own). */
  restartBackoffMs?: readonly number[];
}

export interface OpenedDatabase {
  readonly db: Database;
  readonly embedded: boolean;
  /** What this database holds: the live data or a replay as of an instant. */
  readonly purpose: DatabasePurpose;
  /** Closes the pool, then stops the embedded server if we started one. */
  close(): Promise<void>;
}

export type DatabaseTarget = { url: string } | { dataDir: string };

/** The folder of a replay's own embedded PostgreSQL: one per instant, beside the live one. */
export function replayDataDir(dataDir: string, asOf: Date): string {
  return path.join(dataDir, 'replays', asOf.toISOString().replaceAll(':', '-'));
}

/** Which database a process opens: the live one, or the replay's own (never the live one for a replay). */
export function databaseTarget(options: OpenDatabaseOptions): DatabaseTarget {
  if (!options.replayAt)
    return options.databaseUrl ? { url: options.databaseUrl } : { dataDir: options.dataDir };
  if (options.replayDatabaseUrl) return { url: options.replayDatabaseUrl };
  if (options.databaseUrl) {
    throw new Error(
      'A replay (NOW or --as-of) never writes into the live database: with DATABASE_URL set, set ' +
        'REPLAY_DATABASE_URL to an empty database for the replay (see docs/decisions/015-replay-isolation.md).',
    );
  }
  return { dataDir: replayDataDir(options.dataDir, options.replayAt) };
}

/** Connects (starting the embedded server if needed), checks durability, migrates and checks the stamp. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const purpose: DatabasePurpose = options.replayAt
    ? { kind: 'replay', asOf: options.replayAt }
    : { kind: 'live' };
  const target = databaseTarget(options);
  if ('dataDir' in target && target.dataDir !== options.dataDir) await prepareReplayFolders(options.dataDir);
  const server =
    'url' in target ? undefined : await startEmbeddedPostgres({ dataDir: target.dataDir, log: options.log });
  const db = connectDatabase('url' in target ? target.url : (server?.url as string), {
    max: options.poolMax,
    onIdleError: (error) => options.log(`database connection lost while idle: ${error.message}`),
  });
  if (server && options.onDatabaseLost) {
    superviseEmbedded(server, {
      log: options.log,
      onGiveUp: options.onDatabaseLost,
      backoffMs: options.restartBackoffMs,
    });
  }
  const close = async () => {
    await db.close();
    await server?.stop();
  };
  try {
    await assertDurable(db);
    await runMigrations(db);
    await claimDatabase(db.orm, purpose);
    options.log(
      purpose.kind === 'replay'
        ? `database migrated (replay database as of ${purpose.asOf.toISOString()}${'dataDir' in target ? ` in ${target.dataDir}` : ''})`
        : 'database migrated',
    );
  } catch (error) {
    await close();
    throw error;
  }
  return { db, embedded: server !== undefined, purpose, close };
}

/**
 * DATA_DIR and DATA_DIR/replays must be passable (not readable) by the `postgres` user the embedded
 * server runs as under root, like DATA_DIR itself is for the live server.
 */
export async function prepareReplayFolders(dataDir: string): Promise<void> {
  for (const dir of [dataDir, path.join(dataDir, 'replays')]) {
    await mkdir(dir, { recursive: true, mode: 0o711 });
    await chmod(dir, 0o711);
  }
}
