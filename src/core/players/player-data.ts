// The player engine's inputs loaded from the database as known at one instant. The backtest CLI, and
// later the player routes, come through here, so their figures are computed from the same inputs.
import type { Executor } from '../../db/repositories/executor.ts';
import { loadModelGames } from '../../db/repositories/model-games.ts';
import { injuryReportsAsOf, playerLinesAsOf } from '../../db/repositories/player-history.ts';

type StoredInjuryReport = Awaited<ReturnType<typeof injuryReportsAsOf>>[number];

import type { PlayerInjuryReport } from '../../domain/players/injury-status.ts';
import { type PlayerGame, skillPosition } from '../../domain/players/player-game.ts';
import { statLineFromNflverse } from '../../domain/players/stat-line.ts';
import type { PlayerModelData } from '../../domain/players/walk-forward.ts';

export async function loadPlayerData(
  db: Executor,
  seasons: readonly number[],
  asOf: Date,
): Promise<PlayerModelData> {
  const [games, lines, reports] = await Promise.all([
    loadModelGames(db, asOf),
    playerLinesAsOf(db, seasons, asOf),
    injuryReportsAsOf(db, seasons, asOf),
  ]);
  const history = toPlayerGames(lines);
  const injuries = reports.map(toInjuryReport);
  const wanted = new Set(seasons.flatMap((s) => [s - 1, s]));
  return { history, games: games.filter((g) => wanted.has(g.season)), injuries };
}

/** Seasons that have weekly player lines known at `asOf`. */
export function seasonsWithLines(data: PlayerModelData): number[] {
  return [...new Set(data.history.map((g) => g.season))].sort((a, b) => a - b);
}

/** A stored injury report as the player model reads it. */
export function toInjuryReport(r: StoredInjuryReport): PlayerInjuryReport {
  return {
    season: r.season,
    week: r.week,
    team: r.team,
    playerId: r.gsisId,
    name: r.fullName,
    position: r.position,
    reportStatus: r.reportStatus,
    primaryInjury: r.reportPrimaryInjury,
    reportedAtMs: r.reportedAt.getTime(),
  };
}

/** Stored weekly lines as the projection's PlayerGame values (skill positions only). */
export function toPlayerGames(lines: Awaited<ReturnType<typeof playerLinesAsOf>>): PlayerGame[] {
  return lines.flatMap((r) => {
    const position = skillPosition(r.position);
    if (!position) return [];
    return {
      playerId: r.player_id,
      name: r.player_name ?? r.player_id,
      position,
      team: r.team,
      opponent: r.opponent,
      season: r.season,
      week: r.week,
      gameId: r.game_id,
      kickoffMs: new Date(r.kickoff).getTime(),
      line: statLineFromNflverse(r.stats),
    };
  });
}
