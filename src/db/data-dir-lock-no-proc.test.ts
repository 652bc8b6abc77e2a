// The data folder lock on a system without /proc (macOS): a live pid in postmaster.pid cannot be told
// apart from an unrelated process that reused it, so the start stops and says what to do.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock.ts';

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const readFileSync = ((file: Parameters<typeof fs.readFileSync>[0], ...rest: unknown[]) => {
    if (String(file).startsWith('/proc/')) {
      throw Object.assign(new Error(`ENOENT: no such file or directory, open '${String(file)}'`), {
        code: 'ENOENT',
      });
    }
    return (fs.readFileSync as (...args: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, readFileSync, default: { ...fs, readFileSync } };
});

describe('the data folder lock without /proc', () => {
  let dir: string;
  let pgDir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gg-lock-'));
    pgDir = path.join(dir, 'pg');
    await mkdir(pgDir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('refuses to start beside a live pid it cannot identify, names it, and leaves no lock behind', async () => {
    await writeFile(path.join(pgDir, 'postmaster.pid'), `${process.pid}\n${pgDir}\n`);
    await expect(acquireDataDirLock(dir, pgDir)).rejects.toThrow(
      `A process (pid ${process.pid}) may still be serving ${pgDir}. ` +
        `Stop it, delete ${pgDir}/postmaster.pid, and retry.`,
    );
    await expect(readFile(path.join(dir, 'server.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('still starts when the pid in postmaster.pid is gone', async () => {
    await writeFile(path.join(pgDir, 'postmaster.pid'), `999999999\n${pgDir}\n`);
    const lock = await acquireDataDirLock(dir, pgDir);
    expect(lock.orphanPostgresPid).toBeUndefined();
    await lock.release();
  });
});
