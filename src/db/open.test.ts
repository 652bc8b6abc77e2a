// Which database a process opens, and the stamp that keeps a replay and the live app apart
// (docs/decisions/015-replay-isolation.md).
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { openDatabase, replayDataDir } from './open.ts';
import { databasePurpose } from './repositories/database-purpose.ts';

const NOW = new Date('2025-11-19T12:00:00Z');
const quiet = { poolMax: 2, log: () => {} };

describe('opening the database: live or a replay, never one for the other', () => {
  const databases: TestDatabase[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of databases) await d.destroy();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  const fresh = async () => {
    const d = await createTestDatabase();
    databases.push(d);
    return d;
  };

  it('gives a replay its own database and refuses every mix-up with a clear message', async () => {
    const [live, replay, other] = [await fresh(), await fresh(), await fresh()];
    const opened = await openDatabase({
      ...quiet,
      databaseUrl: live.url,
      replayDatabaseUrl: replay.url,
      replayAt: NOW,
      dataDir: '/nonexistent',
    });
    const { rows } = await opened.db.pool.query<{ name: string }>('select current_database() as name');
    expect(rows[0]?.name).toBe(replay.name);
    expect(opened.purpose).toEqual({ kind: 'replay', asOf: NOW });
    await opened.close();
    expect(await databasePurpose(replay.db.orm)).toEqual({ kind: 'replay', asOf: NOW });
    // The live database was not touched, not even stamped.
    expect(await databasePurpose(live.db.orm)).toBeUndefined();

    const liveOpened = await openDatabase({ ...quiet, databaseUrl: live.url, dataDir: '/nonexistent' });
    await liveOpened.close();
    expect(await databasePurpose(live.db.orm)).toEqual({ kind: 'live' });

    // A live start on the replay's database, a replay on the live one, a replay of another instant.
    await expect(openDatabase({ ...quiet, databaseUrl: replay.url, dataDir: '/x' })).rejects.toThrow(
      /as the live app's data: it holds a replay as of 2025-11-19T12:00:00\.000Z\. Set NOW=2025-11-19T12:00:00\.000Z/,
    );
    await expect(
      openDatabase({
        ...quiet,
        databaseUrl: undefined,
        replayDatabaseUrl: live.url,
        replayAt: NOW,
        dataDir: '/x',
      }),
    ).rejects.toThrow(/it holds the live app's data\. A replay never writes into the live database/);
    await expect(
      openDatabase({
        ...quiet,
        databaseUrl: undefined,
        replayDatabaseUrl: replay.url,
        replayAt: new Date('2024-11-20T12:00:00Z'),
        dataDir: '/x',
      }),
    ).rejects.toThrow(/it holds a replay as of 2025-11-19T12:00:00\.000Z/);
    // With an external live database a replay must be given a database of its own.
    await expect(
      openDatabase({ ...quiet, databaseUrl: other.url, replayAt: NOW, dataDir: '/x' }),
    ).rejects.toThrow(/set REPLAY_DATABASE_URL/);
    expect(await databasePurpose(other.db.orm)).toBeUndefined();
  });

  it('never lets a replay adopt a database that already holds data', async () => {
    const used = await fresh();
    await used.db.pool.query(
      "insert into provider_runs (source, started_at, status) values ('nflverse:games', now(), 'success')",
    );
    await expect(
      openDatabase({
        ...quiet,
        databaseUrl: undefined,
        replayDatabaseUrl: used.url,
        replayAt: NOW,
        dataDir: '/x',
      }),
    ).rejects.toThrow(/already holds data .* taken to be the live app's/);
  });

  it('embedded: a replay runs its own PostgreSQL under DATA_DIR/replays, side by side with the live one', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'gg-open-test-'));
    dirs.push(dataDir);
    const replay = await openDatabase({ ...quiet, databaseUrl: undefined, replayAt: NOW, dataDir });
    const live = await openDatabase({ ...quiet, databaseUrl: undefined, dataDir });
    try {
      expect(replayDataDir(dataDir, NOW)).toBe(path.join(dataDir, 'replays', '2025-11-19T12-00-00.000Z'));
      expect((await stat(path.join(replayDataDir(dataDir, NOW), 'pg', 'PG_VERSION'))).isFile()).toBe(true);
      expect((await stat(path.join(dataDir, 'pg', 'PG_VERSION'))).isFile()).toBe(true);
      expect(await databasePurpose(replay.db.orm)).toEqual({ kind: 'replay', asOf: NOW });
      expect(await databasePurpose(live.db.orm)).toEqual({ kind: 'live' });
      const port = async (o: typeof live) =>
        (
          await o.db.pool.query<{ port: string }>(
            "select setting as port from pg_settings where name = 'port'",
          )
        ).rows[0]?.port;
      expect(await port(replay)).not.toBe(await port(live));
    } finally {
      await replay.close();
      await live.close();
    }
  }, 120_000);
});
