// The one computation behind every record of the model (decision 083): the frozen picks on the public
// record whose final score is known at the clock (settledPicks, the Past Picks archive's query), each
// graded from the frozen pick and that score with the model job's own grading (gradeStored), counted by
// season. Weekly Picks' season record, /model's season table and the leaderboard's model row read this;
// Past Picks grades its cards with settledGrades, so its tiles count the same picks the same way.
import type { Executor } from '../../db/repositories/executor.ts';
import { type SettledPick, settledPicks } from '../../db/repositories/past-picks.ts';
import {
  type GradedFrozenPick,
  type ModelSeasonRecord,
  seasonRecordOf,
  seasonRecords,
} from '../../domain/picks/season-record.ts';
import { gradeStored } from './prediction-rows.ts';

/**
 * A settled pick's three grades from its frozen terms and the final score. The grade columns the job
 * stores are a copy of the same arithmetic made once; reading the score known at the clock means a
 * corrected score regrades everywhere at once.
 */
export function settledGrades(
  row: Pick<SettledPick, 'prediction' | 'season' | 'home' | 'homeScore' | 'awayScore'>,
): GradedFrozenPick {
  const g = gradeStored(
    { ...row.prediction, homeTeam: row.home.code },
    { homeScore: row.homeScore ?? 0, awayScore: row.awayScore ?? 0 },
  );
  return {
    season: row.season,
    straightUp: g.straightUp,
    againstSpread: g.againstSpread,
    total: g.totalResult,
    prices: { spread: row.prediction.spreadPrice, total: row.prediction.totalPrice },
  };
}

/** Every season's record as known at `asOf` (or one season's), oldest first. */
export async function modelSeasonRecords(
  db: Executor,
  q: { modelVersion: string; asOf: Date; season?: number },
): Promise<ModelSeasonRecord[]> {
  const rows = await settledPicks(db, q);
  return seasonRecords(rows.map(settledGrades));
}

/** One season's record at `asOf`: zeros before its first graded pick. */
export async function modelSeasonRecord(
  db: Executor,
  q: { modelVersion: string; asOf: Date; season: number },
): Promise<ModelSeasonRecord> {
  return seasonRecordOf(await modelSeasonRecords(db, q), q.season);
}
