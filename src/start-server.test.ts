// A replay and a live run of the whole server (database, jobs, API) against one PostgreSQL server:
// nothing the replay writes reaches the live database, and nothing the live app recorded reaches the
// replay's pages (docs/decisions/015-replay-isolation.md).
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFL_DATA } from '../tests/support/ingest.ts';
import { createTestDatabase, type TestDatabase } from '../tests/support/test-db.ts';
import { parseEnv } from './core/config/env.ts';
import type { DataStatusResponse } from './shared/api/data-status.ts';
import { startServer } from './start-server.ts';

const NOW = '2025-11-19T12:00:00Z';
const NEVER = '0 0 29 2 1'; // no cron tick during the test: only the start-up catch-up runs

/** An offline data folder with the 2024–2026 part of the real schedule (written here, never in the repo). */
async function scheduleFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'gg-start-'));
  const text = await readFile(path.join(NFL_DATA, 'schedules', 'nflverse_games_1999_2026.csv'), 'utf8');
  const [header, ...rows] = text.trimEnd().split('\n');
  const recent = rows.filter((r) => /^20(24|25|26)_/.test(r));
  await writeFile(path.join(dir, 'games.csv'), `${[header, ...recent].join('\n')}\n`);
  return dir;
}

describe('a replay and a live start on one database server', () => {
  let live: TestDatabase;
  let replay: TestDatabase;
  let dir: string;
  const env = (extra: Record<string, string>) =>
    parseEnv({
      LOG_LEVEL: 'silent',
      PORT: '0',
      NFL_DATA_DIR: dir,
      CRON_SCHEDULES: NEVER,
      CRON_INJURIES: NEVER,
      CRON_MODEL: NEVER,
      ...extra,
    });
  const start = async (extra: Record<string, string>) => {
    const server = await startServer(env(extra), { log: () => {} });
    await server.scheduler.idle();
    return server;
  };
  const rows = async (db: TestDatabase, query: string) => (await db.db.pool.query(query)).rows;
  const count = async (db: TestDatabase, query: string) => Number((await rows(db, query))[0]?.n);

  beforeAll(async () => {
    dir = await scheduleFolder();
    [live, replay] = [await createTestDatabase(), await createTestDatabase()];
  });
  afterAll(async () => {
    await live.destroy();
    await replay.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('a replay writes only into its own database; the live one stays empty', async () => {
    const server = await start({ DATABASE_URL: live.url, REPLAY_DATABASE_URL: replay.url, NOW });
    await server.close();
    // The replay did its work: runs, games, picks and a record, all as of its instant.
    expect(
      await count(replay, `select count(*) as n from provider_runs where started_at = '${NOW}'`),
    ).toBeGreaterThan(0);
    expect(await count(replay, 'select count(*) as n from games')).toBe(285 + 285 + 272);
    expect(await count(replay, 'select count(*) as n from predictions')).toBeGreaterThan(0);
    expect(await count(replay, `select count(*) as n from model_reports where as_of = '${NOW}'`)).toBe(1);
    for (const table of [
      'provider_runs',
      'games',
      'odds_snapshots',
      'predictions',
      'no_picks',
      'model_reports',
      'settings',
    ]) {
      expect(await count(live, `select count(*) as n from ${table}`), table).toBe(0);
    }
  }, 120_000);

  it('a live start after it sees no row the replay wrote, and refuses the replay database', async () => {
    const server = await start({ DATABASE_URL: live.url, REPLAY_DATABASE_URL: replay.url });
    await server.close();
    expect(await count(live, 'select count(*) as n from provider_runs')).toBeGreaterThan(0);
    expect(await count(live, `select count(*) as n from provider_runs where started_at = '${NOW}'`)).toBe(0);
    expect(await count(live, `select count(*) as n from model_reports where as_of = '${NOW}'`)).toBe(0);
    expect(await count(live, `select count(*) as n from odds_snapshots where captured_at = '${NOW}'`)).toBe(
      0,
    );
    expect(
      await count(
        live,
        `select count(*) as n from predictions where written_at < (select min(started_at) from provider_runs)`,
      ),
    ).toBe(0);
    await expect(start({ DATABASE_URL: replay.url })).rejects.toThrow(/it holds a replay as of 2025-11-19/);
    await expect(start({ REPLAY_DATABASE_URL: live.url, NOW })).rejects.toThrow(
      /it holds the live app's data/,
    );
  }, 120_000);

  it("a replay's status page shows only its own runs, never a later live failure", async () => {
    // A later online run of the live app failed on Sleeper "just now".
    await live.db.pool.query(
      "insert into provider_runs (source, started_at, finished_at, status, error) values ('sleeper', now(), now(), 'failed', 'HTTP 503')",
    );
    const server = await start({ DATABASE_URL: live.url, REPLAY_DATABASE_URL: replay.url, NOW });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/api/data-status' });
      const body = res.json() as DataStatusResponse;
      expect(body.now).toBe('2025-11-19T12:00:00.000Z');
      const sleeper = body.sources.find((s) => s.source === 'sleeper');
      expect(sleeper).toMatchObject({
        state: 'off',
        offReason: 'Off in replay mode: a live API describes the present, not the replayed instant.',
        lastFailureAt: null,
        lastError: null,
      });
      for (const s of body.sources) {
        if (s.lastSuccessAt) expect(Date.parse(s.lastSuccessAt)).toBeLessThanOrEqual(Date.parse(NOW));
        if (s.lastFailureAt) expect(Date.parse(s.lastFailureAt)).toBeLessThanOrEqual(Date.parse(NOW));
      }
      expect(body.sources.find((s) => s.source === 'nflverse:games')).toMatchObject({ state: 'ok' });
    } finally {
      await server.close();
    }
  }, 120_000);
});
