// Scoring rules for probabilistic picks and betting records. Ties are left out of the probability
// metrics (no side to call); log loss clips probabilities to [1e-6, 1 − 1e-6] so one overconfident
// miss is costly but finite.

import type { BetRecord, CalibrationBin, ProbabilityMetrics } from '../../shared/api/model-report.ts';
import type { ConfidenceTier } from './confidence.ts';
import { confidenceOf } from './confidence.ts';
import type { Outcome } from './grading.ts';

export interface Scored {
  /** Predicted probability that the home team wins. */
  p: number;
  homeWon: boolean;
}

const EPS = 1e-6;
/** A probability kept within [1e-6, 1 − 1e-6]: the bounds of the log loss and of the recalibration curves. */
export const clipProbability = (p: number): number => Math.min(1 - EPS, Math.max(EPS, p));
/** The logistic function σ(x) = 1 / (1 + e^−x). */
export const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

export function probabilityMetrics(items: readonly Scored[]): ProbabilityMetrics {
  let correct = 0;
  let brier = 0;
  let logLoss = 0;
  for (const { p, homeWon } of items) {
    const y = homeWon ? 1 : 0;
    correct += p === 0.5 ? 0.5 : p > 0.5 === homeWon ? 1 : 0;
    brier += (p - y) ** 2;
    const q = clipProbability(homeWon ? p : 1 - p);
    logLoss -= Math.log(q);
  }
  const n = items.length;
  return {
    games: n,
    accuracy: n === 0 ? 0 : correct / n,
    brier: n === 0 ? 0 : brier / n,
    logLoss: n === 0 ? 0 : logLoss / n,
  };
}

/** Ten bins of the home team's predicted probability: how often did the home team win in each? */
export function calibrationTable(items: readonly Scored[], bins = 10): CalibrationBin[] {
  const acc = Array.from({ length: bins }, () => ({ n: 0, sumP: 0, wins: 0 }));
  for (const { p, homeWon } of items) {
    const bin = acc[Math.min(bins - 1, Math.floor(p * bins))];
    if (!bin) continue;
    bin.n += 1;
    bin.sumP += p;
    bin.wins += homeWon ? 1 : 0;
  }
  return acc.map((b, i) => ({
    from: i / bins,
    to: (i + 1) / bins,
    games: b.n,
    meanPredicted: b.n === 0 ? null : b.sumP / b.n,
    observed: b.n === 0 ? null : b.wins / b.n,
  }));
}

/** How often each confidence tier's pick won, against the probability it was given. */
export function tierTable(items: readonly Scored[]) {
  const tiers: ConfidenceTier[] = ['HIGH', 'MEDIUM', 'LOW'];
  return tiers.map((tier) => {
    const inTier = items.filter((s) => confidenceOf(s.p).tier === tier);
    const n = inTier.length;
    const meanP = inTier.reduce((a, s) => a + Math.max(s.p, 1 - s.p), 0);
    const won = inTier.reduce((a, s) => a + (s.p >= 0.5 === s.homeWon ? 1 : 0), 0);
    return { tier, games: n, meanPredicted: n === 0 ? null : meanP / n, won: n === 0 ? null : won / n };
  });
}

export function betRecord(outcomes: readonly (Outcome | null)[]): BetRecord {
  let wins = 0;
  let losses = 0;
  let pushes = 0;
  for (const o of outcomes) {
    if (o === 'win') wins += 1;
    else if (o === 'loss') losses += 1;
    else if (o === 'push') pushes += 1;
  }
  return { wins, losses, pushes, pct: wins + losses === 0 ? null : wins / (wins + losses) };
}
