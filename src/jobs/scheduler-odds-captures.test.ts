// An offline or replay start with ODDS_API_CAPTURES_DIR loads the saved Odds API answers and computes
// alerts, calling no live API.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SAMPLES, testIngestContext } from '../../tests/support/ingest.ts';
import { packDatabase } from '../../tests/support/pack-fixtures.ts';
import { faults, type StubServer, startStubServer } from '../../tests/support/stub-server.ts';
import type { TestDatabase } from '../../tests/support/test-db.ts';
import { type CatchUpTracker, catchUpTracker } from '../core/catch-up.ts';
import { fixedClock } from '../core/clock.ts';
import { countRuns } from '../db/repositories/provider-runs.ts';
import { startScheduler } from './scheduler.ts';

const NEVER = '0 0 29 2 1';

describe('scheduler with saved Odds API captures', () => {
  let database: TestDatabase;
  let stub: StubServer;
  beforeAll(async () => {
    // 2025's schedule loaded on 12 December 2025 at 18:00 UTC: a clone of the run's one load
    // (tests/support/pack-fixtures.ts).
    database = await packDatabase({ kinds: ['games'], season: 2025, at: '2025-12-12T18:00:00Z' });
    stub = await startStubServer(faults.status(500));
  }, 60_000);
  afterAll(async () => {
    await stub.close();
    await database.destroy();
  });

  it('replay at 12 Dec 2025 18:00: the captures job loads the week-15 answer and the alerts job runs', async () => {
    const base = testIngestContext(database.db, {
      env: {
        ODDS_API_CAPTURES_DIR: path.join(API_SAMPLES, 'the-odds-api'),
        CRON_SCHEDULES: NEVER,
        CRON_INJURIES: NEVER,
        // Every second: a tick during the catch-up would run the whole model job before the captures
        // are loaded (decision 134: no tick acts until the catch-up is done).
        CRON_MODEL: '* * * * * *',
        CRON_ODDS: NEVER,
        CRON_ALERTS: NEVER,
      },
      config: {
        nflverseBaseUrl: stub.url,
        elo538Url: `${stub.url}/elo.csv`,
        playerIdsUrl: `${stub.url}/ids.csv`,
      },
    });
    // Where the catch-up said it was, in order (decision 134): what the record's answers showed.
    const moves: string[] = [];
    const tracker = catchUpTracker({ step: 'loads', weekReady: false });
    const catchUp: CatchUpTracker = {
      state: tracker.state,
      move: (step, weekReady) => {
        moves.push(`${step}${weekReady ? ' (week ready)' : ''}`);
        tracker.move(step, weekReady);
      },
      done: () => {
        moves.push('done');
        tracker.done();
      },
    };
    const scheduler = startScheduler({
      db: database.db,
      clock: fixedClock(new Date('2025-12-12T18:00:00Z')),
      config: base.config,
      version: 'test',
      log: () => {},
      catchUp,
    });
    expect(scheduler.jobs).toEqual([
      'schedules',
      'elo538',
      'model',
      'injuries',
      'odds-captures',
      'alerts',
      'weekly-recaps',
    ]);
    await scheduler.idle();
    await scheduler.stop();
    const books = await database.db.orm.execute<{ n: number }>(
      sql`select count(distinct book)::int as n from odds_snapshots where source = 'odds-api' and game_id = '2025_15_ARI_HOU'`,
    );
    expect(books.rows[0]?.n).toBe(9);
    expect(await countRuns(database.db.orm, 'odds-api:file', 'success')).toBe(1);
    // The captures load before the alerts are computed (catch-up runs in job order).
    const runs = await database.db.orm.execute<{ source: string }>(
      sql`select source from provider_runs where source in ('odds-api:file', 'alerts') order by started_at, id`,
    );
    expect(runs.rows.map((r) => r.source)).toEqual(['odds-api:file', 'alerts']);
    // A replay decides its current week once the model's inputs are in, before 538's file and the
    // whole model job (decision 134); the captures are one of those inputs. The model's tick (every
    // second here) ran nothing before: later model runs, after the catch-up, are its own.
    const order = await database.db.orm.execute<{ source: string; first: boolean | null }>(
      sql`select source, (details->>'firstWeek')::boolean as first from provider_runs
          where source in ('odds-api:file', 'model', 'fivethirtyeight:elo') order by started_at, id`,
    );
    expect(order.rows.slice(0, 4)).toEqual([
      { source: 'odds-api:file', first: null },
      { source: 'model', first: true },
      { source: 'fivethirtyeight:elo', first: null },
      { source: 'model', first: null },
    ]);
    // The record said "computing" through the loads and the week's decision, the week was ready once
    // decided, and the record whole once the whole model job had run; the alerts were being found until
    // the alerts job had run (decision 150), then nothing computing (once more at the very end).
    expect(moves).toEqual([
      'loads',
      'current week',
      'record (week ready)',
      'alerts (week ready)',
      'done',
      'done',
    ]);
    expect(tracker.state()).toBeUndefined();
    // Only the data pack's own stub was touched (the nflverse downloads failing): no odds or weather API.
    expect(stub.requests.every((r) => !r.includes('odds') && !r.includes('forecast'))).toBe(true);
  }, 120_000);
});
