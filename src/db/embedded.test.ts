import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './client.ts';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock.ts';
import { startEmbeddedPostgres } from './embedded.ts';

const dirs: string[] = [];
const scratch = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'gg-embedded-test-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL server', () => {
  it('keeps acknowledged data across a restart', async () => {
    const dataDir = await scratch();
    const first = await startEmbeddedPostgres({ dataDir });
    const db = connectDatabase(first.url, { max: 1 });
    await db.pool.query('create table kept (note text)');
    await db.pool.query("insert into kept values ('still here')");
    const durability = await db.pool.query<{ setting: string }>(
      "select setting from pg_settings where name = 'fsync'",
    );
    expect(durability.rows[0]?.setting).toBe('on');
    await db.close();
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir });
    const again = connectDatabase(second.url, { max: 1 });
    const { rows } = await again.pool.query<{ note: string }>('select note from kept');
    expect(rows).toEqual([{ note: 'still here' }]);
    await again.close();
    await second.stop();
  });

  it('runs the app as an ordinary role, not the superuser', async () => {
    const server = await startEmbeddedPostgres({ dataDir: await scratch() });
    const db = connectDatabase(server.url, { max: 1 });
    const { rows } = await db.pool.query<{ rolsuper: boolean }>(
      'select rolsuper from pg_roles where rolname = current_user',
    );
    expect(rows[0]?.rolsuper).toBe(false);
    await db.close();
    await server.stop();
  });
});

describe('one server per data folder', () => {
  it('refuses a second server while another live process holds the folder', async () => {
    const dataDir = await scratch();
    const holder = spawn('sleep', ['30']);
    try {
      await writeFile(path.join(dataDir, 'server.lock'), JSON.stringify({ pid: holder.pid }));
      const attempt = startEmbeddedPostgres({ dataDir });
      await expect(attempt).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(attempt).rejects.toThrow(
        `Another Go Gorilla server (pid ${holder.pid}) is already using the data folder ${dataDir}. Stop it first`,
      );
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dataDir = await scratch();
    const dead = spawn('true');
    await new Promise((resolve) => dead.once('exit', resolve));
    await writeFile(path.join(dataDir, 'server.lock'), JSON.stringify({ pid: dead.pid }));
    const lock = await acquireDataDirLock(dataDir, path.join(dataDir, 'pg'));
    expect(lock.orphanPostgresPid).toBeUndefined();
    await lock.release();
  });
});
