// The model job under croner's `protect` (a tick is skipped while the previous one runs): the job's
// thread (decision 128) dying mid-run must fail that run, not leave it pending, so the next tick runs.
import { rm } from 'node:fs/promises';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveClockAt, testIngestContext } from '../../tests/support/ingest.ts';
import { decidedGames, scheduleFolder } from '../../tests/support/schedule-folder.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { stopModelWorker } from '../core/model/model-task.ts';
import { countRuns, finishRun, startRun } from '../db/repositories/provider-runs.ts';
import { providerRuns } from '../db/schema/provider-runs.ts';
import { ingestNflverse } from './ingest/nflverse.ts';
import { startScheduler } from './scheduler.ts';
import { MODEL_SOURCE, runningModelJob } from './score-model.ts';

const NEVER = '0 0 29 2 1';
const clock = liveClockAt('2025-11-19T12:00:00Z');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(check: () => Promise<T | undefined> | T | undefined, what: string, ms = 90_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('model job and its worker', () => {
  let database: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    // The 2025 season's schedule (decision 132): the subject is the thread's death mid-run and the next
    // tick's recovery, not the size of the first freeze (scheduler.test.ts runs every game since 1999).
    dir = await scheduleFolder([2025]);
    const ctx = testIngestContext(database.db, { clock, env: { NFL_DATA_DIR: dir } });
    await ingestNflverse(ctx, { kinds: ['games'] });
    // A recent success, so no catch-up run at start: the first model run is a cron tick.
    const id = await startRun(database.db.orm, MODEL_SOURCE, clock.now());
    await finishRun(database.db.orm, id, { finishedAt: clock.now(), status: 'success' });
  }, 60_000);
  afterAll(async () => {
    await stopModelWorker();
    await database.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('a worker killed during a tick fails that run, and the next tick runs and freezes the picks', async () => {
    const base = testIngestContext(database.db, {
      clock,
      env: { NFL_DATA_DIR: dir, CRON_SCHEDULES: NEVER, CRON_INJURIES: NEVER, CRON_MODEL: '* * * * * *' },
    });
    const scheduler = startScheduler({
      db: database.db,
      clock,
      config: base.config,
      version: 'test',
      log: () => {},
    });
    try {
      // The first tick is starting its thread and freezing the season's games on it: a quarter second
      // into the call, kill the thread from outside. The thread's start alone (its modules) took 1.5–2.1 s
      // on this box (decision 125), so the call is still running however quick the season's freeze is.
      const job = await until(() => {
        const client = runningModelJob();
        const call = client?.running();
        return call?.name === 'modelJob' && Date.now() - call.sinceMs > 250 ? client : undefined;
      }, 'the model tick to be computing');
      await job?.worker?.terminate();

      const failed = await until(async () => {
        const [row] = await database.db.orm
          .select({ error: providerRuns.error })
          .from(providerRuns)
          .where(and(eq(providerRuns.source, MODEL_SOURCE), eq(providerRuns.status, 'failed')))
          .orderBy(desc(providerRuns.id))
          .limit(1);
        return row;
      }, 'the failed run');
      expect(failed.error).toMatch(/^model job worker exited \(code \d+\) during modelJob$/);

      // croner skips a tick only while the previous one runs: the failed one ended, so a later tick
      // runs on a fresh worker and does the work.
      await until(
        async () => ((await countRuns(database.db.orm, MODEL_SOURCE, 'success')) >= 2 ? true : undefined),
        'a successful tick',
      );
      // The 2025 games that kicked off before the clock (19 November 2025, 12:00 UTC): weeks 1–11, counted
      // in the schedule file with awk (season 2025, gameday before 2025-11-19):
      // 16 + 16 + 16 + 16 + 14 + 15 + 15 + 13 + 14 + 14 + 15 = 164, each decided once by the later tick.
      expect(await decidedGames(database.db)).toBe(164);
    } finally {
      await scheduler.stop();
    }
  }, 120_000);
});
