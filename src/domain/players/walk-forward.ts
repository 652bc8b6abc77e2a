// Walk-forward projections: targets are visited in kickoff order, and before each kickoff the league
// context and every player's history learn the lines whose result was known by then (kickoff + 4 h,
// the same rule as the game model). A projection therefore cannot read its own game, nor any game
// that finished after its kickoff.

import type { ModelGame } from '../model/game.ts';
import { RESULT_KNOWN_AFTER_MS } from '../model/walk-forward.ts';
import type { PlayerInjuryReport } from './injury-status.ts';
import { createInjuryLookup } from './injury-status.ts';
import { createLeagueContext } from './league-context.ts';
import type { PlayerGame } from './player-game.ts';
import { type PlayerProjection, type ProjectionTarget, projectPlayer } from './project-player.ts';
import type { ProjectionParams } from './projection-params.ts';
import { createTeamLog } from './team-log.ts';
import { teamShares, usageFor } from './usage.ts';

/** Points the market expected each team to score, from the line known at kickoff. */
export function impliedPointsLookup(games: readonly ModelGame[]) {
  const byId = new Map(games.map((g) => [g.id, g]));
  return (gameId: string, team: string): number | null => {
    const g = byId.get(gameId);
    if (!g || g.market.total === null || g.market.spread === null) return null;
    // spread is the expected home margin (positive = home favoured)
    const home = (g.market.total + g.market.spread) / 2;
    return team === g.homeTeam ? home : g.market.total - home;
  };
}

export function expectedMarginLookup(games: readonly ModelGame[]) {
  const byId = new Map(games.map((g) => [g.id, g]));
  return (gameId: string, team: string): number | null => {
    const g = byId.get(gameId);
    if (!g || g.market.spread === null) return null;
    return team === g.homeTeam ? g.market.spread : -g.market.spread;
  };
}

export function walkForwardProjections(
  history: readonly PlayerGame[],
  games: readonly ModelGame[],
  targets: readonly ProjectionTarget[],
  params: ProjectionParams,
  injuryReports: readonly PlayerInjuryReport[] = [],
): PlayerProjection[] {
  const known = [...history].sort((a, b) => a.kickoffMs - b.kickoffMs);
  const ordered = [...targets].sort((a, b) => a.kickoffMs - b.kickoffMs);
  const league = createLeagueContext();
  const log = createTeamLog();
  const injuries = createInjuryLookup(injuryReports);
  const byPlayer = new Map<string, PlayerGame[]>();
  const impliedPoints = impliedPointsLookup(games);
  const expectedMargin = expectedMarginLookup(games);
  const usageCtx = {
    log,
    league,
    injuries,
    history: (id: string) => byPlayer.get(id) ?? [],
    expectedMargin,
    impliedPoints,
    params,
  };
  const teamCache = new Map<string, ReturnType<typeof teamShares>>();
  const out: PlayerProjection[] = [];
  let next = 0;
  for (const target of ordered) {
    while (
      next < known.length &&
      (known[next] as PlayerGame).kickoffMs + RESULT_KNOWN_AFTER_MS <= target.kickoffMs
    ) {
      const g = known[next] as PlayerGame;
      next += 1;
      league.add(g);
      log.add(g);
      const list = byPlayer.get(g.playerId) ?? [];
      list.push(g);
      byPlayer.set(g.playerId, list);
    }
    const key = `${target.gameId}|${target.team}`;
    let team = teamCache.get(key);
    if (!team) {
      team = teamShares(target, usageCtx);
      teamCache.set(key, team);
    }
    const usage = usageFor(target, team, usageCtx);
    out.push(
      projectPlayer(target, {
        history: byPlayer.get(target.playerId) ?? [],
        league,
        impliedPoints,
        params,
        volume: usage.volume,
      }),
    );
  }
  return out;
}
