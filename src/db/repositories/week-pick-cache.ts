// Computed provisional picks of a week, shared by every instance through the database and keyed by a
// fingerprint of everything the computation reads (docs/decisions/017-precomputed-picks.md).
import { createHash } from 'node:crypto';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { GamePrediction } from '../../domain/model/predict-game.ts';
import { DATA_SOURCES } from '../../shared/data-sources.ts';
import { weekPickCache } from '../schema/week-pick-cache.ts';
import type { Executor } from './executor.ts';
import { arrayParam } from './sql-arrays.ts';

// The sources whose runs write nothing the model reads (decision 146): the player pages' files, the DFS
// exports, 538's archive, and our own jobs' outputs (the model job's picks among them: it must not change
// the key it precomputes under). A replay's catch-up loads the player pages and 538 after its current
// week is precomputed; their runs must leave that week valid, not have it computed again on request.
const NOT_MODEL_INPUTS = DATA_SOURCES.filter((s) => !s.modelInput).map((s) => s.id);

/**
 * The shape of a stored GamePrediction: raised when it changes, so an entry written by an older build
 * (same model version, same inputs) is not served in a shape the API no longer accepts. 2: the picked
 * side's price on the spread and total picks (decision 117).
 */
const PICKS_FORMAT = 2;

/** Entries kept per week: the current one and a few recent ones (other instants being served). */
const KEEP = 8;

/**
 * Fingerprint of the model's inputs as visible at `asOf`. The stored data changes only through recorded
 * runs (and games/odds move their stamps at once), and only the runs of a source that writes a model
 * input count (`modelInput` in data-sources.ts): a successful run that inserted or updated nothing
 * (an unchanged injury file) leaves the key alone, so the model does not run again for it; a failed run
 * counts, as it may have written part of its rows; within one state of the data, what is visible at
 * `asOf` changes only when it crosses a result, a kickoff, a result horizon or a capture time, all
 * counted here. Two instants with equal keys see exactly the same inputs, so they get the same picks.
 */
export async function modelInputsKey(db: Executor, asOf: Date): Promise<string> {
  const result = await db.execute<Record<string, string | null>>(sql`
    select (select count(*) from provider_runs
            where source <> all(${arrayParam(NOT_MODEL_INPUTS, 'text')})
              and (status = 'failed' or (status = 'success' and rows_inserted + rows_updated > 0)))::text as runs,
           (select max(updated_at)::text from games) as games,
           (select max(id)::text from odds_snapshots) as odds,
           (select count(*) from games where result_known_at <= ${asOf})::text as results,
           (select count(*) from games where kickoff <= ${asOf})::text as kickoffs,
           (select count(*) from games where kickoff + interval '4 hours' <= ${asOf})::text as horizons,
           (select count(*) from odds_snapshots where captured_at <= ${asOf})::text as lines,
           (select count(*) from weather_snapshots where captured_at <= ${asOf})::text as weather,
           (select count(*) from injuries where reported_at <= ${asOf})::text as injuries
  `);
  return createHash('sha256')
    .update(JSON.stringify({ format: PICKS_FORMAT, ...result.rows[0] }))
    .digest('hex')
    .slice(0, 32);
}

export interface WeekKey {
  modelVersion: string;
  season: number;
  week: number;
  inputsKey: string;
}

export async function cachedWeekPicks(db: Executor, key: WeekKey): Promise<GamePrediction[] | undefined> {
  const [row] = await db
    .select({ picks: weekPickCache.picks })
    .from(weekPickCache)
    .where(
      and(
        eq(weekPickCache.modelVersion, key.modelVersion),
        eq(weekPickCache.season, key.season),
        eq(weekPickCache.week, key.week),
        eq(weekPickCache.inputsKey, key.inputsKey),
      ),
    );
  // Only saveWeekPicks writes this table, under this very key: what comes back is what it was given.
  return row?.picks as GamePrediction[] | undefined;
}

/** Stores a computation (the first one wins a race: both are equal) and drops the oldest beyond KEEP. */
export async function saveWeekPicks(db: Executor, key: WeekKey, picks: GamePrediction[]): Promise<void> {
  await db
    .insert(weekPickCache)
    .values({ ...key, picks })
    .onConflictDoNothing();
  const sameWeek = and(
    eq(weekPickCache.modelVersion, key.modelVersion),
    eq(weekPickCache.season, key.season),
    eq(weekPickCache.week, key.week),
  );
  const recent = db
    .select({ k: weekPickCache.inputsKey })
    .from(weekPickCache)
    .where(sameWeek)
    .orderBy(desc(weekPickCache.computedAt))
    .limit(KEEP);
  await db.delete(weekPickCache).where(and(sameWeek, notInArray(weekPickCache.inputsKey, recent)));
}
