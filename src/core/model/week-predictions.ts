// The picks of one week as known at the clock: the stored pick for every game that has kicked off
// (the public record), a pick computed from what is known now for every game that has not.

import type { Executor } from '../../db/repositories/executor.ts';
import { listWeekGames } from '../../db/repositories/games.ts';
import { loadModelGames } from '../../db/repositories/model-games.ts';
import { listWeekNoPicks } from '../../db/repositories/no-picks.ts';
import { listWeekPredictions } from '../../db/repositories/predictions.ts';
import { cachedWeekPicks, modelInputsKey, saveWeekPicks } from '../../db/repositories/week-pick-cache.ts';
import { weekLabel } from '../../domain/current-week.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import type { GamePrediction } from '../../domain/model/predict-game.ts';
import type { PredictionsResponse, PredictionView } from '../../shared/api/predictions.ts';
import { freezeDecisions } from './freeze-decisions.ts';
import { picksAsOf } from './picks-as-of.ts';
import { viewFromComputed, viewFromNoPick, viewFromStored } from './prediction-rows.ts';

const MAX_CACHED = 32;
// Per database (tests and tools may hold several): the last computations, keyed by week and inputs.
const caches = new WeakMap<Executor, Map<string, Promise<Map<string, GamePrediction>>>>();
// The worker's snapshots are per process: this tells two databases with equal inputs keys apart.
const databaseIds = new WeakMap<Executor, number>();
let lastDatabaseId = 0;

/**
 * Walk-forward picks for one week as of `asOf` (about a second of work over every game since 1999).
 * Computed once per state of the inputs and shared through the database, so the model job can compute
 * them ahead (precomputeWeeks) and any instance answers the first request from that.
 */
async function computedPicks(
  db: Executor,
  season: number,
  week: number,
  asOf: Date,
  ids: string[],
): Promise<Map<string, GamePrediction>> {
  const key = { modelVersion: MODEL_PARAMS.version, season, week, inputsKey: await modelInputsKey(db, asOf) };
  const memoKey = `${season}|${week}|${key.inputsKey}`;
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let entry = cache.get(memoKey);
  if (!entry) {
    entry = (async () => {
      const stored = await cachedWeekPicks(db, key);
      if (stored) return new Map(stored.map((p) => [p.gameId, p]));
      // One walk-forward run over the games as known at `asOf` serves every week (picks-as-of.ts).
      if (!databaseIds.has(db)) databaseIds.set(db, ++lastDatabaseId);
      const snapshot = {
        key: `${databaseIds.get(db)}|${key.inputsKey}|${asOf.getTime()}`,
        asOf,
        load: () => loadModelGames(db, asOf),
      };
      const picks = await picksAsOf(snapshot, MODEL_PARAMS, ids);
      await saveWeekPicks(db, key, picks);
      return new Map(picks.map((p) => [p.gameId, p]));
    })();
    const owner = cache;
    entry.catch(() => owner.delete(memoKey));
    cache.set(memoKey, entry);
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  }
  return entry;
}

/** Computes (and shares) the provisional picks of these weeks now, so their first request is fast. */
export async function precomputeWeeks(
  db: Executor,
  weeks: readonly { season: number; week: number }[],
  asOf: Date,
): Promise<number> {
  let computed = 0;
  for (const w of weeks) {
    const games = await listWeekGames(db, w.season, w.week, asOf);
    if (!games.some((g) => g.kickoff.getTime() > asOf.getTime())) continue;
    await computedPicks(
      db,
      w.season,
      w.week,
      asOf,
      games.map((g) => g.gameId),
    );
    computed += 1;
  }
  return computed;
}

export async function weekPredictions(
  db: Executor,
  season: number,
  week: number,
  asOf: Date,
  lineMaxAgeMs: number,
): Promise<PredictionsResponse> {
  const version = MODEL_PARAMS.version;
  const [games, stored, withheld] = await Promise.all([
    listWeekGames(db, season, week, asOf),
    listWeekPredictions(db, version, season, week),
    listWeekNoPicks(db, version, season, week),
  ]);
  const kickedOff = (kickoff: Date) => kickoff.getTime() <= asOf.getTime();
  // Only what was on the record by the clock: a replay does not see a decision written later for it.
  const storedById = new Map(stored.map((s) => [s.prediction.gameId, s.prediction]));
  const withheldById = new Map(withheld.map((w) => [w.noPick.gameId, w.noPick]));
  const undecided = games.filter(
    (g) => kickedOff(g.kickoff) && !storedById.has(g.gameId) && !withheldById.has(g.gameId),
  );
  // A game that kicked off before the model job got to it: the job's own rule says what it will record.
  const decisions = await freezeDecisions(
    db,
    undecided.map((g) => g.gameId),
    asOf,
    lineMaxAgeMs,
  );
  const needsCompute = games.some(
    (g) => !kickedOff(g.kickoff) || (undecided.includes(g) && decisions.get(g.gameId)?.publish),
  );
  const computed = needsCompute
    ? await computedPicks(
        db,
        season,
        week,
        asOf,
        games.map((g) => g.gameId),
      )
    : new Map<string, GamePrediction>();

  const predictions = games.flatMap((g): PredictionView[] => {
    const context = {
      ...g,
      result:
        g.final && g.homeScore !== null && g.awayScore !== null
          ? { homeScore: g.homeScore, awayScore: g.awayScore }
          : null,
    };
    if (kickedOff(g.kickoff)) {
      const row = storedById.get(g.gameId);
      if (row) return [viewFromStored(context, row)];
      const none = withheldById.get(g.gameId);
      if (none) return [viewFromNoPick(context, version, none.reasons, true)];
      const decision = decisions.get(g.gameId);
      if (decision && !decision.publish) return [viewFromNoPick(context, version, decision.reasons, false)];
    }
    const pick = computed.get(g.gameId);
    return pick ? [viewFromComputed(context, pick)] : [];
  });
  return {
    season,
    week,
    weekLabel: weekLabel(week),
    asOf: asOf.toISOString(),
    modelVersion: version,
    predictions,
  };
}
