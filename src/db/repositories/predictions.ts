// The public record of picks: written once at kickoff (insert-only; a trigger refuses rewrites),
// graded once the final score is known.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { games } from '../schema/games.ts';
import { predictions } from '../schema/model.ts';
import { bulkUpsert, type WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';
import { arrayParam } from './sql-arrays.ts';

export type PredictionInsert = typeof predictions.$inferInsert;
export type StoredPrediction = typeof predictions.$inferSelect;

export function insertPredictions(db: Executor, rows: PredictionInsert[]): Promise<WriteCounts> {
  return bulkUpsert(db, predictions, rows, {
    target: [predictions.gameId, predictions.modelVersion],
    insertOnly: true,
  });
}

/** Picks still ungraded whose game's final score is known at `asOf`, with that score. */
export function ungradedWithResults(db: Executor, modelVersion: string, asOf: Date) {
  return db
    .select({
      gameId: predictions.gameId,
      homeTeam: games.homeTeam,
      winnerTeam: predictions.winnerTeam,
      spreadLine: predictions.spreadLine,
      spreadPickTeam: predictions.spreadPickTeam,
      totalLine: predictions.totalLine,
      totalPick: predictions.totalPick,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
    })
    .from(predictions)
    .innerJoin(games, eq(games.gameId, predictions.gameId))
    .where(
      and(
        eq(predictions.modelVersion, modelVersion),
        isNull(predictions.gradedAt),
        lte(games.resultKnownAt, asOf),
        sql`${games.homeScore} is not null and ${games.awayScore} is not null`,
      ),
    );
}

export interface GradeUpdate {
  gameId: string;
  homeScore: number;
  awayScore: number;
  straightUp: 'win' | 'loss' | 'push';
  againstSpread: 'win' | 'loss' | 'push' | null;
  totalResult: 'win' | 'loss' | 'push' | null;
}

export async function saveGrades(
  db: Executor,
  modelVersion: string,
  grades: readonly GradeUpdate[],
  gradedAt: Date,
): Promise<number> {
  // Stryker disable next-line ConditionalExpression: equivalent: an update from unnest of empty arrays matches no row, so the count is the same 0
  if (grades.length === 0) return 0;
  const result = await db.execute(sql`
    update predictions p set
      home_score = g.home_score, away_score = g.away_score, straight_up = g.straight_up,
      against_spread = g.against_spread, total_result = g.total_result, graded_at = ${gradedAt}
    from unnest(
      ${arrayParam(
        grades.map((g) => g.gameId),
        'text',
      )}, ${arrayParam(
        grades.map((g) => g.homeScore),
        'int',
      )},
      ${arrayParam(
        grades.map((g) => g.awayScore),
        'int',
      )}, ${arrayParam(
        grades.map((g) => g.straightUp),
        'text',
      )},
      ${arrayParam(
        grades.map((g) => g.againstSpread),
        'text',
      )}, ${arrayParam(
        grades.map((g) => g.totalResult),
        'text',
      )}
    ) as g(game_id, home_score, away_score, straight_up, against_spread, total_result)
    where p.game_id = g.game_id and p.model_version = ${modelVersion} and p.graded_at is null
  `);
  return result.rowCount ?? 0;
}

/** The stored picks of one week, with when their game's result became known. */
export function listWeekPredictions(db: Executor, modelVersion: string, season: number, week: number) {
  return db
    .select({ prediction: predictions, resultKnownAt: games.resultKnownAt })
    .from(predictions)
    .innerJoin(games, eq(games.gameId, predictions.gameId))
    .where(and(eq(predictions.modelVersion, modelVersion), eq(games.season, season), eq(games.week, week)))
    .orderBy(asc(games.kickoff), asc(games.gameId));
}
