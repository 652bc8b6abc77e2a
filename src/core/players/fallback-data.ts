// Inputs of the projection for a season without weekly player lines (src/domain/players/fallback),
// loaded as known at one instant.
import type { Executor } from '../../db/repositories/executor.ts';
import { loadModelGames } from '../../db/repositories/model-games.ts';
import { injuryReportsAsOf, snapSharesAsOf } from '../../db/repositories/player-history.ts';
import { playerSeasonTotals, teamGameTotals } from '../../db/repositories/season-inputs.ts';
import type { FallbackData } from '../../domain/players/fallback/fallback-week.ts';
import type { SeasonTotals } from '../../domain/players/fallback/season-rates.ts';
import { skillPosition } from '../../domain/players/player-game.ts';
import { statLineFromNflverse } from '../../domain/players/stat-line.ts';
import { toInjuryReport } from './player-data.ts';

export async function loadFallbackData(db: Executor, season: number, asOf: Date): Promise<FallbackData> {
  const [totals, teamRows, snapRows, games, reports] = await Promise.all([
    playerSeasonTotals(db, season - 1),
    teamGameTotals(db, [season - 1, season], asOf),
    snapSharesAsOf(db, [season], asOf),
    loadModelGames(db, asOf, { toSeason: season }),
    injuryReportsAsOf(db, [season], asOf),
  ]);
  const lastSeason: SeasonTotals[] = totals.flatMap((r) => {
    const position = skillPosition(r.position);
    if (!position || !r.team || !r.games) return [];
    return {
      playerId: r.playerId,
      name: r.playerName ?? r.playerId,
      position,
      team: r.team,
      season: r.season,
      games: r.games,
      line: statLineFromNflverse(r.stats),
    };
  });
  return {
    season,
    lastSeason,
    teamGames: teamRows.map((r) => ({
      team: r.team,
      season: r.season,
      week: r.week,
      gameId: r.game_id,
      kickoffMs: new Date(r.kickoff).getTime(),
      volume: {
        passAttempts: r.stats.attempts ?? 0,
        carries: r.stats.carries ?? 0,
        targets: r.stats.targets ?? 0,
      },
    })),
    snaps: snapRows.flatMap((r) =>
      r.gsis_id && r.offense_pct !== null
        ? [
            {
              playerId: r.gsis_id,
              name: r.player,
              position: r.position,
              team: r.team,
              season: r.season,
              gameId: r.game_id,
              kickoffMs: new Date(r.kickoff).getTime(),
              share: r.offense_pct > 1 ? r.offense_pct / 100 : r.offense_pct,
            },
          ]
        : [],
    ),
    games: games.filter((g) => g.season >= season - 1),
    injuries: reports.map(toInjuryReport),
  };
}
