// One run of a job across every instance: PostgreSQL session advisory locks, held on a dedicated
// connection for the job's duration. pg_try_ means a busy job is skipped, never queued.
import { randomInt } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/client.ts';

// All our job locks share this first key, so they never collide with other advisory lock users
// (the migration lock uses the one-argument form).
const NAMESPACE = 0x6767; // "gg"

/** A stable 32-bit key for a job name (FNV-1a). */
export function jobLockKey(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** Where lock connections come from: the app's pool, or (in the scheduler) a pool of their own. */
export type LockSource = Pick<Database, 'pool'>;

export interface LockPool extends LockSource {
  close(): Promise<void>;
}

/**
 * A small pool for job locks only, to the same server as `db`. A lock holds its connection for a
 * whole run (minutes for an ingest, seconds while the model worker computes), so taking it from the
 * app's pool would leave HTTP requests waiting for connections while jobs run.
 */
export function openLockPool(
  db: Database,
  max: number,
  onIdleError: (error: Error) => void = () => {},
): LockPool {
  const pool = new pg.Pool({
    ...db.pool.options,
    max,
    application_name: 'go-gorilla-job-locks',
  });
  // A lock connection lost while idle is replaced on the next run; its error must not crash us.
  pool.on('error', onIdleError);
  return { pool, close: () => pool.end() };
}

/** Runs `work` if no other instance holds the job's lock; answers undefined when it was busy. */
export async function withJobLock<T>(
  locks: LockSource,
  name: string,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const client = await locks.pool.connect();
  const key = jobLockKey(name);
  let locked = false;
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
      NAMESPACE,
      key,
    ]);
    locked = rows[0]?.ok === true;
    if (!locked) return undefined;
    return await work();
  } finally {
    if (locked) await client.query('select pg_advisory_unlock($1, $2)', [NAMESPACE, key]).catch(() => {});
    client.release();
  }
}

// Run owners: each process that records runs holds a session lock on a key of its own for its whole
// life, so a `running` row whose owner's lock is free was left by a process that died mid-run.
const OWNER_NAMESPACE = 0x6768;

export interface RunOwnerLock {
  readonly key: number;
  release(): Promise<void>;
}

/**
 * Takes a fresh owner key and holds its lock until released, on a connection of its own outside the
 * pool: held for the whole life of the process, it must not take a pool slot the jobs need.
 */
export async function holdRunOwnerLock(
  db: Database,
  onLost: (error: Error) => void = () => {},
): Promise<RunOwnerLock> {
  const client = new pg.Client(db.pool.options);
  // Losing this connection releases the lock: another process may then mark our running runs aborted.
  client.on('error', onLost);
  await client.connect();
  try {
    for (;;) {
      const key = randomInt(1, 2 ** 31 - 1);
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
        OWNER_NAMESPACE,
        key,
      ]);
      if (rows[0]?.ok !== true) continue; // taken by a live process: draw again
      let released = false;
      return {
        key,
        release: async () => {
          if (released) return;
          released = true;
          await client.end().catch(() => {}); // ending the session releases its locks
        },
      };
    }
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}

/** True when no live session holds this owner's lock (its process is gone). */
export async function runOwnerGone(db: Database, key: number): Promise<boolean> {
  const client = await db.pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
      OWNER_NAMESPACE,
      key,
    ]);
    if (rows[0]?.ok !== true) return false;
    await client.query('select pg_advisory_unlock($1, $2)', [OWNER_NAMESPACE, key]);
    return true;
  } finally {
    client.release();
  }
}
