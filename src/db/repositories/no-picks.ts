// "No pick published" on the public record: written once at (or after) kickoff, never changed, never
// graded (docs/decisions/016-informed-picks.md).
import { and, asc, eq, sql } from 'drizzle-orm';
import { games } from '../schema/games.ts';
import { predictions } from '../schema/model.ts';
import { noPicks } from '../schema/no-picks.ts';
import { bulkUpsert, type WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';

export type NoPickInsert = typeof noPicks.$inferInsert;
export type StoredNoPick = typeof noPicks.$inferSelect;

export function insertNoPicks(db: Executor, rows: NoPickInsert[]): Promise<WriteCounts> {
  return bulkUpsert(db, noPicks, rows, { target: [noPicks.gameId, noPicks.modelVersion], insertOnly: true });
}

/**
 * The record's progress while a catch-up computes it (decision 134): every season with a game played by
 * `asOf`, oldest first, and whether each of those games is decided (a pick or "no pick published").
 */
export async function decidedSeasons(
  db: Executor,
  modelVersion: string,
  asOf: Date,
): Promise<{ season: number; done: boolean }[]> {
  const result = await db.execute<{ season: number; done: boolean }>(sql`
    select g.season, bool_and(p.game_id is not null or n.game_id is not null) as done
    from ${games} g
    left join ${predictions} p on p.game_id = g.game_id and p.model_version = ${modelVersion}
    left join ${noPicks} n on n.game_id = g.game_id and n.model_version = ${modelVersion}
    where g.kickoff <= ${asOf.toISOString()}
    group by g.season
    order by g.season`);
  return result.rows.map((r) => ({ season: Number(r.season), done: r.done === true }));
}

/** Games already decided for this model version: a pick or a "no pick published" is on the record. */
export async function decidedGameIds(db: Executor, modelVersion: string): Promise<Set<string>> {
  const [picked, withheld] = await Promise.all([
    db
      .select({ gameId: predictions.gameId })
      .from(predictions)
      .where(eq(predictions.modelVersion, modelVersion)),
    db.select({ gameId: noPicks.gameId }).from(noPicks).where(eq(noPicks.modelVersion, modelVersion)),
  ]);
  return new Set([...picked, ...withheld].map((r) => r.gameId));
}

/** The "no pick published" records of one week. */
export function listWeekNoPicks(db: Executor, modelVersion: string, season: number, week: number) {
  return db
    .select({ noPick: noPicks })
    .from(noPicks)
    .innerJoin(games, eq(games.gameId, noPicks.gameId))
    .where(and(eq(noPicks.modelVersion, modelVersion), eq(games.season, season), eq(games.week, week)))
    .orderBy(asc(games.kickoff), asc(games.gameId));
}
