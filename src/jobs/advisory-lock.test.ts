import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testIngestContext } from '../../tests/support/ingest.ts';
import { decidedGames, scheduleFolder } from '../../tests/support/schedule-folder.ts';
import { baseTestConfig } from '../../tests/support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { systemClock } from '../core/clock.ts';
import { stopModelWorker } from '../core/model/model-task.ts';
import { connectDatabase, type Database } from '../db/client.ts';
import { countGames } from '../db/repositories/games.ts';
import { countRuns } from '../db/repositories/provider-runs.ts';
import { buildApp } from '../server/app.ts';
import { openLockPool, withJobLock } from './advisory-lock.ts';
import { startScheduler } from './scheduler.ts';

const NEVER = '0 0 29 2 1';
const APP_POOL_MAX = 2;

/** Health checks (a database ping each) one after another until `done` settles: status and time. */
async function healthWhile(app: FastifyInstance, done: Promise<unknown>) {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const answers: { status: number; ms: number; body?: string }[] = [];
  while (!finished) {
    const t0 = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    // A failed check keeps its body, so an assertion failure says why.
    const body = response.statusCode === 200 ? undefined : response.body.slice(0, 300);
    answers.push({ status: response.statusCode, ms: Date.now() - t0, ...(body ? { body } : {}) });
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return answers;
}

describe('job locks', () => {
  let database: TestDatabase;
  // The app's pool, as small as an operator might set DB_POOL_MAX: jobs must not take it over.
  let appDb: Database;
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    appDb = connectDatabase(database.url, { max: APP_POOL_MAX });
    app = await buildApp(baseTestConfig(), { db: appDb, clock: systemClock });
    await app.ready();
    // The 2025 season's schedule (decision 132): the subject is HTTP answered while the catch-up's
    // loads and model run hold their locks, not the catch-up's size (scheduler.test.ts runs it whole).
    dir = await scheduleFolder([2025]);
  });
  afterAll(async () => {
    await stopModelWorker();
    await app.close();
    await appDb.close();
    await database.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('held on a pool of their own: four running jobs leave the app pool to HTTP', async () => {
    const locks = openLockPool(appDb, 4);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const started: string[] = [];
    const jobs = ['schedules', 'model', 'injuries', 'elo538'].map((name) =>
      withJobLock(locks, name, async () => {
        started.push(name);
        await gate;
        return name;
      }),
    );
    while (started.length < 4) await new Promise((resolve) => setTimeout(resolve, 10));

    const holders = await appDb.pool.query<{ application_name: string; n: string }>(
      `select a.application_name, count(*)::text as n from pg_locks l
       join pg_stat_activity a on a.pid = l.pid
       where l.locktype = 'advisory' and l.granted and a.datname = current_database()
       group by a.application_name`,
    );
    expect(holders.rows).toEqual([{ application_name: 'go-gorilla-job-locks', n: '4' }]);
    const answers = await healthWhile(app, new Promise((resolve) => setTimeout(resolve, 500)));
    expect(answers.length).toBeGreaterThan(3);
    expect(answers.every((a) => a.status === 200 && a.ms < 1_000)).toBe(true);

    release();
    expect(await Promise.all(jobs)).toEqual(['schedules', 'model', 'injuries', 'elo538']);
    await locks.close();
  });

  it("the scheduler's catch-up (ingest and model) runs while HTTP keeps being answered", async () => {
    const base = testIngestContext(appDb, {
      env: { NFL_DATA_DIR: dir, CRON_SCHEDULES: NEVER, CRON_INJURIES: NEVER, CRON_MODEL: NEVER },
    });
    const scheduler = startScheduler({
      db: appDb,
      clock: base.clock,
      config: base.config,
      version: 'test',
      log: () => {},
    });
    const answers = await healthWhile(app, scheduler.idle());
    await scheduler.stop();
    // The jobs did their work with two app connections between them and the requests.
    expect(await countRuns(appDb.orm, 'nflverse:games', 'success')).toBe(1);
    expect(await countRuns(appDb.orm, 'model', 'success')).toBeGreaterThan(0);
    // The schedule file's 2025 rows (grep -c '^2025_': 285 = 272 regular season + 13 playoff games), all
    // kicked off before the system clock: each loaded, and each decided (a pick or a no-pick).
    expect(await countGames(appDb.orm)).toBe(285);
    expect(await decidedGames(appDb)).toBe(285);
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(3_000);
  }, 120_000);
});
