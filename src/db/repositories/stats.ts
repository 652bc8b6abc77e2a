import { and, eq, type SQL, sql } from 'drizzle-orm';
import {
  playerSeasonStats,
  playerWeekStats,
  snapCounts,
  teamSeasonStats,
  teamWeekStats,
} from '../schema/stats.ts';
import { bulkUpsert, type WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';

type Progress = (done: number, total: number) => void;

/** Kicking and offense files describe the same player-weeks: their stat maps are merged, not replaced. */
export function upsertPlayerWeekStats(
  db: Executor,
  rows: (typeof playerWeekStats.$inferInsert)[],
  onChunk?: Progress,
): Promise<WriteCounts> {
  return bulkUpsert(db, playerWeekStats, rows, {
    target: [
      playerWeekStats.season,
      playerWeekStats.week,
      playerWeekStats.seasonType,
      playerWeekStats.playerId,
    ],
    keepWhenNull: true,
    mergeJson: [playerWeekStats.stats],
    onChunk,
  });
}

export function upsertPlayerSeasonStats(
  db: Executor,
  rows: (typeof playerSeasonStats.$inferInsert)[],
  onChunk?: Progress,
): Promise<WriteCounts> {
  return bulkUpsert(db, playerSeasonStats, rows, {
    target: [playerSeasonStats.season, playerSeasonStats.seasonType, playerSeasonStats.playerId],
    onChunk,
  });
}

export function upsertTeamWeekStats(
  db: Executor,
  rows: (typeof teamWeekStats.$inferInsert)[],
  onChunk?: Progress,
): Promise<WriteCounts> {
  return bulkUpsert(db, teamWeekStats, rows, {
    target: [teamWeekStats.season, teamWeekStats.week, teamWeekStats.seasonType, teamWeekStats.team],
    keepWhenNull: true,
    onChunk,
  });
}

export function upsertTeamSeasonStats(
  db: Executor,
  rows: (typeof teamSeasonStats.$inferInsert)[],
  onChunk?: Progress,
): Promise<WriteCounts> {
  return bulkUpsert(db, teamSeasonStats, rows, {
    target: [teamSeasonStats.season, teamSeasonStats.seasonType, teamSeasonStats.team],
    onChunk,
  });
}

export function upsertSnapCounts(
  db: Executor,
  rows: (typeof snapCounts.$inferInsert)[],
  onChunk?: Progress,
): Promise<WriteCounts> {
  return bulkUpsert(db, snapCounts, rows, { target: [snapCounts.gameId, snapCounts.pfrPlayerId], onChunk });
}

// A team's stats for a week exist once its game that week has a known result at `asOf`.
const resultKnown = (season: SQL, week: SQL, team: SQL, asOf: Date) => sql`exists (
  select 1 from games g
  where g.season = ${season} and g.week = ${week} and (g.home_team = ${team} or g.away_team = ${team})
    and g.result_known_at <= ${asOf})`;

/** Player week stats of a season visible at `asOf` (their game's result known). */
export function playerWeekStatsAsOf(db: Executor, season: number, asOf: Date) {
  return db
    .select()
    .from(playerWeekStats)
    .where(
      and(
        eq(playerWeekStats.season, season),
        resultKnown(
          sql`${playerWeekStats.season}`,
          sql`${playerWeekStats.week}`,
          sql`${playerWeekStats.team}`,
          asOf,
        ),
      ),
    );
}

/** Team week stats of a season visible at `asOf`. */
export function teamWeekStatsAsOf(db: Executor, season: number, asOf: Date) {
  return db
    .select()
    .from(teamWeekStats)
    .where(
      and(
        eq(teamWeekStats.season, season),
        resultKnown(
          sql`${teamWeekStats.season}`,
          sql`${teamWeekStats.week}`,
          sql`${teamWeekStats.team}`,
          asOf,
        ),
      ),
    );
}

/** Snap counts of a season visible at `asOf`. */
export function snapCountsAsOf(db: Executor, season: number, asOf: Date) {
  return db
    .select()
    .from(snapCounts)
    .where(
      and(
        eq(snapCounts.season, season),
        sql`exists (select 1 from games g where g.game_id = ${snapCounts.gameId} and g.result_known_at <= ${asOf})`,
      ),
    );
}
