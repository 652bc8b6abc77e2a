// A killed ingest must not leave its run "running" for ever. Each process that records runs owns them
// through an advisory lock held for its whole life; at start it marks as aborted the running rows of
// owners whose lock is free (their process is gone). A run of another live instance keeps its status.
import type { Clock } from '../core/clock.ts';
import type { Database } from '../db/client.ts';
import { abortRuns, runningOwners } from '../db/repositories/provider-runs.ts';
import { holdRunOwnerLock, type RunOwnerLock, runOwnerGone } from './advisory-lock.ts';

export async function takeRunOwnership(
  db: Database,
  clock: Clock,
  log: (message: string) => void,
): Promise<RunOwnerLock> {
  const lock = await holdRunOwnerLock(db, (error) =>
    log(`run ownership lost with its database connection: ${error.message}`),
  );
  try {
    for (const owner of await runningOwners(db.orm)) {
      if (owner === lock.key) continue;
      // Rows without an owner predate owners: no process can still be running them as such.
      if (owner !== null && !(await runOwnerGone(db, owner))) continue;
      const aborted = await abortRuns(db.orm, owner, clock.now());
      if (aborted > 0) log(`${aborted} run(s) left "running" by a stopped process marked as aborted`);
    }
  } catch (error) {
    await lock.release();
    throw error;
  }
  return lock;
}
