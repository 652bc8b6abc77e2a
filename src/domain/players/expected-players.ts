// Who a team is expected to play in a game, from the past only: every player whose latest known game
// was for that team and came in one of the team's last three known games. This is the pool a week's
// projections and Top 5 are drawn from (the backtest then scores a player who did not play as 0).

import { itemAt } from '../../shared/guards.ts';
import type { ModelGame } from '../model/game.ts';
import { RESULT_KNOWN_AFTER_MS } from '../model/walk-forward.ts';
import type { PlayerGame } from './player-game.ts';
import type { ProjectionTarget } from './project-player.ts';

export const RECENT_TEAM_GAMES = 3;

export function expectedPlayers(
  history: readonly PlayerGame[],
  games: readonly ModelGame[],
): ProjectionTarget[] {
  const sorted = [...history].sort((a, b) => a.kickoffMs - b.kickoffMs);
  const ordered = [...games].sort((a, b) => a.kickoffMs - b.kickoffMs);
  const latest = new Map<string, PlayerGame>();
  const teamGames = new Map<string, string[]>(); // team → its known game ids, in kickoff order
  const out: ProjectionTarget[] = [];
  let next = 0;
  for (const game of ordered) {
    while (next < sorted.length && itemAt(sorted, next).kickoffMs + RESULT_KNOWN_AFTER_MS <= game.kickoffMs) {
      const g = itemAt(sorted, next);
      next += 1;
      latest.set(g.playerId, g);
      const ids = teamGames.get(g.team) ?? [];
      if (ids.at(-1) !== g.gameId && !ids.includes(g.gameId)) ids.push(g.gameId);
      teamGames.set(g.team, ids);
    }
    for (const [team, opponent] of [
      [game.homeTeam, game.awayTeam],
      [game.awayTeam, game.homeTeam],
    ] as const) {
      const recent = new Set((teamGames.get(team) ?? []).slice(-RECENT_TEAM_GAMES));
      for (const g of latest.values()) {
        if (g.team !== team || !recent.has(g.gameId) || g.season < game.season - 1) continue;
        out.push({
          playerId: g.playerId,
          name: g.name,
          position: g.position,
          team,
          opponent,
          season: game.season,
          week: game.week,
          gameId: game.id,
          kickoffMs: game.kickoffMs,
        });
      }
    }
  }
  return out;
}
