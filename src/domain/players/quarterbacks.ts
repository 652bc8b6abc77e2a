// Quarterbacks share the ball differently from everyone else: one of them takes nearly every snap,
// and a backup's appearances are kneel-downs or relief. So a quarterback's share is not his average
// over his appearances but the share of the role he is expected to have: the starter's (his own share
// in games he started) or the backup's (his share in games he came off the bench).
//
// The expected starter: the team's passer in its last game, if he is not ruled out; unless the
// starter before him is back from injury (on this week's report but not ruled out, ruled out in one
// of the last four weeks); if the incumbent is ruled out, whoever has started most of the team's
// games this season, then whoever has the largest share.

import { itemAt } from '../../shared/guards.ts';
import { draftKingsPoints } from './fantasy-scoring.ts';
import type { InjuryStatusLookup } from './injury-status.ts';
import type { PlayerGame } from './player-game.ts';
import type { ProjectionTarget } from './project-player.ts';
import { STAT_KEYS, type StatLine } from './stat-line.ts';
import type { TeamGame } from './team-log.ts';

/** A passer with at least this many attempts in a game started it. */
export const STARTER_ATTEMPTS = 10;
/** Shares when a quarterback has no game in that role yet (league norms of 2023, rounded). */
export const DEFAULT_STARTER_SHARE = { passAttempts: 0.95, carries: 0.12 };
export const DEFAULT_BACKUP_SHARE = { passAttempts: 0.03, carries: 0.01 };

const OUT = new Set(['OUT', 'DOUBTFUL']);

function starterOf(g: TeamGame): string | undefined {
  let best: PlayerGame | undefined;
  for (const line of g.lines.values())
    if (line.position === 'QB' && (!best || line.line.passAttempts > best.line.passAttempts)) best = line;
  return best && best.line.passAttempts >= STARTER_ATTEMPTS ? best.playerId : undefined;
}

export function expectedStarter(
  t: ProjectionTarget,
  teamGames: readonly TeamGame[],
  injuries: InjuryStatusLookup,
  history: (id: string) => readonly PlayerGame[],
  fallbackShares: ReadonlyMap<string, number>,
): string | undefined {
  const season = teamGames.filter((g) => g.season === t.season);
  const games = season.length > 0 ? season : teamGames.slice(-1);
  const starts = new Map<string, number>();
  const names = new Map<string, string>();
  for (const g of games) {
    const id = starterOf(g);
    if (!id) continue;
    starts.set(id, (starts.get(id) ?? 0) + 1);
    names.set(id, g.lines.get(id)?.name ?? id);
  }
  const onTeam = (id: string) => history(id).at(-1)?.team === t.team;
  const status = (id: string, week: number) =>
    injuries.status(t.season, week, t.team, { id, name: names.get(id) ?? id }, t.kickoffMs);
  const available = (id: string) => onTeam(id) && !OUT.has(status(id, t.week) ?? 'HEALTHY');
  const last = teamGames.at(-1);
  const incumbent = last ? starterOf(last) : undefined;
  // A starter back from injury: listed this week but not ruled out, ruled out in one of the last four
  // weeks, and the passer of the team's last game before the latest week he was ruled out. So a single
  // week out gives the job back, while after two or more in a row the stand-in keeps it until the
  // starter plays again: giving it back after longer absences too made 2023's quarterbacks worse
  // (MAE 6.14 -> 6.16) and 2024's no better (decision 076).
  const returning = [...starts.keys()].filter((id) => {
    if (id === incumbent || !available(id) || status(id, t.week) === undefined) return false;
    const outWeek = [1, 2, 3, 4]
      .map((back) => t.week - back)
      .find((w) => OUT.has(status(id, w) ?? 'HEALTHY'));
    if (outWeek === undefined) return false;
    const before = games.filter((g) => g.week < outWeek).at(-1);
    return before !== undefined && starterOf(before) === id;
  });
  if (returning.length > 0) return returning[0];
  if (incumbent && available(incumbent)) return incumbent;
  const byStarts = [...starts.keys()]
    .filter(available)
    .sort((a, b) => (starts.get(b) ?? 0) - (starts.get(a) ?? 0));
  if (byStarts.length > 0) return byStarts[0];
  return [...fallbackShares.entries()].filter(([id]) => available(id)).sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** His games in one role (started, or came off the bench), newest first, weighted by `decay` per game. */
function gamesInRole(
  games: readonly PlayerGame[],
  log: (team: string, gameId: string) => TeamGame | undefined,
  started: boolean,
  decay: number,
): { g: PlayerGame; tg: TeamGame; w: number }[] {
  const out: { g: PlayerGame; tg: TeamGame; w: number }[] = [];
  for (let i = games.length - 1; i >= 0; i--) {
    const g = itemAt(games, i);
    const tg = log(g.team, g.gameId);
    if (!tg || (starterOf(tg) === g.playerId) !== started) continue;
    out.push({ g, tg, w: decay ** out.length });
  }
  return out;
}

/** His pass-attempt and carry shares in games he started, or came off the bench in, by team-game age. */
export function roleShares(
  games: readonly PlayerGame[],
  log: (team: string, gameId: string) => TeamGame | undefined,
  started: boolean,
  decay: number,
): { passAttempts: number; carries: number } {
  let w = 0;
  let pass = 0;
  let carries = 0;
  for (const { g, tg, w: wi } of gamesInRole(games, log, started, decay)) {
    w += wi;
    pass += tg.totals.passAttempts > 0 ? (wi * g.line.passAttempts) / tg.totals.passAttempts : 0;
    carries += tg.totals.carries > 0 ? (wi * g.line.carries) / tg.totals.carries : 0;
  }
  const fallback = started ? DEFAULT_STARTER_SHARE : DEFAULT_BACKUP_SHARE;
  // Two games of the league norm steady a short record.
  return {
    passAttempts: (pass + 2 * fallback.passAttempts) / (w + 2),
    carries: (carries + 2 * fallback.carries) / (w + 2),
  };
}

/**
 * A backup's DraftKings points per appearance off the bench (his starts left out), older ones fading
 * by `decay`, with their total weight: some backups only kneel, others come in for series.
 */
export function reliefPoints(
  games: readonly PlayerGame[],
  log: (team: string, gameId: string) => TeamGame | undefined,
  decay: number,
): { points: number; weight: number } {
  let w = 0;
  let sum = 0;
  for (const { g, w: wi } of gamesInRole(games, log, false, decay)) {
    w += wi;
    sum += wi * draftKingsPoints(g.line);
  }
  return { points: w > 0 ? sum / w : 0, weight: w };
}

/**
 * A quarterback expected to come off the bench: the usage model's line scaled so that its points move
 * towards his own points per relief appearance, with `priorGames` games of the model's points added.
 * Without a relief appearance (or with nothing projected) the line stands.
 */
export function asBackup(
  line: StatLine,
  modelPoints: number,
  relief: { points: number; weight: number },
  priorGames: number,
): StatLine {
  if (relief.weight <= 0 || modelPoints <= 0) return line;
  const want =
    (relief.weight * Math.max(0, relief.points) + priorGames * modelPoints) / (relief.weight + priorGames);
  const out = { ...line };
  for (const k of STAT_KEYS) out[k] = line[k] * (want / modelPoints);
  return out;
}
