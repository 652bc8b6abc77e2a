// Picks against captured lines (decision 099): the games and capture stamps the model job reads, and the
// rows it writes and the record route reads.
import { and, asc, eq, sql } from 'drizzle-orm';
import { capturePicks } from '../schema/capture-picks.ts';
import { games } from '../schema/games.ts';
import { bulkUpsert, type WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';

export type CapturePickInsert = typeof capturePicks.$inferInsert;
export type StoredCapturePick = typeof capturePicks.$inferSelect;

/** The Odds API's source in `odds_snapshots` (live answers and saved ones alike). */
export const ODDS_API_LINE_SOURCE = 'odds-api';

/**
 * Every instant a The Odds API line was stamped at or before `asOf` (any game, any market), and the games
 * with such a line that had kicked off by then: the captures a pick and its close are read from.
 */
export async function oddsApiCaptures(db: Executor, asOf: Date) {
  const [stamps, kickedOff] = await Promise.all([
    db.execute<{ ms: number }>(sql`
      select distinct extract(epoch from captured_at)::float8 * 1000 as ms from odds_snapshots
      where source = ${ODDS_API_LINE_SOURCE} and captured_at <= ${asOf}`),
    db.execute<{ game_id: string }>(sql`
      select distinct o.game_id from odds_snapshots o join games g on g.game_id = o.game_id
      where o.source = ${ODDS_API_LINE_SOURCE} and o.captured_at <= ${asOf} and g.kickoff <= ${asOf}`),
  ]);
  return { stampsMs: stamps.rows.map((r) => Number(r.ms)), gameIds: kickedOff.rows.map((r) => r.game_id) };
}

/** The games that already have a stored row for a model version (final ones keep theirs: decision 107). */
export async function storedCapturePickIds(db: Executor, modelVersion: string): Promise<Set<string>> {
  const rows = await db
    .select({ gameId: capturePicks.gameId })
    .from(capturePicks)
    .where(eq(capturePicks.modelVersion, modelVersion));
  return new Set(rows.map((r) => r.gameId));
}

export function upsertCapturePicks(db: Executor, rows: CapturePickInsert[]): Promise<WriteCounts> {
  return bulkUpsert(db, capturePicks, rows, { target: [capturePicks.gameId, capturePicks.modelVersion] });
}

/** One season's rows with their games, in kickoff order. */
export function seasonCapturePicks(db: Executor, modelVersion: string, season: number) {
  return db
    .select({ row: capturePicks, game: games })
    .from(capturePicks)
    .innerJoin(games, eq(games.gameId, capturePicks.gameId))
    .where(and(eq(capturePicks.modelVersion, modelVersion), eq(games.season, season)))
    .orderBy(asc(games.kickoff), asc(games.gameId));
}
