// How many opportunities (pass attempts, carries, targets) a player should get in a game: his team's
// expected volume times his expected share of it. His share is read over his team's recent games
// (older games fade by team games played since, so a benched or injured player's old role fades) and
// shrunk towards his position's usual share; then the shares of the teammates expected to play are
// scaled to fill the team's volume, so a starter ruled out on the injury report hands his share to the
// others, and a starter coming back takes his share from whoever filled in.

import { itemAt } from '../../shared/guards.ts';
import type { InjuryStatusLookup } from './injury-status.ts';
import type { LeagueContext } from './league-context.ts';
import type { PlayerGame, SkillPosition } from './player-game.ts';
import type { ProjectionTarget } from './project-player.ts';
import type { ProjectionParams } from './projection-params.ts';
import { expectedStarter, roleShares } from './quarterbacks.ts';
import { OPPORTUNITIES, type Opportunity, type TeamGame, type TeamLog } from './team-log.ts';

export type Volume = Record<Opportunity, number>;

export interface UsageContext {
  log: TeamLog;
  league: LeagueContext;
  injuries: InjuryStatusLookup;
  /** A player's known games, oldest first. */
  history: (playerId: string) => readonly PlayerGame[];
  /** The market's expected margin for a team (positive = favoured), when a line is known. */
  expectedMargin: (gameId: string, team: string) => number | null;
  impliedPoints: (gameId: string, team: string) => number | null;
  params: ProjectionParams;
}

export interface Usage {
  /** Expected opportunities in this game. */
  volume: Volume;
  /** His share of each team opportunity, before and after filling the team's volume. */
  rawShare: Volume;
  share: Volume;
  teamVolume: Volume;
}

/** A teammate the team's recent games showed, with his expected share and whether he is ruled out. */
export interface TeamMember {
  id: string;
  name: string;
  position: SkillPosition;
  share: Volume;
  out: boolean;
}

const zero = (): Volume => ({ passAttempts: 0, carries: 0, targets: 0 });

const OUT_STATUSES = new Set(['OUT', 'DOUBTFUL']);

function ruledOut(ctx: UsageContext, t: ProjectionTarget, id: string, name: string) {
  const status = ctx.injuries.status(t.season, t.week, t.team, { id, name }, t.kickoffMs);
  return status !== undefined && OUT_STATUSES.has(status);
}

/** His weighted share of team volume, by team games since each of his games. */
export function rawShare(
  games: readonly PlayerGame[],
  teamGames: readonly TeamGame[],
  position: SkillPosition,
  t: Pick<ProjectionTarget, 'season' | 'kickoffMs'>,
  ctx: Pick<UsageContext, 'league' | 'log' | 'params'>,
): Volume {
  const p = ctx.params;
  const sum = zero();
  let w = 0;
  const kickoffs = teamGames.map((x) => x.kickoffMs);
  for (const g of games) {
    if (g.season < t.season - 1) continue;
    const tg = ctx.log.game(g.team, g.gameId);
    if (!tg) continue;
    // Team games played since this one (and before the game projected): his old role fades with them.
    const age = countBetween(kickoffs, g.kickoffMs, t.kickoffMs);
    const wi = p.decay ** age * (g.season < t.season ? p.previousSeasonWeight : 1);
    w += wi;
    for (const o of OPPORTUNITIES) if (tg.totals[o] > 0) sum[o] += (wi * g.line[o]) / tg.totals[o];
  }
  const prior = priorShare(position, t.season, ctx);
  const k = p.volumePriorGames;
  const out = zero();
  for (const o of OPPORTUNITIES) out[o] = (sum[o] + k * prior[o]) / (w + k);
  return out;
}

/** How many of the ascending `sorted` values lie strictly between `lo` and `hi`. */
export function countBetween(sorted: readonly number[], lo: number, hi: number): number {
  const firstAbove = (x: number) => {
    let a = 0;
    let b = sorted.length;
    while (a < b) {
      const m = (a + b) >> 1;
      if (itemAt(sorted, m) <= x) a = m + 1;
      else b = m;
    }
    return a;
  };
  const firstAtOrAbove = (x: number) => {
    let a = 0;
    let b = sorted.length;
    while (a < b) {
      const m = (a + b) >> 1;
      if (itemAt(sorted, m) < x) a = m + 1;
      else b = m;
    }
    return a;
  };
  return Math.max(0, firstAtOrAbove(hi) - firstAbove(lo));
}

/** The share of team volume an average appearance at his position gets. */
function priorShare(
  position: SkillPosition,
  season: number,
  ctx: Pick<UsageContext, 'league' | 'log'>,
): Volume {
  const perGame = ctx.league.perGame(position, season);
  const team = ctx.log.leagueAverage(season) ?? ctx.log.leagueAverage(season - 1);
  const out = zero();
  if (!team) return out;
  for (const o of OPPORTUNITIES) out[o] = team[o] > 0 ? perGame[o] / team[o] : 0;
  return out;
}

/** The team's expected volume: its recent per-game totals, shrunk to the league's, moved by the line. */
export function teamVolume(t: ProjectionTarget, teamGames: readonly TeamGame[], ctx: UsageContext): Volume {
  const p = ctx.params;
  const league = ctx.log.leagueAverage(t.season) ??
    ctx.log.leagueAverage(t.season - 1) ?? { passAttempts: 34, carries: 26, targets: 33 };
  const sum = zero();
  let w = 0;
  let age = 0;
  for (let i = teamGames.length - 1; i >= 0; i--) {
    const g = itemAt(teamGames, i);
    if (g.kickoffMs >= t.kickoffMs || g.season < t.season - 1) continue;
    const wi = p.decay ** age * (g.season < t.season ? p.previousSeasonWeight : 1);
    age += 1;
    w += wi;
    for (const o of OPPORTUNITIES) sum[o] += wi * g.totals[o];
  }
  const k = p.teamPriorGames;
  const margin = ctx.expectedMargin(t.gameId, t.team);
  const passScript = margin === null ? 1 : Math.max(0.6, 1 - p.scriptPass * margin);
  const rushScript = margin === null ? 1 : Math.max(0.6, 1 + p.scriptRush * margin);
  const out = zero();
  for (const o of OPPORTUNITIES) out[o] = (sum[o] + k * league[o]) / (w + k);
  out.passAttempts *= passScript;
  out.targets *= passScript;
  out.carries *= rushScript;
  return out;
}

/**
 * Shares of every teammate expected to play, computed once per team and kickoff. Who is expected is
 * read from the past only (recent appearances, minus the injury report's outs): never from who
 * turned out to play.
 */
export function teamShares(t: ProjectionTarget, ctx: UsageContext) {
  const p = ctx.params;
  const teamGames = ctx.log
    .games(t.team)
    .filter((g) => g.kickoffMs < t.kickoffMs && g.season >= t.season - 1);
  const current = teamGames.filter((g) => g.season === t.season);
  const window = (current.length > 0 ? current : teamGames).slice(-p.candidateWindow);
  const candidates = new Map<string, { id: string; name: string; position: SkillPosition }>();
  for (const g of window) {
    for (const line of g.lines.values()) {
      const own = ctx.history(line.playerId);
      const last = own[own.length - 1];
      if (last && last.team !== t.team) continue; // he has played for another team since
      candidates.set(line.playerId, { id: line.playerId, name: line.name, position: line.position });
    }
  }
  const shares = new Map<string, Volume>();
  const members: TeamMember[] = [];
  const total = zero();
  for (const c of candidates.values()) {
    const s = rawShare(ctx.history(c.id), teamGames, c.position, t, ctx);
    shares.set(c.id, s);
    const out = ruledOut(ctx, t, c.id, c.name);
    members.push({ ...c, share: s, out });
    if (out) continue;
    for (const o of OPPORTUNITIES) total[o] += s[o];
  }
  const passShares = new Map(
    members.filter((m) => m.position === 'QB').map((m) => [m.id, m.share.passAttempts] as const),
  );
  const starter = expectedStarter(t, teamGames, ctx.injuries, ctx.history, passShares);
  return { t, teamGames, shares, members, starter, total, volume: teamVolume(t, teamGames, ctx) };
}

export type TeamShares = ReturnType<typeof teamShares>;

/** One player's usage; a player the team's recent games did not show joins the total himself. */
export function usageFor(target: ProjectionTarget, team: TeamShares, ctx: UsageContext): Usage {
  const known = team.shares.get(target.playerId);
  const raw = known ?? rawShare(ctx.history(target.playerId), team.teamGames, target.position, target, ctx);
  const share = zero();
  const volume = zero();
  const qb =
    target.position === 'QB'
      ? roleShares(
          ctx.history(target.playerId),
          (teamCode, gameId) => ctx.log.game(teamCode, gameId),
          team.starter === target.playerId,
          ctx.params.decay,
        )
      : undefined;
  const out = team.members.some((m) => m.id === target.playerId && m.out);
  for (const o of OPPORTUNITIES) {
    if (qb && o !== 'targets') {
      share[o] = qb[o];
      volume[o] = team.volume[o] * share[o];
      continue;
    }
    // A player the recent games did not show, or one ruled out himself, joins the total: a ruled-out
    // player's line is what he would get if he played, not his share scaled up to fill the volume
    // his own absence leaves (Kyren Williams, LA 2023 week 18: 42 DK points expected, twice his usual).
    const total = team.total[o] + (known && !out ? 0 : raw[o]);
    const fill = ctx.params.fillShares;
    // Only a team whose recent games showed who plays is filled; and never by more than double or
    // less than half (a roster the recent games describe badly should not blow a share up).
    const scale =
      team.members.length > 0 && total > 0.05 ? Math.min(2, Math.max(0.5, (1 / total) ** fill)) : 1;
    share[o] = raw[o] * scale;
    volume[o] = team.volume[o] * share[o];
  }
  return { volume, rawShare: raw, share, teamVolume: team.volume };
}
