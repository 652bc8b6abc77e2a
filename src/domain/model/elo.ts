// Elo-family team ratings, kept on the points scale: a rating is points better than an average team
// on a neutral field, so the difference of two ratings is directly a spread. (Classic Elo points are
// 25 per point of spread, the ratio FiveThirtyEight used; ratingToElo converts for display.)
//
// After a game the home team gains K × MOV multiplier × (result − expected) and the away team loses
// the same, so the league mean stays put. Expected = P(home wins) from the expected margin (normal,
// σ as everywhere else). The margin-of-victory multiplier is FiveThirtyEight's: ln(|margin| + 1),
// damped when the favourite wins big (autocorrelation correction), so blowouts by good teams do not
// inflate ratings.

import { spreadToProbability } from './spread-probability.ts';

export const ELO_POINTS_PER_SPREAD_POINT = 25;

export interface EloUpdateParams {
  /** K in rating points per unit of (result − expected) at a multiplier of 1. */
  k: number;
  /** Multiplier shape: A / (A + B × winner's expected margin). 538: A 2.2, B 0.001 per Elo = 0.025 per point. */
  movA: number;
  movB: number;
  sigma: number;
}

export function movMultiplier(actualMargin: number, expectedMargin: number, p: EloUpdateParams): number {
  const abs = Math.max(1, Math.abs(actualMargin)); // a tie moves ratings like a one-point game
  const winnerEdge = actualMargin > 0 ? expectedMargin : actualMargin < 0 ? -expectedMargin : 0;
  // The damping never turns into an amplifier beyond 2× for a heavy underdog winning.
  const damp = Math.min(2, p.movA / Math.max(p.movA / 2, p.movA + p.movB * winnerEdge));
  return Math.log(abs + 1) * damp;
}

/** Points the home team's rating moves (the away team's moves by the opposite). */
export function eloShift(expectedMargin: number, actualMargin: number, p: EloUpdateParams): number {
  const result = actualMargin > 0 ? 1 : actualMargin < 0 ? 0 : 0.5;
  const expected = spreadToProbability(expectedMargin, p.sigma);
  return p.k * movMultiplier(actualMargin, expectedMargin, p) * (result - expected);
}

/** Between seasons a rating keeps (1 − fraction) of its distance from the mean (rosters turn over). */
export function regressToMean(rating: number, fraction: number, mean = 0): number {
  return mean + (rating - mean) * (1 - fraction);
}

export function ratingToElo(ratingPoints: number): number {
  return 1500 + ELO_POINTS_PER_SPREAD_POINT * ratingPoints;
}
