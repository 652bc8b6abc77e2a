import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from './client.ts';
import { isAlive } from './data-dir-lock.ts';
import { type EmbeddedPostgres, STOP_BUDGET_MS, startEmbeddedPostgres } from './embedded.ts';
import { superviseEmbedded } from './embedded-watchdog.ts';

const dirs: string[] = [];
const servers: EmbeddedPostgres[] = [];
const start = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gg-watchdog-test-'));
  dirs.push(dataDir);
  const server = await startEmbeddedPostgres({ dataDir });
  servers.push(server);
  return server;
};
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const until = async (check: () => boolean, ms: number, what: string) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('the embedded PostgreSQL watchdog', () => {
  it('restarts a killed postmaster with crash recovery: committed rows are there, the same URL works', async () => {
    const server = await start();
    const lines: string[] = [];
    const gaveUp: Error[] = [];
    superviseEmbedded(server, { log: (m) => lines.push(m), onGiveUp: (e) => gaveUp.push(e) });
    const db = connectDatabase(server.url, { max: 2, onIdleError: () => {} });
    try {
      await db.pool.query('create table kept (note text)');
      await db.pool.query("insert into kept values ('committed before the crash')");
      const killed = server.pid as number;
      process.kill(killed, 'SIGKILL');
      await until(
        () => server.pid !== killed && lines.some((l) => l.includes('running again')),
        30_000,
        'restart',
      );
      const { rows } = await db.pool.query<{ note: string }>('select note from kept');
      expect(rows).toEqual([{ note: 'committed before the crash' }]);
      expect(lines[0]).toMatch(/exited unexpectedly \(SIGKILL\); restarting it/);
      expect(gaveUp).toEqual([]);
      expect(isAlive(killed)).toBe(false);
    } finally {
      await db.close();
    }
  });

  it('gives up after repeated failed restarts, so the process can exit non-zero', async () => {
    const server = await start();
    const gaveUp: Error[] = [];
    superviseEmbedded(server, {
      log: () => {},
      onGiveUp: (e) => gaveUp.push(e),
      maxRestarts: 2,
      backoffMs: [300, 100],
    });
    const killed = server.pid as number;
    process.kill(killed, 'SIGKILL');
    await until(() => !isAlive(killed), 5_000, 'postmaster gone');
    // Someone else takes the port before the restart: PostgreSQL cannot start there any more.
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(server.port, '127.0.0.1', resolve));
    try {
      await until(() => gaveUp.length > 0, 30_000, 'give up');
      expect(gaveUp[0]?.message).toMatch(/PostgreSQL could not be kept running: 2 restarts within 300 s/);
      expect(gaveUp[0]?.message).toMatch(/process supervisor restarts the app/);
    } finally {
      squatter.close();
    }
  });

  it('stops within its budget even when the server does not answer signals', async () => {
    const server = await start();
    const pid = server.pid as number;
    process.kill(pid, 'SIGSTOP'); // frozen: neither a fast nor an immediate shutdown can run
    const began = Date.now();
    await server.stop();
    expect(Date.now() - began).toBeLessThan(STOP_BUDGET_MS + 1_000);
    expect(isAlive(pid)).toBe(false);
  });
});
