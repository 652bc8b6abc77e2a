import {
  playerSeasonStats,
  playerWeekStats,
  snapCounts,
  teamSeasonStats,
  teamWeekStats,
} from '../../db/schema/stats.ts';
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
