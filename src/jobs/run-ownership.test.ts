// A killed ingest must not stay "running" for ever: at start a process marks as aborted the running
// runs of processes that are gone, and leaves alone those of another instance that is still working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { fixedClock } from '../core/clock.ts';
import { connectDatabase } from '../db/client.ts';
import { holdRunOwnerLock } from './advisory-lock.ts';
import { takeRunOwnership } from './run-ownership.ts';
import { recordRun } from './run-recorder.ts';

describe('runs left "running" by a process that died', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());
  const statusOf = async (source: string) =>
    (
      await database.db.pool.query<{ status: string; error: string | null }>(
        'select status, error from provider_runs where source = $1',
        [source],
      )
    ).rows[0];

  it('are aborted at the next start; a live instance’s run keeps running', async () => {
    const clock = fixedClock(new Date('2026-11-23T10:00:00Z'));
    // Two other "processes", each with its own connection pool: one is killed mid-ingest, one works on.
    const killed = connectDatabase(database.url, {
      max: 2,
      applicationName: 'gg-killed-process',
      onIdleError: () => {},
    });
    const working = connectDatabase(database.url, { max: 2 });
    const killedOwner = await holdRunOwnerLock(killed, () => {});
    const workingOwner = await holdRunOwnerLock(working);
    const finishers = new Map<string, () => void>();
    const ctx = (db: typeof killed, owner: number) => ({ db, clock, runOwner: owner });
    const hanging = (db: typeof killed, owner: number, source: string) =>
      recordRun(
        ctx(db, owner),
        source,
        () =>
          new Promise((resolve) => {
            finishers.set(source, () => resolve({ counts: { inserted: 0, updated: 0, unchanged: 0 } }));
          }),
      );
    void hanging(killed, killedOwner.key, 'nflverse:games').catch(() => {});
    const stillWorking = hanging(working, workingOwner.key, 'espn');
    // Both runs are recorded and under way.
    while (finishers.size < 2) await new Promise((r) => setTimeout(r, 20));
    // Rows from before owners were recorded have none: no process can still be running them.
    await database.db.pool.query(
      "insert into provider_runs (source, started_at, status) values ('sleeper', '2026-11-01T00:00:00Z', 'running')",
    );
    // kill -9: its sessions end, and their locks with them.
    await database.db.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'gg-killed-process'",
    );
    expect((await statusOf('nflverse:games'))?.status).toBe('running');

    const messages: string[] = [];
    const mine = await takeRunOwnership(database.db, clock, (m) => messages.push(m));
    expect(await statusOf('nflverse:games')).toEqual({
      status: 'aborted',
      error: 'The process running it stopped before it finished (noticed at 2026-11-23T10:00:00.000Z).',
    });
    expect((await statusOf('sleeper'))?.status).toBe('aborted');
    expect((await statusOf('espn'))?.status).toBe('running');
    expect(messages).toEqual([
      expect.stringMatching(/^1 run\(s\) left "running" by a stopped process marked as aborted$/),
      expect.stringMatching(/^1 run\(s\) left "running" by a stopped process marked as aborted$/),
    ]);
    finishers.get('espn')?.();
    expect((await stillWorking).status).toBe('success');
    expect((await statusOf('espn'))?.status).toBe('success');
    await mine.release();
    await workingOwner.release();
    await working.close();
  });
});
