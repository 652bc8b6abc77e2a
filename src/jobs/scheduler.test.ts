import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dropDatabase } from '../../tests/support/global-db.ts';
import { testIngestContext } from '../../tests/support/ingest.ts';
import { decidedGames, scheduleFolder } from '../../tests/support/schedule-folder.ts';
import { faults, type StubServer, startStubServer } from '../../tests/support/stub-server.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { fixedClock } from '../core/clock.ts';
import { countGames } from '../db/repositories/games.ts';
import { countRuns } from '../db/repositories/provider-runs.ts';
import { jobLockKey, withJobLock } from './advisory-lock.ts';
import { startScheduler, withinPacedBudget } from './scheduler.ts';

const NEVER = '0 0 29 2 1'; // 29 February on a Monday: no tick during a test.

describe('job scheduler', () => {
  let database: TestDatabase;
  let dir: string;
  // The on-demand and model-lock tests run over the 2025 season only (decision 132): their subject is
  // the lock and the run records, not the size of the catch-up, which the offline test below runs whole.
  let short: TestDatabase;
  let shortDir: string;
  let stub: StubServer;
  beforeAll(async () => {
    [database, short] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    // Offline data folders holding only the schedule file: all of it, and its 2025 rows.
    [dir, shortDir] = await Promise.all([scheduleFolder(), scheduleFolder([2025])]);
    stub = await startStubServer(faults.status(500));
  });
  afterAll(async () => {
    await stub.close();
    await Promise.all([database.destroy(), short.destroy()]);
    for (const d of [dir, shortDir]) await rm(d, { recursive: true, force: true });
  });

  it('runs a job in one instance only while another holds its lock', async () => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    const holding = new Promise<void>((r) => (started = r));
    const held = withJobLock(database.db, 'odds', () => {
      started(); // the work runs only once the lock is taken
      return new Promise<string>((r) => (release = () => r('first')));
    });
    await holding;
    expect(await withJobLock(database.db, 'odds', async () => 'second')).toBeUndefined();
    expect(await withJobLock(database.db, 'weather', async () => 'other job')).toBe('other job');
    release();
    expect(await held).toBe('first');
    expect(await withJobLock(database.db, 'odds', async () => 'again')).toBe('again');
    expect(jobLockKey('odds')).not.toBe(jobLockKey('weather'));
  });

  // The suite's one run of the whole catch-up of the pack (every game since 1999, decision 132): the
  // other catch-up tests (advisory-lock, model-job-crash, the on-demand ones below) run one season.
  it('offline: catches up from files at start, never registers live jobs, calls nothing', async () => {
    const base = testIngestContext(database.db, {
      env: { NFL_DATA_DIR: dir, CRON_SCHEDULES: NEVER, CRON_INJURIES: NEVER, CRON_MODEL: NEVER },
      config: {
        espnBaseUrl: stub.url,
        openMeteoBaseUrl: stub.url,
        sleeperBaseUrl: stub.url,
        nflverseBaseUrl: stub.url,
      },
    });
    const messages: string[] = [];
    const scheduler = startScheduler({
      db: database.db,
      clock: base.clock,
      config: base.config,
      version: 'test',
      log: (m) => messages.push(m),
    });
    expect(scheduler.jobs).toEqual(['schedules', 'elo538', 'model', 'injuries', 'alerts', 'weekly-recaps']);
    await scheduler.idle();
    await scheduler.stop();
    expect(await countGames(database.db.orm)).toBe(7548);
    expect(messages.find((m) => m.startsWith('nflverse:games:'))).toMatch(/^nflverse:games: \d+ inserted/);
    // The catch-up freezes and grades picks once every source is in (decision 082).
    const picks = await database.db.orm.execute(
      sql`select count(*) as n, count(graded_at) as graded from predictions`,
    );
    expect(Number((picks.rows[0] as { n: string }).n)).toBeGreaterThan(7000);
    expect(stub.requests).toEqual([]);
  }, 120_000); // the whole schedule, then every pick since 1999 and two weeks precomputed

  it('replay: no live job either, even with no data folder', () => {
    const base = testIngestContext(database.db, {
      env: { CRON_SCHEDULES: NEVER, CRON_INJURIES: NEVER, CRON_MODEL: NEVER, JOBS_ENABLED: 'true' },
    });
    const scheduler = startScheduler({
      db: database.db,
      clock: fixedClock(new Date('2025-11-19T12:00:00Z')),
      config: { ...base.config, nflverseBaseUrl: stub.url },
      version: 'test',
      log: () => {},
    });
    expect(scheduler.jobs).toEqual(['schedules', 'elo538', 'model', 'injuries', 'alerts', 'weekly-recaps']);
    return scheduler.stop();
  });

  // Ctrl-C in the first seconds of a first start: the shutdown's jobs stage (2 s) runs out and the
  // database is stopped under the catch-up. The catch-up goes no further (no query for the next job)
  // and nothing is reported as "crashed" (a fresh clone's `npm start` stopped at once logged seven).
  it('a shutdown during the catch-up ends it quietly: at most the job in flight, no "crashed"', async () => {
    const doomed = await createTestDatabase();
    const base = testIngestContext(doomed.db, {
      env: { NFL_DATA_DIR: shortDir, CRON_SCHEDULES: NEVER, CRON_INJURIES: NEVER, CRON_MODEL: NEVER },
    });
    const messages: string[] = [];
    const scheduler = startScheduler({
      db: doomed.db,
      clock: base.clock,
      config: base.config,
      version: 'test',
      log: (m) => messages.push(m),
    });
    const stopping = scheduler.stop();
    await dropDatabase(inject('testDb').superuserUrl, doomed.name);
    await stopping.catch(() => {});
    await doomed.db.close().catch(() => {});
    const jobMessages = messages.filter((m) => m.startsWith('job '));
    expect(jobMessages.filter((m) => m.includes('crashed'))).toEqual([]);
    // Six jobs in the catch-up: only the first had begun (its last-success query) when stop() came.
    expect(jobMessages.length).toBeLessThanOrEqual(1);
  });

  it('runs nothing at all when jobs are disabled', async () => {
    const base = testIngestContext(database.db, { env: { NFL_DATA_DIR: dir, JOBS_ENABLED: 'false' } });
    const runs = await countRuns(database.db.orm, 'nflverse:games', 'success');
    const scheduler = startScheduler({
      db: database.db,
      clock: base.clock,
      config: base.config,
      version: 'test',
      log: () => {},
    });
    expect(scheduler.jobs).toEqual([]);
    await scheduler.idle();
    await scheduler.stop();
    expect(await countRuns(database.db.orm, 'nflverse:games', 'success')).toBe(runs);
  });

  it('a job run on demand goes through the same lock and records its runs', async () => {
    const base = testIngestContext(short.db, {
      env: { NFL_DATA_DIR: shortDir, CRON_SCHEDULES: NEVER, CRON_INJURIES: NEVER, CRON_MODEL: NEVER },
    });
    const live = startScheduler({
      db: short.db,
      clock: base.clock,
      config: base.config,
      version: 'test',
      log: () => {},
    });
    // A fresh database: the start-up catch-up loads the 2025 schedule and freezes its picks first.
    await live.idle();
    // The schedule file's 2025 rows (grep -c '^2025_': 285, 272 of the regular season and 13 playoff
    // games), every one kicked off before the system clock, so each is decided once: a pick or a no-pick.
    expect(await countGames(short.db.orm)).toBe(285);
    expect(await decidedGames(short.db)).toBe(285);
    // Counted after the catch-up, which recorded its own run of the schedule job.
    const before = await countRuns(short.db.orm, 'nflverse:games', 'success');
    const summaries = await live.runNow('schedules');
    await live.stop();
    expect(summaries?.find((s) => s.source === 'nflverse:games')).toMatchObject({
      status: 'success',
      counts: { inserted: 0, updated: 0 },
    });
    expect(await countRuns(short.db.orm, 'nflverse:games', 'success')).toBe(before + 1);
  }, 60_000);

  it('runs the model once, under its own lock, and aborts a dead process’s run at start', async () => {
    // A run left "running" by a process killed before owners were recorded.
    await short.db.pool.query(
      "insert into provider_runs (source, started_at, status) values ('nflverse:rosters', now(), 'running')",
    );
    const base = testIngestContext(short.db, {
      env: { NFL_DATA_DIR: shortDir, CRON_SCHEDULES: NEVER, CRON_INJURIES: NEVER, CRON_MODEL: NEVER },
    });
    const messages: string[] = [];
    const scheduler = startScheduler({
      db: short.db,
      clock: base.clock,
      config: base.config,
      version: 'test',
      log: (m) => messages.push(m),
    });
    await scheduler.idle();
    const aborted = await short.db.pool.query(
      "select count(*)::int as n from provider_runs where source = 'nflverse:rosters' and status = 'aborted'",
    );
    expect(aborted.rows[0]?.n).toBe(1);
    // Another instance is running the model: the schedule job must not start a second model run.
    let release: () => void = () => {};
    let started: () => void = () => {};
    const holding = new Promise<void>((r) => (started = r));
    const held = withJobLock(short.db, 'model', () => {
      started(); // the work runs only once the lock is taken
      return new Promise<void>((r) => (release = r));
    });
    await holding;
    const modelRuns = await countRuns(short.db.orm, 'model', 'success');
    const busy = await scheduler.runNow('schedules');
    expect(busy?.map((s) => s.source)).toEqual(expect.arrayContaining(['nflverse:games']));
    expect(busy?.some((s) => s.source === 'model')).toBe(false);
    expect(await countRuns(short.db.orm, 'model', 'success')).toBe(modelRuns);
    expect(messages).toContain('model: already running elsewhere, skipped');
    release();
    await held;
    const free = await scheduler.runNow('schedules');
    expect(free?.find((s) => s.source === 'model')?.status).toBe('success');
    await scheduler.stop();
  }, 60_000);

  it('spreads the Odds API budget over the day', () => {
    const at = (hh: number) => new Date(Date.UTC(2025, 10, 23, hh));
    expect(withinPacedBudget(0, 16, at(0))).toBe(true);
    expect(withinPacedBudget(1, 16, at(0))).toBe(false);
    expect(withinPacedBudget(8, 16, at(11))).toBe(true);
    expect(withinPacedBudget(9, 16, at(11))).toBe(false);
    expect(withinPacedBudget(15, 16, at(23))).toBe(true);
    expect(withinPacedBudget(16, 16, at(23))).toBe(false);
    expect(withinPacedBudget(0, 0, at(12))).toBe(false);
  });
});
