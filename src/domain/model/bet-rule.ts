// The bet rule (decision 090): a pick at the open becomes a published bet only when the model's
// probability of it covering the opening spread reaches a threshold. The threshold was fitted on the
// picks at the open of 2007–2009 only (the seasons before the record), then frozen here; the record
// 2010–2021 is what it did on seasons it never saw.
import { BREAK_EVEN_AT_MINUS_110, unitsWon } from './bet-significance.ts';
import type { Outcome } from './grading.ts';

export interface BetRule {
  /** Bet the pick when the model gives it at least this chance of covering; null = no rule fits. */
  minCoverProbability: number | null;
  fit: { fromSeason: number; toSeason: number; frozen: string };
  command: string;
}

/**
 * Frozen 2026-11-27 from `npm run backtest -- --at open --fit-bet-rule` (800 picks at the open, 2007–2009:
 * 140 bets at ≥ 52.5%, +12.82 units; the lowest threshold of the grid won most).
 */
export const BET_RULE: BetRule = {
  minCoverProbability: 0.525,
  fit: { fromSeason: 2007, toSeason: 2009, frozen: '2026-11-27' },
  command: 'npm run backtest -- --at open --fit-bet-rule',
};

/**
 * Whether the app publishes bets at all: only if the held-out seasons showed an edge (decision 090).
 * Set from the 2010–2021 record, not fitted on it: the threshold above is never re-chosen. Held out,
 * 2010–2021 at the open: 384-362-23 (51.5%, Wilson 47.9–55.0%), −12.91 units, chance 0.703 at 52.4%.
 */
export const PUBLISH_BETS = false;

/** The candidate thresholds: from the −110 break-even (52.4%) to 65% by half points. */
export const THRESHOLD_GRID = Array.from(
  { length: 27 },
  (_, i) => Math.round((0.525 + i * 0.005) * 1000) / 1000,
);

/** Fewer bets than this in the fitting seasons is no evidence for a threshold. */
export const MIN_FIT_BETS = 50;

export interface Candidate {
  coverProbability: number;
  outcome: Outcome;
}

export const isBet = (coverProbability: number, rule: Pick<BetRule, 'minCoverProbability'>): boolean =>
  rule.minCoverProbability !== null && coverProbability >= rule.minCoverProbability;

/**
 * The threshold with the most units at −110 among those with at least MIN_FIT_BETS bets; null when
 * none wins money (then no rule shows an edge even in the seasons it was fitted on).
 */
export function fitBetRule(
  picks: readonly Candidate[],
  grid: readonly number[] = THRESHOLD_GRID,
): { minCoverProbability: number | null; bets: number; units: number } {
  let best = { minCoverProbability: null as number | null, bets: 0, units: 0 };
  for (const t of grid) {
    if (t < BREAK_EVEN_AT_MINUS_110) continue;
    const bets = picks.filter((p) => p.coverProbability >= t);
    if (bets.length < MIN_FIT_BETS) continue;
    const units = unitsWon(bets.map((b) => ({ outcome: b.outcome, price: -110 })));
    if (units > best.units) best = { minCoverProbability: t, bets: bets.length, units };
  }
  return best;
}
