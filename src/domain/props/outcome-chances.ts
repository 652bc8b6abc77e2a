// The chance that a player's stat ends over, under or exactly on a prop line, from his projection and
// the market's spread (prop-markets.ts). Half-point lines cannot push; whole-number lines can, and the
// push is carved out of the middle (a continuity correction for the normal).
import { normalCdf } from '../players/yardage-spread.ts';
import type { Spread } from './prop-markets.ts';

export interface OutcomeChances {
  over: number;
  under: number;
  push: number;
}

/** P(X ≤ k) for X ~ Poisson(mean), k an integer ≥ 0; 0 for k < 0. */
export function poissonCdf(mean: number, k: number): number {
  if (k < 0) return 0;
  let term = Math.exp(-mean);
  let sum = term;
  for (let i = 1; i <= k; i++) {
    term *= mean / i;
    sum += term;
  }
  return Math.min(1, sum);
}

export function outcomeChances(spread: Spread, mean: number, line: number): OutcomeChances {
  const m = Math.max(0, mean);
  const whole = Number.isInteger(line);
  if (spread.kind === 'poisson') {
    const atMost = (k: number) => poissonCdf(m, Math.floor(k));
    const under = whole ? atMost(line - 1) : atMost(line);
    const push = whole ? atMost(line) - under : 0;
    return { over: Math.max(0, 1 - under - push), under, push };
  }
  const sd = spread.base + spread.perUnit * m;
  const cdf = (x: number) => normalCdf((x - m) / sd);
  const under = whole ? cdf(line - 0.5) : cdf(line);
  const push = whole ? cdf(line + 0.5) - under : 0;
  return { over: Math.max(0, 1 - under - push), under, push };
}
