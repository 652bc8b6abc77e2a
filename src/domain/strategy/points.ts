// Spec 02 §9's points: how well a game suits the person's style, and each bet type's rule. A game's
// confidence is the sum of its style points and the points of the bets it offers, adjusted for risk.
import type { StrategyGame, StrategyTeam } from './game.ts';
import type { BetType, BettingStyle, RiskTolerance } from './profile.ts';

/** A game is kept only above this confidence (spec 02 §9: 15 / 10 / 5). */
export const CONFIDENCE_THRESHOLD: Readonly<Record<RiskTolerance, number>> = {
  conservative: 15,
  medium: 10,
  aggressive: 5,
};

/** At most this many games are recommended (spec 02 §9: 3 / 5 / 8). */
export const MAX_BETS: Readonly<Record<RiskTolerance, number>> = {
  conservative: 3,
  medium: 5,
  aggressive: 8,
};

/**
 * Spec 02 §9's risk adjustment "low −10, medium 0, high +5": the low, medium and high risk tolerances
 * are the profile's conservative, medium and aggressive (decision 105).
 */
export const RISK_ADJUSTMENT: Readonly<Record<RiskTolerance, number>> = {
  conservative: -10,
  medium: 0,
  aggressive: 5,
};

export interface Points {
  points: number;
  reason: string;
}

/** Style points from the game's BioBoost: value 15, contrarian 12, sharp 20, balanced 10 or 5. */
export function stylePoints(style: BettingStyle, score: number): Points {
  switch (style) {
    case 'value':
      return score > 65 || score < 35
        ? { points: 15, reason: `Value: BioBoost ${score} is far from neutral, where prices are softest` }
        : { points: 0, reason: `Value: BioBoost ${score} is too close to neutral to show value` };
    case 'contrarian':
      return score >= 45 && score <= 55
        ? { points: 12, reason: `Contrarian: BioBoost ${score} is neutral, so the edge is in the price` }
        : { points: 0, reason: `Contrarian: BioBoost ${score} is not a neutral spot` };
    case 'sharp':
      return score > 70 || score < 30
        ? { points: 20, reason: `Sharp: BioBoost ${score} is a strong signal` }
        : { points: 0, reason: `Sharp: BioBoost ${score} is not strong enough for a sharp play` };
    case 'balanced':
      return score > 60 || score < 40
        ? { points: 10, reason: `Balanced: BioBoost ${score} shows a clear lean` }
        : { points: 5, reason: `Balanced: BioBoost ${score} is a moderate signal` };
  }
}

export interface BetCall {
  type: BetType;
  points: number;
  /** Team code, or OVER / UNDER. */
  side: string;
  /** The side's own handicap, the total, or null for a moneyline. */
  line: number | null;
  /** American price of the bet when we have it; spreads and totals are taken at the standard −110. */
  price: number | null;
  /** The model's probability that the bet wins; null when the model gives none. */
  probability: number | null;
  reasoning: string;
}

const teamByCode = (g: StrategyGame, code: string | null): StrategyTeam | undefined =>
  code === g.home.code ? g.home : code === g.away.code ? g.away : undefined;

const signed = (n: number) => (n > 0 ? `+${n}` : n === 0 ? 'PK' : `${n}`);

/**
 * Spread (spec 02 §9): 15 when the line is 7 or more and BioBoost is above 65; 10 when the line is 3 or
 * less and BioBoost leans (above 55 or below 45). The side is the team the model expects to cover: a
 * game's BioBoost is both teams' average and cannot choose a side by itself (decision 105).
 */
export function spreadCall(g: StrategyGame, score: number): BetCall | null {
  const pick = teamByCode(g, g.spreadPick);
  if (!pick || pick.spread === null) return null;
  const line = Math.abs(pick.spread);
  let points = 0;
  let why = '';
  if (line >= 7 && score > 65) {
    points = 15;
    why = `Large spread (${line}) with a strong BioBoost ${score}`;
  } else if (line <= 3 && (score > 55 || score < 45)) {
    points = 10;
    why = `Close spread (${line}) with a BioBoost lean (${score})`;
  }
  if (points === 0) return null;
  return {
    type: 'spread',
    points,
    side: pick.code,
    line: pick.spread,
    price: -110,
    probability: g.spreadPickProbability,
    reasoning: `${why}; the model expects ${pick.code} ${signed(pick.spread)} to cover`,
  };
}

/** Total (spec 02 §9): 18 above 70 with OVER or below 30 with UNDER; 12 above 60 / below 40. */
export function totalCall(g: StrategyGame, score: number): BetCall | null {
  if (g.total === null || g.totalPick === null) return null;
  const over = g.totalPick === 'OVER';
  let points = 0;
  if ((score > 70 && over) || (score < 30 && !over)) points = 18;
  else if ((score > 60 && over) || (score < 40 && !over)) points = 12;
  if (points === 0) return null;
  const strength = points === 18 ? 'Strong' : 'Moderate';
  return {
    type: 'total',
    points,
    side: g.totalPick,
    line: g.total,
    price: -110,
    // No σ has been fitted for totals, so the model gives no probability (decision 041).
    probability: null,
    reasoning: `${strength} ${g.totalPick} signal: BioBoost ${score}, the model's call on ${g.total}`,
  };
}

/**
 * Moneyline (spec 02 §9): conservative 8 on a heavy favourite (handicap below −6) with BioBoost above
 * 65; aggressive 12 on an underdog of 3 or more with BioBoost above 70; medium takes none. Away first.
 */
export function moneylineCall(g: StrategyGame, score: number, risk: RiskTolerance): BetCall | null {
  const fits = (t: StrategyTeam) =>
    t.spread !== null &&
    t.moneyline !== null &&
    (risk === 'conservative'
      ? t.spread < -6 && score > 65
      : risk === 'aggressive' && t.spread >= 3 && score > 70);
  const team = [g.away, g.home].find(fits);
  if (!team || team.moneyline === null || team.spread === null) return null;
  const favourite = risk === 'conservative';
  return {
    type: 'moneyline',
    points: favourite ? 8 : 12,
    side: team.code,
    line: null,
    price: team.moneyline,
    probability: team.winProbability,
    reasoning: favourite
      ? `Heavy favourite (${signed(team.spread)}) with a strong BioBoost ${score}`
      : `Underdog (${signed(team.spread)}) with an exceptional BioBoost ${score}`,
  };
}
