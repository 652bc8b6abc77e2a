import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { injuries, playerCrosswalk, players, rosterEntries } from '../schema/players.ts';
import { bulkUpsert, type WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';
import { writeStamp } from './write-stamp.ts';

export type PlayerInsert = typeof players.$inferInsert;
export type RosterInsert = typeof rosterEntries.$inferInsert;
export type InjuryInsert = typeof injuries.$inferInsert;
export type CrosswalkInsert = typeof playerCrosswalk.$inferInsert;

type Progress = (done: number, total: number) => void;

/**
 * Each source knows some columns only: a null never erases what another source said. Rosters are the
 * authority on a player ('overwrite'); the id crosswalk only fills what rosters leave empty ('fill'),
 * so running both again changes nothing.
 */
export function upsertPlayers(
  db: Executor,
  rows: PlayerInsert[],
  mode: 'overwrite' | 'fill',
  onChunk?: Progress,
): Promise<WriteCounts> {
  return bulkUpsert(db, players, rows, {
    target: [players.gsisId],
    keepWhenNull: mode === 'overwrite',
    fillOnly: mode === 'fill',
    touch: players.updatedAt,
    onChunk,
  });
}

export function upsertRosterEntries(
  db: Executor,
  rows: RosterInsert[],
  onChunk?: Progress,
): Promise<WriteCounts> {
  return bulkUpsert(db, rosterEntries, rows, {
    target: [rosterEntries.season, rosterEntries.gsisId],
    onChunk,
  });
}

export function upsertCrosswalk(db: Executor, rows: CrosswalkInsert[]): Promise<WriteCounts> {
  return bulkUpsert(db, playerCrosswalk, rows, { target: [playerCrosswalk.mflId] });
}

/**
 * A report keeps the time it was first seen: re-reading an unchanged report must not move it later,
 * or a replay would lose it. A changed status is a new report, dated when it was seen.
 */
export function upsertInjuries(db: Executor, rows: InjuryInsert[], onChunk?: Progress): Promise<WriteCounts> {
  return bulkUpsert(db, injuries, rows, {
    target: [injuries.source, injuries.season, injuries.week, injuries.team, injuries.playerKey],
    onChunk,
    rules: {
      reported_at: (cur, exc) =>
        sql`case when injuries.report_status is distinct from excluded.report_status
          or injuries.practice_status is distinct from excluded.practice_status then ${exc} else least(${cur}, ${exc}) end`,
    },
  });
}

export interface PlayerIds {
  gsisId: string;
  sleeperId: string | null;
  espnId: string | null;
  mergeName: string | null;
  team: string | null;
  position: string | null;
}

/** The id crosswalk, for joining other sources' players to ours. */
export function playerIdIndex(db: Executor): Promise<PlayerIds[]> {
  return db
    .select({
      gsisId: players.gsisId,
      sleeperId: players.sleeperId,
      espnId: players.espnId,
      mergeName: players.mergeName,
      team: players.team,
      position: players.position,
    })
    .from(players)
    .where(isNotNull(players.gsisId));
}

/**
 * Sets Sleeper's injury status on known players; only rows whose status changes are written, and the
 * time it changed is kept.
 */
export async function updateInjuryStatuses(
  db: Executor,
  rows: { gsisId: string; status: string | null }[],
  at: Date,
): Promise<WriteCounts> {
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const result = await db.execute(sql`
    update players p set injury_status = v.status, injury_status_at = ${at}, updated_at = ${writeStamp()}
    from unnest(${sql.param(rows.map((r) => r.gsisId))}::text[], ${sql.param(rows.map((r) => r.status))}::text[]) as v(gsis_id, status)
    where p.gsis_id = v.gsis_id and p.injury_status is distinct from v.status`);
  const updated = result.rowCount ?? 0;
  return { inserted: 0, updated, unchanged: rows.length - updated };
}

/** Injury reports of one week as known at `asOf` (reported at or before it). */
export function injuriesAsOf(db: Executor, season: number, week: number, asOf: Date) {
  return db
    .select()
    .from(injuries)
    .where(and(eq(injuries.season, season), eq(injuries.week, week), lte(injuries.reportedAt, asOf)));
}
