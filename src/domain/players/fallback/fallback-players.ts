// Who a team is expected to play when there are no weekly lines: players whose latest snaps this
// season were for that team, in one of its last three games (the same rule as expected-players.ts).

import type { ModelGame } from '../../model/game.ts';
import { RESULT_KNOWN_AFTER_MS } from '../../model/walk-forward.ts';
import { skillPosition } from '../player-game.ts';
import type { ProjectionTarget } from '../project-player.ts';
import type { SnapShare } from './fallback-week.ts';

export function expectedFromSnaps(
  snaps: readonly SnapShare[],
  games: readonly ModelGame[],
): ProjectionTarget[] {
  const out: ProjectionTarget[] = [];
  for (const game of games) {
    const known = snaps.filter(
      (s) => s.kickoffMs + RESULT_KNOWN_AFTER_MS <= game.kickoffMs && s.season === game.season,
    );
    const latest = new Map<string, SnapShare>();
    for (const s of [...known].sort((a, b) => a.kickoffMs - b.kickoffMs)) latest.set(s.playerId, s);
    for (const [team, opponent] of [
      [game.homeTeam, game.awayTeam],
      [game.awayTeam, game.homeTeam],
    ] as const) {
      const recent = recentGames(known, team);
      for (const s of latest.values()) {
        const position = skillPosition(s.position);
        if (!position || s.team !== team || !recent.has(s.gameId)) continue;
        out.push({
          playerId: s.playerId,
          name: s.name,
          position,
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

/** The ids of a team's last three games with snap counts among `known`. */
function recentGames(known: readonly SnapShare[], team: string): Set<string> {
  return new Set(
    [
      ...new Set(
        known
          .filter((s) => s.team === team)
          .sort((a, b) => a.kickoffMs - b.kickoffMs)
          .map((s) => s.gameId),
      ),
    ].slice(-3),
  );
}

/**
 * Whether he took no snap in any of his team's last three games known before kickoff, while the
 * team has played them: a player on injured reserve (nflverse's weekly reports do not list him) or
 * out of the rotation. A DraftKings export still prices him (Kyler Murray, 2025 week 12, no snap
 * since week 5); he is no pick. Unknown (false) before the team has played a game with snap counts.
 */
export function inactive(snaps: readonly SnapShare[], t: ProjectionTarget): boolean {
  const known = snaps.filter(
    (s) => s.kickoffMs + RESULT_KNOWN_AFTER_MS <= t.kickoffMs && s.season === t.season,
  );
  const recent = recentGames(known, t.team);
  if (recent.size === 0) return false;
  return !known.some((s) => s.playerId === t.playerId && s.team === t.team && recent.has(s.gameId));
}
