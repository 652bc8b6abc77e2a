// One player's projection for one game from what was known before its kickoff: his recent usage
// (volume per game), his efficiency per opportunity, both shrunk towards the league's for his
// position, scaled by the points the market expects his team to score and by what the opponent has
// allowed to his position.

import { itemAt } from '../../shared/guards.ts';
import { expectedDraftKingsPoints, fanDuelPoints } from './fantasy-scoring.ts';
import type { LeagueContext } from './league-context.ts';
import type { PlayerGame, PlayerGameKey } from './player-game.ts';
import type { ProjectionParams } from './projection-params.ts';
import { asBackup } from './quarterbacks.ts';
import { emptyLine, STAT_KEYS, type StatLine } from './stat-line.ts';
import { yardageBonusChance } from './yardage-spread.ts';

export type ProjectionTarget = PlayerGameKey;

export interface ProjectionInputs {
  /** His games known before the kickoff, oldest first (any season; only this and last are read). */
  history: readonly PlayerGame[];
  league: LeagueContext;
  /** Points the market expects a team to score in a game, when a line is known. */
  impliedPoints: (gameId: string, team: string) => number | null;
  params: ProjectionParams;
  /** Expected opportunities from the team usage model; without it, his own per-game averages. */
  volume?: { passAttempts: number; carries: number; targets: number };
  /** A quarterback expected to come off the bench: his points per relief appearance (quarterbacks.ts). */
  relief?: { points: number; weight: number };
}

export interface PlayerProjection {
  target: ProjectionTarget;
  line: StatLine;
  draftKings: number;
  fanDuel: number;
  /** Games of his that the projection read, this season and last. */
  gamesThisSeason: number;
  gamesLastSeason: number;
  /** Multipliers applied, for the explanation. */
  environment: number;
  opponent: number;
  /** DraftKings points the opponent allowed his position against the league (1 = average), shrunk. */
  opponentRatio: number;
}

/** League average implied points, used where a game has no line. */
export const AVERAGE_IMPLIED_POINTS = 22;

type Sums = { w: number } & StatLine;

function weightedSums(history: readonly PlayerGame[], season: number, p: ProjectionParams): Sums {
  const s: Sums = { w: 0, ...emptyLine() };
  let age = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const g = itemAt(history, i);
    if (g.season < season - 1 || g.season > season) continue;
    const w = p.decay ** age * (g.season < season ? p.previousSeasonWeight : 1);
    age += 1;
    s.w += w;
    for (const k of STAT_KEYS) s[k] += w * g.line[k];
  }
  return s;
}

export function projectPlayer(target: ProjectionTarget, inputs: ProjectionInputs): PlayerProjection {
  const { params: p, league } = inputs;
  const s = weightedSums(inputs.history, target.season, p);
  const lg = league.perGame(target.position, target.season);
  const kv = p.volumePriorGames;
  const volume = (k: 'passAttempts' | 'carries' | 'targets') => (s[k] + kv * lg[k]) / (s.w + kv);
  // Rate per opportunity, shrunk towards the league's rate by `prior` opportunities.
  const rate = (num: keyof StatLine, den: keyof StatLine, prior: number) => {
    const leagueRate = lg[den] > 0 ? lg[num] / lg[den] : 0;
    return (s[num] + prior * leagueRate) / (s[den] + prior);
  };

  const env = environmentRatio(target, inputs);
  const envYards = env ** p.environmentYards;
  // Touchdowns follow the points the market expects against the league's usual (his touchdown rate
  // is mostly the league's, shrunk hard); yards and volume against what his own teams usually score.
  const implied = inputs.impliedPoints(target.gameId, target.team);
  const envTds = ((implied ?? AVERAGE_IMPLIED_POINTS) / AVERAGE_IMPLIED_POINTS) ** p.environmentTouchdowns;
  const opponentRatio = league.opponentRatio(
    target.opponent,
    target.position,
    target.season,
    p.opponentPriorGames,
  );
  const opp = 1 + p.opponentWeight * (opponentRatio - 1);

  const v = inputs.volume;
  const att = (v ? v.passAttempts : volume('passAttempts')) * envYards;
  const car = (v ? v.carries : volume('carries')) * envYards;
  const tgt = (v ? v.targets : volume('targets')) * envYards;
  const e = p.efficiencyPrior;
  const t = p.touchdownPrior;
  const model: StatLine = {
    passAttempts: att,
    completions: att * rate('completions', 'passAttempts', e),
    passYards: att * rate('passYards', 'passAttempts', e) * opp,
    passTds: att * rate('passTds', 'passAttempts', t) * opp * (envTds / envYards),
    interceptions: att * rate('interceptions', 'passAttempts', t),
    carries: car,
    rushYards: car * rate('rushYards', 'carries', e) * opp,
    rushTds: car * rate('rushTds', 'carries', t) * opp * (envTds / envYards),
    targets: tgt,
    receptions: tgt * rate('receptions', 'targets', e),
    recYards: tgt * rate('recYards', 'targets', e) * opp,
    recTds: tgt * rate('recTds', 'targets', t) * opp * (envTds / envYards),
    fumblesLost: (s.fumblesLost + kv * lg.fumblesLost) / (s.w + kv),
    twoPointConversions: (s.twoPointConversions + kv * lg.twoPointConversions) / (s.w + kv),
    returnTds: lg.returnTds,
  };
  const line = inputs.relief
    ? asBackup(
        model,
        expectedDraftKingsPoints(model, yardageBonusChance(model)),
        inputs.relief,
        p.backupPriorGames,
      )
    : model;
  return {
    target,
    line,
    draftKings: expectedDraftKingsPoints(line, yardageBonusChance(line)),
    fanDuel: fanDuelPoints(line),
    gamesThisSeason: inputs.history.filter((g) => g.season === target.season).length,
    gamesLastSeason: inputs.history.filter((g) => g.season === target.season - 1).length,
    environment: env,
    opponent: opp,
    opponentRatio,
  };
}

/** The market's expected points for his team now, against what his teams were expected to score in his history. */
function environmentRatio(target: ProjectionTarget, inputs: ProjectionInputs): number {
  const now = inputs.impliedPoints(target.gameId, target.team);
  if (now === null) return 1;
  let w = 0;
  let sum = 0;
  let age = 0;
  for (let i = inputs.history.length - 1; i >= 0 && age < 16; i--, age++) {
    const g = itemAt(inputs.history, i);
    const implied = inputs.impliedPoints(g.gameId, g.team) ?? AVERAGE_IMPLIED_POINTS;
    const wi = inputs.params.decay ** age;
    w += wi;
    sum += wi * implied;
  }
  const usual = w > 0 ? sum / w : AVERAGE_IMPLIED_POINTS;
  return now / usual;
}
