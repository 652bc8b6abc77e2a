// How widely a player's yards spread around his projection, for the chance of DraftKings' 100- and
// 300-yard bonuses. Normal approximations whose widths were measured on 2023's player-weeks
// (npm run backtest -- players prints the fit check).

import type { StatLine } from './stat-line.ts';

/** P(X ≥ threshold) for X ~ Normal(mean, sd). */
export function chanceAtLeast(mean: number, sd: number, threshold: number): number {
  if (sd <= 0) return mean >= threshold ? 1 : 0;
  return 1 - normalCdf((threshold - mean) / sd);
}

/** Abramowitz–Stegun 7.1.26 through erf; error below 1.5e-7. */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

export const YARDS_SPREAD = {
  pass: { base: 30, perYard: 0.3 },
  rush: { base: 8, perYard: 0.55 },
  rec: { base: 8, perYard: 0.6 },
};

export function yardageBonusChance(line: StatLine) {
  const sd = (mean: number, s: { base: number; perYard: number }) => s.base + s.perYard * mean;
  return {
    passYards:
      line.passAttempts >= 5 ? chanceAtLeast(line.passYards, sd(line.passYards, YARDS_SPREAD.pass), 300) : 0,
    rushYards: chanceAtLeast(line.rushYards, sd(line.rushYards, YARDS_SPREAD.rush), 100),
    recYards: chanceAtLeast(line.recYards, sd(line.recYards, YARDS_SPREAD.rec), 100),
  };
}
