// Assembles a player's BioBoost signals for one game from what the walk-forward contexts know at its
// kickoff: his team's schedule facts (rest, travel, body clock), the kickoff weather, the occasion and
// the defence he faces, his recent form, and his injury report with his role on the team.

import { parseInjuryStatus } from '../bioboost/injury-impact.ts';
import type { ModelGame } from '../model/game.ts';
import { isPlayoff } from '../model/game.ts';
import { buildScheduleFacts } from '../model/schedule-facts.ts';
import type { FormGame } from './bioboost/form-score.ts';
import { type PlayerBioBoost, playerBioBoost } from './bioboost/player-bioboost.ts';
import { draftKingsPoints } from './fantasy-scoring.ts';
import type { InjuryStatusLookup } from './injury-status.ts';
import type { PlayerGame } from './player-game.ts';
import type { ProjectionTarget } from './project-player.ts';
import type { Role } from './role.ts';

const DAY_MS = 86_400_000;

export function formGame(g: PlayerGame): FormGame {
  return {
    season: g.season,
    snapShare: g.snapShare ?? null,
    opportunities: g.line.passAttempts + g.line.carries + g.line.targets,
    dkPoints: draftKingsPoints(g.line),
  };
}

/** What a player's own inputs read: his form, the defence he faces, his role. */
export interface PlayerFacts {
  form: readonly FormGame[];
  /** Points the opponent allowed against the league (1 = average): to his position, or overall. */
  opponentRatio: number;
  matchup: 'position' | 'points';
  role: Role;
}

export function createSignalBuilder(games: readonly ModelGame[], injuries: InjuryStatusLookup) {
  const facts = buildScheduleFacts(games);
  const byId = new Map(games.map((g) => [g.id, g]));
  return (t: ProjectionTarget, player: PlayerFacts): PlayerBioBoost | undefined => {
    const game = byId.get(t.gameId);
    const f = facts.get(t.gameId);
    if (!game || !f) return undefined;
    const isHome = game.homeTeam === t.team;
    const who = { id: t.playerId, name: t.name };
    const status = injuries.status(t.season, t.week, t.team, who, t.kickoffMs) ?? 'HEALTHY';
    const streak = injuries.streak(t.season, t.week, t.team, who, t.kickoffMs);
    const report = injuries
      .reports(t.season, t.week, t.team, t.kickoffMs)
      .find((r) => r.playerId === t.playerId);
    return playerBioBoost({
      season: t.season,
      sleep: isHome ? f.home : f.away,
      form: player.form,
      stress: {
        primeTime: f.primeTime,
        slotLabel: f.slotLabel,
        divisional: game.divisional,
        playoff: isPlayoff(game),
        isHome,
        opponentRatio: player.opponentRatio,
        matchup: player.matchup,
        position: t.position,
        opponent: t.opponent,
      },
      weather: { roof: game.roof, ...game.weather },
      injury: {
        // Known only once the team's report designates someone: practice rows alone (no game status
        // yet) do not show him healthy (decision 085, as for the team's recovery).
        reportPublished: injuries
          .reports(t.season, t.week, t.team, t.kickoffMs)
          .some((r) => parseInjuryStatus(r.reportStatus) !== 'HEALTHY'),
        status,
        injury: report?.primaryInjury ?? null,
        weeksListed: Math.max(1, streak.weeks),
        daysListed:
          streak.sinceMs === null ? 0 : Math.max(0, Math.floor((t.kickoffMs - streak.sinceMs) / DAY_MS)),
        slot: player.role.slot,
        starter: player.role.starter,
        depth: player.role.depth,
      },
    });
  };
}
