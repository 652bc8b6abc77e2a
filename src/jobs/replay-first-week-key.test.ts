// A replay's current week, precomputed by the catch-up's first part, stays the week served while the
// second part runs (decision 146): the precomputed picks are keyed on the model's own inputs, so the
// loads that follow them (the player pages, 2026's rosters — a season after the replay's —, the DFS
// exports, 538's archive) and the jobs after them (the whole model job, the props, the alerts) leave the
// key, and the week is not computed again. What is served early must be what the finished catch-up
// serves, and what a database that never took the shortcut computes from scratch after the same loads.
// The 2025 schedule, snap counts and injury reports replayed at Friday 12 December 2025, 18:00 UTC (week
// 15: Thursday's Falcons at Buccaneers played, fifteen games to come).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFL_DATA, testIngestContext } from '../../tests/support/ingest.ts';
import { packDatabase } from '../../tests/support/pack-fixtures.ts';
import type { TestDatabase } from '../../tests/support/test-db.ts';
import { weekPredictions } from '../core/model/week-predictions.ts';
import { modelInputsKey } from '../db/repositories/week-pick-cache.ts';
import { DATA_SOURCES } from '../shared/data-sources.ts';
import { ingestDfsFolder } from './ingest/dfs-folder.ts';
import { ingestElo538 } from './ingest/elo538.ts';
import { ingestNflverse } from './ingest/nflverse.ts';
import type { RunSummary } from './run-recorder.ts';
import { OTHER_KINDS } from './scheduler.ts';
import { scoreAlerts } from './score-alerts.ts';
import { scoreModel } from './score-model.ts';
import { scoreProps } from './score-props.ts';

const NOW = '2025-12-12T18:00:00Z';
/** The catch-up's first part: every model input of the pack (scheduler.ts, MODEL_KINDS and the injuries). */
const FIRST_PART = { kinds: ['games', 'snap_counts', 'injuries'], season: 2025, at: NOW } as const;

/** The model's tables, each as one digest of its rows: what loadModelGames reads. */
const MODEL_TABLES = ['games', 'odds_snapshots', 'weather_snapshots', 'injuries', 'snap_counts'];

describe('a replay’s first week is keyed on the model’s own inputs', () => {
  let early: TestDatabase;
  let scratch: TestDatabase;
  beforeAll(async () => {
    [early, scratch] = await Promise.all([packDatabase(FIRST_PART), packDatabase(FIRST_PART)]);
  }, 120_000);
  afterAll(() => Promise.all([early?.destroy(), scratch?.destroy()]));

  const ctx = (t: TestDatabase) => testIngestContext(t.db, { now: NOW, env: { NFL_DATA_DIR: NFL_DATA } });
  /** Week 15 as Weekly Picks reads it, as text: the bytes compared. */
  const week15 = async (t: TestDatabase) =>
    JSON.stringify(
      await weekPredictions(t.db.orm, 2025, 15, new Date(NOW), ctx(t).config.freezeLineMaxAgeMs),
    );
  const inputsKey = (t: TestDatabase) => modelInputsKey(t.db.orm, new Date(NOW));
  const storedWeeks = async (t: TestDatabase) =>
    (
      await t.db.orm.execute<{ n: number }>(
        sql`select count(*)::int as n from week_pick_cache where season = 2025 and week = 15`,
      )
    ).rows[0]?.n;
  const tables = async (t: TestDatabase) =>
    Promise.all(
      MODEL_TABLES.map(
        async (table) =>
          (
            await t.db.orm.execute<{ digest: string }>(
              sql`select count(*) || ':' || coalesce(md5(string_agg(to_jsonb(x)::text, ',' order by to_jsonb(x)::text)), '') as digest
                  from ${sql.identifier(table)} x`,
            )
          ).rows[0]?.digest,
      ),
    );
  /** The catch-up's second part: the loads no pick reads, then the compute jobs. */
  const secondPart = async (t: TestDatabase): Promise<RunSummary[]> => [
    ...(await ingestNflverse(ctx(t), { kinds: [...OTHER_KINDS], season: 2025 })),
    ...(await ingestNflverse(ctx(t), { kinds: ['rosters'], season: 2026 })),
    ...(await ingestDfsFolder(ctx(t))),
    await ingestElo538(ctx(t)),
  ];
  const computeJobs = async (t: TestDatabase): Promise<RunSummary[]> => [
    await scoreModel(ctx(t)),
    await scoreProps(ctx(t)),
    await scoreAlerts(ctx(t)),
  ];
  /**
   * Every run succeeded but the 2015 FanDuel export's, which finds no 2015 schedule in this database: a
   * failed run, which would count toward the key were its source a model input. The loads wrote rows:
   * a second part that changed nothing would prove nothing about the key.
   */
  const expectRuns = (runs: RunSummary[], failed: string[]) => {
    expect(runs.filter((r) => r.status !== 'success').map((r) => r.source)).toEqual(failed);
    expect(runs.reduce((n, r) => n + r.counts.inserted, 0)).toBeGreaterThan(0);
  };

  it('serves the early week byte for byte after the rest of the catch-up, without computing it again', async () => {
    const first = await scoreModel(ctx(early), 'current week');
    expect(first.status, first.error).toBe('success');
    expect(first.details).toMatchObject({ frozen: 1, precomputedWeeks: 2 });
    const served = await week15(early);
    // 16 games: Thursday's locked pick and fifteen provisional ones.
    const picks = (JSON.parse(served) as { predictions: { status: string }[] }).predictions;
    expect(picks.map((p) => p.status).sort()).toEqual(['locked', ...Array(15).fill('provisional')]);
    const key = await inputsKey(early);
    const inputs = await tables(early);

    expectRuns(await secondPart(early), ['dfs-salaries']);
    // Nothing the model reads was written, so the key stays and the week is the one precomputed.
    expect(await tables(early)).toEqual(inputs);
    expect(await inputsKey(early)).toBe(key);
    expect(await week15(early)).toBe(served);

    expectRuns(await computeJobs(early), []);
    expect(await inputsKey(early)).toBe(key);
    expect(await week15(early)).toBe(served);
    // One computation of the week, the first part's: none on request, none by the whole job.
    expect(await storedWeeks(early)).toBe(1);

    // A database that loads the same and runs the model once, whole, serves the same bytes.
    expectRuns(await secondPart(scratch), ['dfs-salaries']);
    expectRuns(await computeJobs(scratch), []);
    expect(await tables(scratch)).toEqual(inputs);
    expect(await week15(scratch)).toBe(served);
  }, 300_000);

  it('counts a run toward the key exactly when its source writes what the model reads', () => {
    // The loads of the catch-up's second part and our own jobs' outputs; every other source is an input.
    expect(DATA_SOURCES.filter((s) => !s.modelInput).map((s) => s.id)).toEqual([
      'nflverse:player_ids',
      'nflverse:rosters',
      'nflverse:player_week_stats',
      'nflverse:player_season_stats',
      'nflverse:team_week_stats',
      'nflverse:team_season_stats',
      'dfs-salaries',
      'fivethirtyeight:elo',
      'model',
      'alerts',
      'props',
      'weekly-recaps',
      'weekly-digest',
    ]);
  });
});
