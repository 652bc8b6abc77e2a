// Projections for a season without weekly player lines (2025 in the data pack), from what exists:
// the team's volume per game this season (team weekly stats; last season's early on), each player's
// share of it (his snap share this season times his role last season, the position's share of the
// team's volume split among the teammates listed for the game), his efficiency last season, the
// market's implied points and the points the opponent has allowed. Shown to users as such
// (docs/decisions/029-player-projections.md); its band is the weekly model's table, a stand-in.

import { itemAt } from '../../../shared/guards.ts';
import type { ModelGame } from '../../model/game.ts';
import { RESULT_KNOWN_AFTER_MS } from '../../model/walk-forward.ts';
import { expectedDraftKingsPoints, fanDuelPoints } from '../fantasy-scoring.ts';
import { createInjuryLookup, type PlayerInjuryReport } from '../injury-status.ts';
import type { SkillPosition } from '../player-game.ts';
import type { PlayerProjection, ProjectionTarget } from '../project-player.ts';
import type { ProjectionParams } from '../projection-params.ts';
import { emptyLine, type StatLine } from '../stat-line.ts';
import type { Opportunity } from '../team-log.ts';
import { impliedPointsLookup } from '../walk-forward.ts';
import { yardageBonusChance } from '../yardage-spread.ts';
import { leagueRates, type SeasonTotals, seasonShare, type TeamGameTotals } from './season-rates.ts';

export interface SnapShare {
  playerId: string;
  name: string;
  position: string | null;
  team: string;
  season: number;
  gameId: string;
  kickoffMs: number;
  /** Share of the team's offensive snaps, 0–1. */
  share: number;
}

export interface FallbackData {
  season: number;
  lastSeason: readonly SeasonTotals[];
  teamGames: readonly TeamGameTotals[];
  snaps: readonly SnapShare[];
  games: readonly ModelGame[];
  injuries: readonly PlayerInjuryReport[];
}

export interface FallbackOutlook {
  projection: PlayerProjection;
  /** His weighted snap share this season before the game (null: no snaps yet). */
  snapShare: number | null;
  share: Record<Opportunity, number>;
  /** Whether last season's totals knew him. */
  lastSeasonGames: number;
}

const OPP: readonly Opportunity[] = ['passAttempts', 'carries', 'targets'];
/** Snap share assumed for a player with no snaps yet this season: with a record, half; without, a quarter. */
const UNKNOWN_SNAPS = { known: 0.5, unknown: 0.25 };
/** Games of the position's average role added to a player's own last season (shrinkage). */
const ROLE_PRIOR_GAMES = 4;
const OUT = new Set(['OUT', 'DOUBTFUL']);

export function fallbackProjections(
  data: FallbackData,
  targets: readonly ProjectionTarget[],
  params: ProjectionParams,
): FallbackOutlook[] {
  const totals = new Map(data.lastSeason.map((t) => [t.playerId, t]));
  const lastTeamGames = data.teamGames.filter((g) => g.season === data.season - 1);
  const league = leagueRates(data.lastSeason, lastTeamGames);
  const injuries = createInjuryLookup(data.injuries);
  const implied = impliedPointsLookup(data.games);
  const allowed = pointsAllowed(data.games, data.season);
  const meanShares = new Map<SkillPosition, Record<Opportunity, number>>();
  const meanShare = (position: SkillPosition) => {
    let m = meanShares.get(position);
    // Stryker disable next-line ConditionalExpression: equivalent: a cache; computing the mean again gives the same shares
    if (!m) {
      m = positionMeanShare(position, data.lastSeason, lastTeamGames);
      meanShares.set(position, m);
    }
    return m;
  };
  const groups = new Map<string, ProjectionTarget[]>();
  for (const t of targets)
    groups.set(`${t.gameId}|${t.team}`, [...(groups.get(`${t.gameId}|${t.team}`) ?? []), t]);

  const out: FallbackOutlook[] = [];
  for (const group of groups.values()) {
    const first = itemAt(group, 0);
    const known = (ms: number) => ms + RESULT_KNOWN_AFTER_MS <= first.kickoffMs;
    const volume = teamVolume(
      first,
      data.teamGames.filter((g) => known(g.kickoffMs)),
      league.teamPerGame,
      params,
    );
    const knownSnaps = data.snaps.filter((s) => known(s.kickoffMs) && s.season === first.season);
    const snaps = snapShares(first, knownSnaps, params.decay);
    const ruledOut = (t: ProjectionTarget) =>
      OUT.has(
        // Stryker disable next-line StringLiteral: equivalent: any word but OUT or DOUBTFUL keeps him in
        injuries.status(t.season, t.week, t.team, { id: t.playerId, name: t.name }, t.kickoffMs) ?? 'HEALTHY',
      );
    // Each player's claim on his position's share: snaps this season × role last season.
    const weight = new Map<string, Record<Opportunity, number>>();
    for (const t of group) {
      const role = seasonShare(totals.get(t.playerId), lastTeamGames);
      const games = totals.get(t.playerId)?.games ?? 0;
      const mean = meanShare(t.position);
      const snap = snaps.get(t.playerId) ?? (games > 0 ? UNKNOWN_SNAPS.known : UNKNOWN_SNAPS.unknown);
      // Stryker disable next-line ObjectLiteral: equivalent: the loop below sets all three
      const w = { passAttempts: 0, carries: 0, targets: 0 };
      for (const o of OPP)
        w[o] = snap * ((role[o] * games + ROLE_PRIOR_GAMES * mean[o]) / (games + ROLE_PRIOR_GAMES));
      weight.set(t.playerId, w);
    }
    const starter = expectedPasser(
      group.filter((t) => t.position === 'QB' && !ruledOut(t)),
      snaps,
      totals,
    );
    for (const t of group) {
      // Stryker disable next-line ObjectLiteral: equivalent: the loop below sets all three
      const share = { passAttempts: 0, carries: 0, targets: 0 };
      // His claim is weighed against the teammates expected to play and, when he is ruled out
      // himself, against himself too: his line is what he would get if he played (as the weekly
      // model shows a ruled-out player), never his position's whole share split among the backups.
      const peers = group.filter((p) => p.position === t.position && (p === t || !ruledOut(p)));
      for (const o of OPP) {
        // Stryker disable next-line OptionalChaining: equivalent: every player of the group has a weight
        const sum = peers.reduce((a, p) => a + (weight.get(p.playerId)?.[o] ?? 0), 0);
        // Stryker disable next-line OptionalChaining: equivalent: every player of the group has a weight
        const mine = weight.get(t.playerId)?.[o] ?? 0;
        share[o] = sum > 0 ? (league.positionShare[t.position][o] * mine) / sum : 0;
      }
      if (t.position === 'QB') share.passAttempts = t.playerId === starter ? 0.95 : 0.03;
      // The games he has played this season (snap counts): his projection reads this season, so the
      // band is the played table's from his first snap on, as for the weekly model (decision 081).
      const played = new Set(knownSnaps.filter((s) => s.playerId === t.playerId).map((s) => s.gameId)).size;
      out.push({
        projection: {
          ...project(t, share, volume, totals.get(t.playerId), league, implied, allowed, params),
          gamesThisSeason: played,
        },
        snapShare: snaps.get(t.playerId) ?? null,
        share,
        lastSeasonGames: totals.get(t.playerId)?.games ?? 0,
      });
    }
  }
  return out;
}

function positionMeanShare(
  position: SkillPosition,
  lastSeason: readonly SeasonTotals[],
  teamGames: readonly TeamGameTotals[],
): Record<Opportunity, number> {
  const rows = lastSeason.filter((t) => t.position === position && t.games > 0);
  const out = { passAttempts: 0, carries: 0, targets: 0 };
  for (const r of rows) {
    const s = seasonShare(r, teamGames);
    for (const o of OPP) out[o] += s[o] / rows.length;
  }
  return out;
}

/** The quarterback with the most snaps in his team's recent games (last season's passer otherwise). */
function expectedPasser(
  qbs: readonly ProjectionTarget[],
  snaps: ReadonlyMap<string, number>,
  totals: ReadonlyMap<string, SeasonTotals>,
): string | undefined {
  const score = (t: ProjectionTarget) =>
    (snaps.get(t.playerId) ?? -1) * 1000 + (totals.get(t.playerId)?.line.passAttempts ?? 0) / 1000;
  return [...qbs].sort((a, b) => score(b) - score(a) || a.playerId.localeCompare(b.playerId))[0]?.playerId;
}

/**
 * Weighted snap shares in the team's games this season, older games fading by team games since. A
 * team game he took no snap in counts as a share of 0 (from his first game for the team on): a
 * starter on injured reserve since week 5 is not still "the quarterback with the most snaps" in week 12.
 */
function snapShares(t: ProjectionTarget, snaps: readonly SnapShare[], decay: number): Map<string, number> {
  const teamSnaps = snaps.filter((s) => s.team === t.team && s.season === t.season);
  const gameTimes = [...new Set(teamSnaps.map((s) => s.kickoffMs))].sort((a, b) => b - a);
  const weight = (kickoffMs: number) => decay ** gameTimes.indexOf(kickoffMs);
  const sums = new Map<string, { first: number; s: number }>();
  for (const s of teamSnaps) {
    const a = sums.get(s.playerId) ?? { first: s.kickoffMs, s: 0 };
    a.first = Math.min(a.first, s.kickoffMs);
    a.s += weight(s.kickoffMs) * s.share;
    sums.set(s.playerId, a);
  }
  return new Map(
    [...sums].map(([id, a]) => {
      const w = gameTimes.filter((k) => k >= a.first).reduce((sum, k) => sum + weight(k), 0);
      return [id, a.s / w];
    }),
  );
}

function teamVolume(
  t: ProjectionTarget,
  known: readonly TeamGameTotals[],
  leaguePerGame: Record<Opportunity, number>,
  p: ProjectionParams,
): Record<Opportunity, number> {
  const own = known
    .filter((g) => g.team === t.team && g.season >= t.season - 1)
    .sort((a, b) => b.kickoffMs - a.kickoffMs);
  const sum = { passAttempts: 0, carries: 0, targets: 0 };
  let w = 0;
  own.forEach((g, age) => {
    const wi = p.decay ** age * (g.season < t.season ? p.previousSeasonWeight : 1);
    w += wi;
    for (const o of OPP) sum[o] += wi * g.volume[o];
  });
  // Stryker disable next-line ObjectLiteral: equivalent: the loop on the next line sets all three
  const out = { passAttempts: 0, carries: 0, targets: 0 };
  for (const o of OPP) out[o] = (sum[o] + p.teamPriorGames * leaguePerGame[o]) / (w + p.teamPriorGames);
  return out;
}

/** Points each defence allowed per game this season against the league, from final scores known. */
function pointsAllowed(games: readonly ModelGame[], season: number) {
  const finished = games.filter((g) => g.season === season && g.result !== null);
  return (defence: string, beforeMs: number, priorGames: number): number => {
    const known = finished.filter((g) => g.kickoffMs + RESULT_KNOWN_AFTER_MS <= beforeMs);
    // Stryker disable next-line ConditionalExpression: equivalent: without games the league average is NaN, and the last line answers 1 too
    if (known.length === 0) return 1;
    const league =
      // Stryker disable next-line OptionalChaining: equivalent: only games with a result are kept above
      known.reduce((a, g) => a + (g.result?.homeScore ?? 0) + (g.result?.awayScore ?? 0), 0) /
      (2 * known.length);
    const own = known.filter((g) => g.homeTeam === defence || g.awayTeam === defence);
    const points = own.reduce(
      // Stryker disable next-line OptionalChaining: equivalent: only games with a result are kept above
      (a, g) => a + ((g.homeTeam === defence ? g.result?.awayScore : g.result?.homeScore) ?? 0),
      0,
    );
    return league > 0 ? (points + priorGames * league) / ((own.length + priorGames) * league) : 1;
  };
}

function project(
  t: ProjectionTarget,
  share: Record<Opportunity, number>,
  volume: Record<Opportunity, number>,
  own: SeasonTotals | undefined,
  league: ReturnType<typeof leagueRates>,
  implied: (gameId: string, team: string) => number | null,
  allowed: ReturnType<typeof pointsAllowed>,
  p: ProjectionParams,
): PlayerProjection {
  const lg = league.perGame[t.position];
  const s = own?.line ?? emptyLine();
  const rate = (num: keyof StatLine, den: keyof StatLine, prior: number) => {
    const leagueRate = lg[den] > 0 ? lg[num] / lg[den] : 0;
    return (s[num] + prior * leagueRate) / (s[den] + prior);
  };
  const now = implied(t.gameId, t.team);
  const env = now === null ? 1 : now / 22;
  const envYards = env ** p.environmentYards;
  const opponentRatio = allowed(t.opponent, t.kickoffMs, p.opponentPriorGames);
  const opp = 1 + p.opponentWeight * (opponentRatio - 1);
  const att = volume.passAttempts * share.passAttempts * envYards;
  const car = volume.carries * share.carries * envYards;
  const tgt = volume.targets * share.targets * envYards;
  const e = p.efficiencyPrior;
  const td = p.touchdownPrior;
  const games = Math.max(1, own?.games ?? 0);
  const line: StatLine = {
    passAttempts: att,
    completions: att * rate('completions', 'passAttempts', e),
    passYards: att * rate('passYards', 'passAttempts', e) * opp,
    passTds: att * rate('passTds', 'passAttempts', td) * opp,
    interceptions: att * rate('interceptions', 'passAttempts', td),
    carries: car,
    rushYards: car * rate('rushYards', 'carries', e) * opp,
    rushTds: car * rate('rushTds', 'carries', td) * opp,
    targets: tgt,
    receptions: tgt * rate('receptions', 'targets', e),
    recYards: tgt * rate('recYards', 'targets', e) * opp,
    recTds: tgt * rate('recTds', 'targets', td) * opp,
    fumblesLost: own ? own.line.fumblesLost / games : lg.fumblesLost,
    twoPointConversions: own ? own.line.twoPointConversions / games : lg.twoPointConversions,
    returnTds: lg.returnTds,
  };
  return {
    target: t,
    line,
    draftKings: expectedDraftKingsPoints(line, yardageBonusChance(line)),
    fanDuel: fanDuelPoints(line),
    gamesThisSeason: 0,
    gamesLastSeason: own?.games ?? 0,
    environment: env,
    opponent: opp,
    opponentRatio,
  };
}
