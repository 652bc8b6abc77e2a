// One server per data folder, without starting PostgreSQL: the lock file alone (embedded.test.ts covers
// the same lock around a real server).
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    // The whole message: who holds the folder, and the two ways out.
    await expect(acquireDataDirLock(dir, pgDir)).rejects.toThrow(
      new DataDirInUseError(dir, process.pid).message,
    );
    expect(new DataDirInUseError(dir, process.pid).message).toBe(
      `Another Go Gorilla server (pid ${process.pid}) is already using the data folder ${dir}. ` +
        'Stop it first (Ctrl-C in its terminal), or set DATA_DIR to a different folder.',
    );
    await expect(acquireDataDirLock(dir, pgDir)).rejects.toMatchObject({ name: 'DataDirInUseError' });
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

  it('treats a lock whose pid is not a number as stale, even when that text names a live process', async () => {
    await writeFile(lockFile(), JSON.stringify({ pid: String(process.pid) }));
    const lock = await acquireDataDirLock(dir, pgDir);
    expect((await holder()).pid).toBe(process.pid);
    await lock.release();
  });

  it('passes on a folder it cannot write to, instead of retrying as if locked', async () => {
    const missing = path.join(dir, 'no-such-folder');
    await expect(acquireDataDirLock(missing, pgDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('gives up with a clear message when the lock keeps coming back', async () => {
    // A folder in the lock's place: creating the file always answers "exists" and it cannot be removed.
    await mkdir(lockFile());
    await expect(acquireDataDirLock(dir, pgDir)).rejects.toThrow(
      `Could not take the lock ${lockFile()}; another process keeps recreating it.`,
    );
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
    // Pid 0 is no process (signalling it would reach this whole process group).
    await writeFile(pidFile, `0\n${pgDir}\n`);
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

  it("counts another user's live process as alive, though it may not be signalled", () => {
    // What kill(pid, 0) answers for a process of another user when this server does not run as root.
    const kill = vi.spyOn(process, 'kill').mockImplementation(() => {
      throw Object.assign(new Error('kill EPERM'), { code: 'EPERM' });
    });
    try {
      expect(isAlive(4242)).toBe(true);
      expect(kill).toHaveBeenCalledWith(4242, 0);
    } finally {
      kill.mockRestore();
    }
  });
});
