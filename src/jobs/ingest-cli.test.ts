// `npm run ingest` as a person runs it: its own process, its exit code and what it prints. The
// database is a test database the CLI opens through REPLAY_DATABASE_URL, stamped as the replay of NOW
// beforehand, as a replay's own database would be.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SAMPLES, NFL_DATA, testIngestContext } from '../../tests/support/ingest.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { projectRoot } from '../db/paths.ts';
import { claimDatabase } from '../db/repositories/database-purpose.ts';
import { ingestNflverse } from './ingest/nflverse.ts';

const NOW = '2025-12-12T18:00:00Z';
const WEEK15 = path.join(API_SAMPLES, 'the-odds-api', 'v4_americanfootball_nfl_odds_2025-12-12.json');

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

describe('npm run ingest', () => {
  let database: TestDatabase;
  let dataDir: string;

  const ingest = async (...args: string[]): Promise<CliRun> => {
    const { DATABASE_URL: _live, NFL_DATA_DIR: _dir, NOW: _now, ...env } = process.env;
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.join(projectRoot(), 'src/jobs/ingest-cli.ts'), ...args, '--as-of', NOW],
        {
          cwd: projectRoot(),
          env: { ...env, REPLAY_DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        },
      );
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code?: number; stdout?: string; stderr?: string };
      if (typeof e.code !== 'number') throw error;
      return { code: e.code, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
    }
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'gg-ingest-cli-'));
    database = await createTestDatabase();
    await claimDatabase(database.db.orm, { kind: 'replay', asOf: new Date(NOW) });
    await ingestNflverse(testIngestContext(database.db, { env: { NFL_DATA_DIR: NFL_DATA }, now: NOW }), {
      kinds: ['games'],
      season: 2025,
    });
  }, 60_000);
  afterAll(async () => {
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('`odds-api --file` on the shared week-15 capture exits 0 and prints what it stored', async () => {
    const run = await ingest('odds-api', '--file', WEEK15);
    expect(run.stderr).not.toMatch(/not iterable|TypeError/);
    expect(run.code).toBe(0);
    // 668 markets in the file, 18 of them ATL @ TB's in-play prices (kicked off before the capture):
    // 650 markets of two outcomes each = 1,300 lines, all new.
    expect(run.stdout).toMatch(/\[ingest\] odds-api:file: 1300 inserted, 0 updated, 0 unchanged in /);
    expect(run.stdout).toContain(
      '[ingest]   v4_americanfootball_nfl_odds_2025-12-12.json: 30 events, 0 not in our schedule',
    );
    expect(run.stdout).toContain('[ingest]   stored: 1300 lines from 9 books, 0 player props');
    expect(run.stdout).toContain('[ingest]   left out: 18 markets updated after kickoff (in play)');
  }, 60_000);

  it('refuses an empty games file by name and exits 1 (it was "skipped", exit 0)', async () => {
    const dir = path.join(dataDir, 'empty-pack');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'games.csv'), '');
    const run = await ingest('games', '--dir', dir);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      new RegExp(
        `\\[ingest\\] nflverse:files: FAILED after [\\d.]+ s: ${path.join(dir, 'games.csv')}: empty \\(no columns, no rows\\)`,
      ),
    );
  }, 60_000);
});
