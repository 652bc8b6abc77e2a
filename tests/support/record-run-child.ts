// Another instance of the app, in its own process: finishes one job run through the jobs' own code
// path (recordRun) against the database at argv[2], then exits. Nothing in the test's process is told.
import { systemClock } from '../../src/core/clock.ts';
import { connectDatabase } from '../../src/db/client.ts';
import { recordRun } from '../../src/jobs/run-recorder.ts';

const db = connectDatabase(process.argv[2] ?? '', { max: 1 });
try {
  const run = await recordRun({ db, clock: systemClock }, 'nflverse:games', async () => ({
    counts: { inserted: 1, updated: 0, unchanged: 0 },
  }));
  if (run.status !== 'success') throw new Error(run.error);
} finally {
  await db.close();
}
