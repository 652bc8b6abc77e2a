// Walk-forward projections: targets are visited in kickoff order, and before each kickoff the league
// context and every player's history learn the lines whose result was known by then (kickoff + 4 h,
// the same rule as the game model). A projection therefore cannot read its own game, nor any game
// that finished after its kickoff.

import { itemAt } from '../../shared/guards.ts';
import type { ModelGame } from '../model/game.ts';
import { RESULT_KNOWN_AFTER_MS } from '../model/walk-forward.ts';
import type { PlayerBioBoost } from './bioboost/player-bioboost.ts';
import type { PlayerInjuryReport } from './injury-status.ts';
import { createInjuryLookup } from './injury-status.ts';
import { createLeagueContext } from './league-context.ts';
import type { PlayerGame } from './player-game.ts';
import { createSignalBuilder, formGame } from './player-signals.ts';
import { type PlayerProjection, type ProjectionTarget, projectPlayer } from './project-player.ts';
import type { ProjectionParams } from './projection-params.ts';
import { reliefPoints } from './quarterbacks.ts';
import { type Role, roleOf } from './role.ts';
import { createTeamLog } from './team-log.ts';
import { type TeamShares, teamShares, type Usage, type UsageContext, usageFor } from './usage.ts';

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

export interface PlayerModelData {
  /** Player lines of finished games (any season); each is read only once its result is known. */
  history: readonly PlayerGame[];
  /** The schedule with the lines known at kickoff, weather and venue (the game model's games). */
  games: readonly ModelGame[];
  injuries: readonly PlayerInjuryReport[];
}

export interface PlayerOutlook {
  projection: PlayerProjection;
  usage: Usage;
  role: Role;
  bioBoost?: PlayerBioBoost;
}

/**
 * Visits the targets in kickoff order; before each, the contexts learn every line whose result was
 * known by its kickoff. `bioBoost` also builds each player's BioBoost (with its reasons).
 */
export function walkForwardPlayers(
  data: PlayerModelData,
  targets: readonly ProjectionTarget[],
  params: ProjectionParams,
  options: { bioBoost?: boolean } = {},
): PlayerOutlook[] {
  const known = [...data.history].sort((a, b) => a.kickoffMs - b.kickoffMs);
  const ordered = [...targets].sort(
    (a, b) => a.kickoffMs - b.kickoffMs || a.playerId.localeCompare(b.playerId),
  );
  const league = createLeagueContext();
  const log = createTeamLog();
  const injuries = createInjuryLookup(data.injuries);
  const byPlayer = new Map<string, PlayerGame[]>();
  const impliedPoints = impliedPointsLookup(data.games);
  const usageCtx: UsageContext = {
    log,
    league,
    injuries,
    history: (id: string) => byPlayer.get(id) ?? [],
    expectedMargin: expectedMarginLookup(data.games),
    impliedPoints,
    params,
  };
  const signals = options.bioBoost ? createSignalBuilder(data.games, injuries) : undefined;
  const teamCache = new Map<string, TeamShares>();
  const out: PlayerOutlook[] = [];
  let next = 0;
  for (const target of ordered) {
    while (next < known.length && itemAt(known, next).kickoffMs + RESULT_KNOWN_AFTER_MS <= target.kickoffMs) {
      const g = itemAt(known, next);
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
    const history = byPlayer.get(target.playerId) ?? [];
    const backup = target.position === 'QB' && team.starter !== target.playerId;
    const projection = projectPlayer(target, {
      history,
      league,
      impliedPoints,
      params,
      volume: usage.volume,
      relief: backup
        ? reliefPoints(history, (code, gameId) => log.game(code, gameId), params.decay)
        : undefined,
    });
    const role = roleOf(
      { id: target.playerId, position: target.position, share: usage.rawShare },
      team.members,
    );
    const bioBoost = signals?.(target, {
      form: history.map(formGame),
      opponentRatio: projection.opponentRatio,
      matchup: 'position',
      role,
    });
    out.push({ projection, usage, role, bioBoost });
  }
  return out;
}

/** Projections only (the backtest). */
export function walkForwardProjections(
  history: readonly PlayerGame[],
  games: readonly ModelGame[],
  targets: readonly ProjectionTarget[],
  params: ProjectionParams,
  injuries: readonly PlayerInjuryReport[] = [],
): PlayerProjection[] {
  return walkForwardPlayers({ history, games, injuries }, targets, params).map((o) => o.projection);
}
