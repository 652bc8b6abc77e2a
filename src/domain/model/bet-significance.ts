// How much a betting record says: the Wilson score interval of its win rate, the chance of doing at
// least as well by luck at a given win rate (the binomial upper tail), and the units a record won at
// the prices it was bet at. Pushes return the stake: they count in neither wins nor losses.
import { profitPerUnit } from '../odds/american-odds.ts';
import type { Outcome } from './grading.ts';

/** The win rate a bettor needs at −110: 110 / 210 = 0.5238. */
export const BREAK_EVEN_AT_MINUS_110 = 110 / 210;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson score interval for `wins` of `n` (z = 1.96 for 95%); null when there is no graded bet. */
export function wilsonInterval(wins: number, n: number, z = 1.96): Interval | null {
  if (!(Number.isInteger(wins) && Number.isInteger(n) && wins >= 0 && wins <= n))
    throw new RangeError(`not a record: ${wins} of ${n}`);
  if (n === 0) return null;
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** P(X ≥ k) for X ~ Binomial(n, p): the chance a bettor winning at rate p does at least this well. */
export function binomialTailAtLeast(k: number, n: number, p: number): number {
  if (!(Number.isInteger(k) && Number.isInteger(n) && n >= 0)) throw new RangeError(`bad k/n: ${k}/${n}`);
  if (!(p > 0 && p < 1)) throw new RangeError(`not a probability in (0, 1): ${p}`);
  if (k <= 0) return 1;
  if (k > n) return 0;
  // log pmf(i) by the ratio pmf(i+1)/pmf(i) = (n − i)/(i + 1) · p/(1 − p), summed in log space.
  const logRatio = Math.log(p) - Math.log(1 - p);
  let logPmf = n * Math.log(1 - p);
  for (let i = 0; i < k; i++) logPmf += Math.log(n - i) - Math.log(i + 1) + logRatio;
  const terms: number[] = [];
  for (let i = k; i <= n; i++) {
    terms.push(logPmf);
    logPmf += Math.log(n - i) - Math.log(i + 1) + logRatio;
  }
  const top = Math.max(...terms);
  const sum = terms.reduce((a, t) => a + Math.exp(t - top), 0);
  return Math.min(1, Math.exp(top) * sum);
}

export interface PricedOutcome {
  outcome: Outcome;
  /** The American price the bet was made at (−110 when the source records none). */
  price: number;
}

/** Units won betting one unit on each: a win pays the price's profit, a loss costs 1, a push 0. */
export function unitsWon(bets: readonly PricedOutcome[]): number {
  let units = 0;
  for (const { outcome, price } of bets) {
    if (outcome === 'win') units += profitPerUnit(price);
    else if (outcome === 'loss') units -= 1;
  }
  return units;
}
