// The moneyline market's win probability. Each American price implies a probability (−150 → 150/250 =
// 60%, +130 → 100/230 ≈ 43.5%); the two sides add up to more than 100% by the bookmaker's margin (the
// vig). We remove it by proportional normalisation, p_home / (p_home + p_away), the simplest and most
// common method; it assumes the margin is spread over both sides in proportion to their chances.

export interface Moneyline {
  /** American odds of the home and away sides (−150, +130). */
  home: number;
  away: number;
}

/** The probability an American price implies, vig included. */
export function impliedProbability(american: number): number {
  if (!Number.isFinite(american) || (american > -100 && american < 100)) {
    throw new RangeError(`Not an American price: ${american}`);
  }
  return american < 0 ? -american / (-american + 100) : 100 / (american + 100);
}

/** The bookmaker's margin: how far the two implied probabilities add up beyond 1. */
export function overround(line: Moneyline): number {
  return impliedProbability(line.home) + impliedProbability(line.away) - 1;
}

/** Home-win probability with the vig removed (proportional normalisation). */
export function noVigHomeProbability(line: Moneyline): number {
  const home = impliedProbability(line.home);
  return home / (home + impliedProbability(line.away));
}
