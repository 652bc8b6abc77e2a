// The model job off the server's thread (decision 128, issue 20 item 1): while it loads every game
// since 1999, freezes, grades and rebuilds the record, the event loop stays free and a contributor's
// pick lock is answered, not shed; what the job writes is what the same steps write on this thread.
// The contributor-picks file's data (the 2025 schedule loaded on 1 March 2026, the Odds API capture
// of Friday 12 December 2025), cloned from the run's one load, replayed at 18:00 UTC that day.

import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../tests/support/accounts.ts';
import { API_SAMPLES, NFL_DATA, testIngestContext } from '../../tests/support/ingest.ts';
import { replayClock } from '../../tests/support/manual-clock.ts';
import { packDatabase } from '../../tests/support/pack-fixtures.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import type { TestDatabase } from '../../tests/support/test-db.ts';
import { stopModelWorker } from '../core/model/model-task.ts';
import type { Database } from '../db/client.ts';
import { GamesResponse } from '../shared/api/games.ts';
import { finishedSbrWorkbooks } from './providers/sbr/sbr-workbook.ts';
import { runModelJob, scoreModel } from './score-model.ts';

const NOW = '2025-12-12T18:00:00Z';
const LOAD = {
  kinds: ['games'] as const,
  at: '2026-03-01T00:00:00Z',
  odds: [
    { file: path.join(API_SAMPLES, 'the-odds-api', 'v4_americanfootball_nfl_odds_2025-12-12.json'), at: NOW },
  ],
};
const GAME = '2025_15_ARI_HOU';

/**
 * The longest the server's event loop may be held while the model job runs. Measured on the shared
 * 2-core box with this data (decision 128, load average ~20): the same steps on the server's thread
 * held it for 969 ms at once; on the job's thread no turn took over 150 ms. Load shedding refuses at
 * 1,000 ms.
 */
const MAX_LOOP_DELAY_MS = 500;

/** What the job writes, as a digest per table, without the columns stamped with the wall clock. */
async function written(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of ['predictions', 'no_picks', 'model_reports', 'capture_picks', 'week_pick_cache']) {
    const { rows } = await db.pool.query<{ digest: string; n: string }>(
      `select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest, count(*) as n
       from (select to_jsonb(t) - 'written_at' - 'computed_at' as r from ${table} t) s`,
    );
    out[table] = `${rows[0]?.n}:${rows[0]?.digest}`;
  }
  return out;
}

describe('the model job, on a thread of its own', () => {
  let t: TestApp;
  let inline: TestDatabase;
  const clock = replayClock(NOW);

  beforeAll(async () => {
    [t, inline] = await Promise.all([
      packDatabase(LOAD).then((database) => createTestApp({ clock, database })),
      packDatabase(LOAD),
    ]);
  }, 240_000);
  afterAll(async () => {
    await stopModelWorker();
    await Promise.all([t.close(), inline.destroy()]);
  });

  it('leaves the event loop free: a pick locked meanwhile is answered 201, and the job writes what it wrote on this thread', async () => {
    const ann = await signedInBrowser(t, 'ann@example.com');
    const games = await t.app.inject({ method: 'GET', url: '/api/games?season=2025&week=15' });
    const moneyline = GamesResponse.parse(games.json()).games.find((g) => g.id === GAME)?.odds.moneyline;
    if (!moneyline) throw new Error(`${GAME}: expected a captured moneyline`);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let jobDone = false;
    const job = scoreModel(
      testIngestContext(t.database.db, { now: NOW, env: { NFL_DATA_DIR: NFL_DATA } }),
    ).finally(() => {
      jobDone = true;
    });
    // Once the job is reading the games (its pool is open), a contributor locks a pick.
    await expect
      .poll(
        async () =>
          (
            await t.database.db.pool.query(
              "select count(*)::int as n from pg_stat_activity where application_name = 'go-gorilla-model-job'",
            )
          ).rows[0].n,
        { timeout: 60_000, interval: 50 },
      )
      .toBeGreaterThan(0);
    const lock = await ann.post('/api/picks', {
      gameId: GAME,
      market: 'moneyline',
      selection: 'home',
      line: null,
      price: moneyline.homePrice,
    });
    const lockedDuringJob = !jobDone;
    const summary = await job;
    delay.disable();

    expect(lock.statusCode, lock.body).toBe(201);
    expect(lockedDuringJob).toBe(true);
    const heldMs = delay.max / 1e6;

    // The same steps on this thread, on a second clone of the same data, as of the same instant.
    expect(summary.status).toBe('success');
    // The job's thread parsed the pack's fifteen SBR workbooks (2007-08 to 2021-22) for the record at
    // the open and handed them back (decision 158): the run below reads them from here, not again.
    const lines = path.join(NFL_DATA, 'lines');
    expect(finishedSbrWorkbooks().filter((w) => path.dirname(w.file) === lines)).toHaveLength(15);
    const here = await runModelJob(inline.db, new Date(NOW), {
      freezeLineMaxAgeMs: testIngestContext(inline.db).config.freezeLineMaxAgeMs,
      nflDataDir: NFL_DATA,
    });
    expect(summary.details).toEqual(here.details);
    expect((summary.details as { frozen: number }).frozen).toBeGreaterThan(6000);
    expect(await written(t.database.db)).toEqual(await written(inline.db));
    expect(heldMs, `event loop held for ${heldMs.toFixed(0)} ms`).toBeLessThan(MAX_LOOP_DELAY_MS);
  }, 600_000);
});
