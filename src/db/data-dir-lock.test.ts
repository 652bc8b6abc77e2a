// One server per data folder, without starting PostgreSQL: the lock file alone (embedded.test.ts covers
// the same lock around a real server).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, isAlive } from './data-dir-lock.ts';

/** A pid that belonged to a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid as number;
}

describe('the data folder lock', () => {
  let dir: string;
  let pgDir: string;
  const lockFile = () => path.join(dir, 'server.lock');
  const holder = async () =>
    JSON.parse(await readFile(lockFile(), 'utf8')) as { pid: number; startedAt: string };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gg-lock-'));
    pgDir = path.join(dir, 'pg');
    await mkdir(pgDir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('records this process as the holder, and release removes the lock', async () => {
    const lock = await acquireDataDirLock(dir, pgDir);
    expect((await holder()).pid).toBe(process.pid);
    expect(Date.parse((await holder()).startedAt)).not.toBeNaN();
    expect(lock.orphanPostgresPid).toBeUndefined();
    await lock.release();
    await expect(readFile(lockFile())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a second server while the holder lives, naming it and the folder', async () => {
    const lock = await acquireDataDirLock(dir, pgDir);
    const second = acquireDataDirLock(dir, pgDir);
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(acquireDataDirLock(dir, pgDir)).rejects.toThrow(
      `Another Go Gorilla server (pid ${process.pid}) is already using the data folder ${dir}.`,
    );
    // The refused attempt leaves the holder's lock alone.
    expect((await holder()).pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over the lock of a process that died, or of an unreadable lock file', async () => {
    await writeFile(lockFile(), JSON.stringify({ pid: await deadPid() }));
    const lock = await acquireDataDirLock(dir, pgDir);
    expect((await holder()).pid).toBe(process.pid);
    await lock.release();
    await writeFile(lockFile(), 'not json');
    const again = await acquireDataDirLock(dir, pgDir);
    expect((await holder()).pid).toBe(process.pid);
    await again.release();
  });

  it('never removes a lock that another process took after ours', async () => {
    const lock = await acquireDataDirLock(dir, pgDir);
    await writeFile(lockFile(), JSON.stringify({ pid: process.ppid }));
    await lock.release();
    expect((await holder()).pid).toBe(process.ppid);
  });

  it('reports a live PostgreSQL left on the folder, and ignores a dead or unrelated pid', async () => {
    const pidFile = path.join(pgDir, 'postmaster.pid');
    await writeFile(pidFile, `${await deadPid()}\n${pgDir}\n`);
    let lock = await acquireDataDirLock(dir, pgDir);
    expect(lock.orphanPostgresPid).toBeUndefined();
    await lock.release();
    // A live process that is not postgres (this test runner): pid reuse, not our orphan.
    await writeFile(pidFile, `${process.pid}\n${pgDir}\n`);
    lock = await acquireDataDirLock(dir, pgDir);
    expect(lock.orphanPostgresPid).toBeUndefined();
    await lock.release();
    // A live process whose command line names postgres.
    const fake = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)', 'postgres']);
    await new Promise((resolve) => fake.on('spawn', resolve));
    try {
      await writeFile(pidFile, `${fake.pid}\n${pgDir}\n`);
      lock = await acquireDataDirLock(dir, pgDir);
      expect(lock.orphanPostgresPid).toBe(fake.pid);
      await lock.release();
    } finally {
      fake.kill();
    }
  });

  it('tells live pids from dead ones', async () => {
    expect(isAlive(process.pid)).toBe(true);
    expect(isAlive(await deadPid())).toBe(false);
  });
});
