// Prop decisions on the public record (decision 064): written once at or after kickoff, graded from the
// weekly stat lines, never rewritten (a trigger in the prop_picks migration refuses it).
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { propPicks, propReports } from '../schema/props.ts';
import { bulkUpsert, type WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';
import { arrayParam } from './sql-arrays.ts';
import { writeStamp } from './write-stamp.ts';

export type PropDecisionInsert = typeof propPicks.$inferInsert;
export type StoredPropDecision = typeof propPicks.$inferSelect;

export const propKey = (r: { gameId: string; playerId: string; market: string }) =>
  `${r.gameId}|${r.playerId}|${r.market}`;

export function insertPropDecisions(db: Executor, rows: PropDecisionInsert[]): Promise<WriteCounts> {
  return bulkUpsert(db, propPicks, rows, {
    target: [propPicks.gameId, propPicks.playerId, propPicks.market, propPicks.modelVersion],
    insertOnly: true,
  });
}

/** Decided props of these games (pick or no pick), as keys. */
export async function decidedPropKeys(
  db: Executor,
  modelVersion: string,
  gameIds: readonly string[],
): Promise<Set<string>> {
  if (gameIds.length === 0) return new Set();
  const rows = await db
    .select({ gameId: propPicks.gameId, playerId: propPicks.playerId, market: propPicks.market })
    .from(propPicks)
    .where(
      and(
        eq(propPicks.modelVersion, modelVersion),
        sql`${propPicks.gameId} = any(${arrayParam([...gameIds], 'text')})`,
      ),
    );
  return new Set(rows.map(propKey));
}

/** Decisions of one week, or of one player, visible at `asOf` (a replay never sees a later one). */
export function propDecisions(
  db: Executor,
  modelVersion: string,
  asOf: Date,
  where: { season: number; week: number } | { playerId: string },
) {
  const scope =
    'playerId' in where
      ? eq(propPicks.playerId, where.playerId)
      : and(eq(propPicks.season, where.season), eq(propPicks.week, where.week));
  return db
    .select()
    .from(propPicks)
    .where(and(eq(propPicks.modelVersion, modelVersion), lte(propPicks.decidedAt, asOf), scope))
    .orderBy(desc(propPicks.decidedAt), asc(propPicks.playerName), asc(propPicks.market));
}

export interface UngradedProp {
  gameId: string;
  playerId: string;
  market: string;
  side: 'OVER' | 'UNDER';
  line: number;
  stats: Record<string, number>;
}

/** Ungraded picks whose game's result is known at `asOf` and whose player has a stat line for it. */
export async function ungradedPropPicks(
  db: Executor,
  modelVersion: string,
  asOf: Date,
): Promise<UngradedProp[]> {
  const { rows } = await db.execute<{
    game_id: string;
    player_id: string;
    market: string;
    side: 'OVER' | 'UNDER';
    line: number;
    stats: Record<string, number>;
  }>(sql`
    select p.game_id, p.player_id, p.market, p.side, p.line, s.stats
    from prop_picks p
    join games g on g.game_id = p.game_id
    join player_week_stats s on s.season = g.season and s.week = g.week and s.player_id = p.player_id
      and (s.team = g.home_team or s.team = g.away_team)
    where p.model_version = ${modelVersion} and p.status = 'pick' and p.outcome is null
      and g.result_known_at <= ${asOf}`);
  return rows.map((r) => ({
    gameId: r.game_id,
    playerId: r.player_id,
    market: r.market,
    side: r.side,
    line: Number(r.line),
    stats: r.stats,
  }));
}

export interface PropGrade {
  gameId: string;
  playerId: string;
  market: string;
  actual: number;
  outcome: 'win' | 'loss' | 'push';
}

/** Writes grades of picks not graded yet (a second run finds them graded and writes nothing). */
export async function savePropGrades(
  db: Executor,
  modelVersion: string,
  grades: readonly PropGrade[],
  gradedAt: Date,
): Promise<number> {
  let n = 0;
  for (const g of grades) {
    const result = await db
      .update(propPicks)
      .set({ actual: g.actual, outcome: g.outcome, gradedAt })
      .where(
        and(
          eq(propPicks.modelVersion, modelVersion),
          eq(propPicks.gameId, g.gameId),
          eq(propPicks.playerId, g.playerId),
          eq(propPicks.market, g.market),
          eq(propPicks.status, 'pick'),
          isNull(propPicks.outcome),
        ),
      );
    n += result.rowCount ?? 0;
  }
  return n;
}

/** Every decision known at `asOf`, reduced to what the record counts. */
export function recordRows(db: Executor, modelVersion: string, asOf: Date) {
  return db
    .select({ market: propPicks.market, status: propPicks.status, outcome: propPicks.outcome })
    .from(propPicks)
    .where(and(eq(propPicks.modelVersion, modelVersion), lte(propPicks.decidedAt, asOf)));
}

export async function latestPropReport(db: Executor, modelVersion: string, asOf: Date) {
  const [row] = await db
    .select()
    .from(propReports)
    .where(and(eq(propReports.modelVersion, modelVersion), lte(propReports.asOf, asOf)))
    .orderBy(desc(propReports.asOf))
    .limit(1);
  return row;
}

export async function savePropReport(db: Executor, row: typeof propReports.$inferInsert): Promise<void> {
  await db
    .insert(propReports)
    .values(row)
    .onConflictDoUpdate({
      target: [propReports.modelVersion, propReports.asOf],
      set: { dataKey: row.dataKey, report: row.report, computedAt: writeStamp() },
    });
}
