// A replay's frozen record equals the live one, pick for pick (decisions 082, 087), over the whole 2025
// season: the regular season and the playoffs, through the Super Bowl. Live: the sources are in (each
// row visible from its own known-at instant, decision 006) and the model's freeze runs on every game
// day, as the live app's five-minute ticks did. Replay: a fresh database started as of 10 February
// 2026, whose scheduler catch-up loads everything and freezes the lot in one go. A
// catch-up that froze before the injury reports were loaded (the old job order) differed in hundreds
// of picks, which the insert-only record could never correct.
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveClockAt, NFL_DATA, testHttpClient, testIngestContext } from '../../tests/support/ingest.ts';
import { faults, type StubServer, startStubServer } from '../../tests/support/stub-server.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { fixedClock } from '../core/clock.ts';
import type { Database } from '../db/client.ts';
import { ingestNflverse } from './ingest/nflverse.ts';
import { startScheduler } from './scheduler.ts';
import { freezeAndGrade, scoreModel } from './score-model.ts';

// Tuesday after the Super Bowl (SEA at NE, Sunday 8 February 2026, 6:30 pm New York = 23:30 UTC; its
// result known four hours later, decision 006).
const NOW = '2026-02-10T12:00:00Z';
const NEVER = '0 0 29 2 1'; // 29 February on a Monday: no tick during a test.

/**
 * Every decision in the record, as the public record shows it. Left out: when the row was written and
 * when its grade was (real time, and the job run that graded it: the live one grades after each result,
 * the replay all at once); the grade itself is compared.
 */
async function record(db: Database) {
  const { rows } = await db.pool.query<{ game_id: string; row: Record<string, unknown> }>(
    `select game_id, to_jsonb(p) - 'written_at' - 'graded_at' as row from predictions p
     union all
     select game_id, to_jsonb(n) - 'written_at' - 'id' as row from no_picks n
     order by game_id`,
  );
  return rows;
}

describe('a replay freezes exactly the live picks (the whole 2025 season)', () => {
  let live: TestDatabase;
  let replay: TestDatabase;
  let stub: StubServer;
  let dir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    // One season's sources: the 2025 rows of the schedule (the model warms up from week 1 and the
    // freeze needs no earlier season), the 2025 injury reports and snap counts. Built in a temp folder.
    dir = await mkdtemp(path.join(tmpdir(), 'gg-replay-'));
    const games = await readFile(path.join(NFL_DATA, 'schedules', 'nflverse_games_1999_2026.csv'), 'utf8');
    const lines = games.split('\n');
    await writeFile(
      path.join(dir, 'games.csv'),
      [lines[0], ...lines.filter((l) => l.startsWith('2025_'))].join('\n'),
    );
    await symlink(path.join(NFL_DATA, 'injuries', 'nflverse_injuries_2025.csv'), path.join(dir, 'inj.csv'));
    await symlink(
      path.join(NFL_DATA, 'player_stats', 'nflverse_snap_counts_2025.csv'),
      path.join(dir, 'snaps.csv'),
    );
    env = { NFL_DATA_DIR: dir };
    stub = await startStubServer(faults.status(500));
    [live, replay] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([live?.destroy(), replay?.destroy(), stub?.close()]);
    await rm(dir, { recursive: true, force: true });
  });

  it('freezes the same picks and no-picks, each game decided alike', async () => {
    // Live: the freeze on each game day, after its last kickoff (the live job runs every five minutes;
    // each game is decided from what was known before its own kickoff), over data loaded as the live
    // app had it: every row visible from its own known-at instant. Only the job's freeze and grading
    // (freezeAndGrade) run on the game days: its report and precomputed weeks write tables the freeze
    // never reads, and were four fifths of each run's time (decision 087).
    const load = testIngestContext(live.db, { clock: liveClockAt(NOW), env });
    await ingestNflverse(load, { kinds: ['games', 'snap_counts', 'injuries'] });
    const { rows: days } = await live.db.pool.query<{ at: Date }>(
      `select max(kickoff) as at from games where kickoff <= $1
       group by (kickoff at time zone 'America/New_York')::date order by 1`,
      [NOW],
    );
    // The schedule file's distinct 2025 game dates (New York), the Super Bowl's included, counted with
    // awk: 64.
    expect(days).toHaveLength(64);
    // One model thread for the 64 days (keepWorker): production retires it after each run to let its
    // heap go, and a thread's start (1.5–2 s on the loaded box) was most of this loop's time
    // (decision 125). The picks are the same: each run is the same pure walk-forward, whatever thread.
    for (const d of days) await freezeAndGrade(load, d.at, undefined, { keepWorker: true });
    // ...and the whole job once at NOW: the live job kept ticking, and graded the Super Bowl at 03:30.
    const run = await scoreModel(testIngestContext(live.db, { clock: liveClockAt(NOW), env }));
    expect(run.status, run.error).toBe('success');

    // Replay: a fresh start as of NOW; its catch-up does everything.
    const ctx = testIngestContext(replay.db, {
      env: { ...env, CRON_SCHEDULES: NEVER, CRON_INJURIES: NEVER, CRON_MODEL: NEVER, CRON_ALERTS: NEVER },
      config: {
        nflverseBaseUrl: stub.url,
        elo538Url: `${stub.url}/elo.csv`,
        playerIdsUrl: `${stub.url}/ids.csv`,
      },
    });
    const scheduler = startScheduler({
      db: replay.db,
      clock: fixedClock(new Date(NOW)),
      config: ctx.config,
      version: 'test',
      log: () => {},
      http: testHttpClient(),
    });
    await scheduler.idle();
    await scheduler.stop();

    const [liveRecord, replayRecord] = await Promise.all([record(live.db), record(replay.db)]);
    // The 2025 season: 285 games (the schedule file's rows with season 2025, counted with grep: 272 of
    // the regular season and 13 playoff games), each decided once.
    expect(liveRecord.map((r) => r.game_id)).toHaveLength(285);
    expect(liveRecord.filter((r) => r.game_id.startsWith('2025_22_')).map((r) => r.game_id)).toEqual([
      '2025_22_SEA_NE',
    ]);
    const differing = replayRecord.filter((r, i) => JSON.stringify(r) !== JSON.stringify(liveRecord[i]));
    expect(differing.map((r) => r.game_id)).toEqual([]);
    expect(replayRecord).toEqual(liveRecord);
    // The injury reports were read: a record frozen without them would not show who was out (the
    // recovery reason reads "G Will Hernandez out (knee): impact 51, moderate; …").
    const { rows } = await replay.db.pool.query<{ n: number }>(
      `select count(*)::int as n from predictions where details::text like '% out (%'`,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
  }, 600_000);
});
