// Beta calibration (Kull, Silva Filho & Flach 2017): logit q = a·ln p − b·ln(1 − p) + c, with a ≥ 0
// and b ≥ 0. Platt is the case a = b; two slopes let the curve bend the two ends apart (a top decile
// that wins more often than said while the bottom one does not), and a, b ≥ 0 keep it non-decreasing.
// A logistic regression on the features ln p and −ln(1 − p), fitted by Newton's method on the log loss;
// a slope that comes out negative is fixed at 0 and the rest refitted, as the paper's betacal does.
// The third candidate of decision 136, chosen (or not) by the rule of decision 091.
import { clipProbability as clip, type Scored, sigmoid } from './metrics.ts';
import type { Curve } from './recalibration.ts';

export interface BetaParams {
  a: number;
  b: number;
  c: number;
}

/** Solves m·x = v (k ≤ 3) by Gaussian elimination with partial pivoting; null when m is singular. */
function solve(m: number[][], v: number[]): number[] | null {
  const k = v.length;
  const a = m.map((row, i) => [...row, v[i] as number]);
  for (let col = 0; col < k; col++) {
    let pivot = col;
    for (let r = col + 1; r < k; r++)
      if (Math.abs(a[r]?.[col] as number) > Math.abs(a[pivot]?.[col] as number)) pivot = r;
    if (!(Math.abs(a[pivot]?.[col] as number) > 1e-12)) return null;
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const top = a[col] as number[];
    for (let r = col + 1; r < k; r++) {
      const row = a[r] as number[];
      const f = (row[col] as number) / (top[col] as number);
      for (let j = col; j <= k; j++) row[j] = (row[j] as number) - f * (top[j] as number);
    }
  }
  const x = new Array<number>(k).fill(0);
  for (let r = k - 1; r >= 0; r--) {
    const row = a[r] as number[];
    let s = row[k] as number;
    for (let j = r + 1; j < k; j++) s -= (row[j] as number) * (x[j] as number);
    x[r] = s / (row[r] as number);
  }
  return x;
}

/** Logistic regression of ys on the given feature columns plus an intercept (the last coefficient). */
function logistic(columns: readonly Float64Array[], ys: Float64Array, start: number[]): number[] {
  const k = columns.length + 1;
  const w = [...start];
  const row = new Array<number>(k).fill(1);
  for (let iter = 0; iter < 50; iter++) {
    const g = new Array<number>(k).fill(0);
    const h = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (let i = 0; i < ys.length; i++) {
      let z = w[k - 1] as number;
      for (let j = 0; j < k - 1; j++) {
        row[j] = (columns[j] as Float64Array)[i] as number;
        z += (w[j] as number) * (row[j] as number);
      }
      const q = sigmoid(z);
      const r = q - (ys[i] as number);
      const v = q * (1 - q);
      for (let j = 0; j < k; j++) {
        g[j] = (g[j] as number) + r * (row[j] as number);
        const hj = h[j] as number[];
        for (let l = 0; l < k; l++) hj[l] = (hj[l] as number) + v * (row[j] as number) * (row[l] as number);
      }
    }
    const step = solve(h, g);
    if (!step) break;
    let moved = 0;
    for (let j = 0; j < k; j++) {
      w[j] = (w[j] as number) - (step[j] as number);
      moved += Math.abs(step[j] as number);
    }
    if (moved < 1e-10) break;
  }
  return w;
}

/** The fitted a, b, c. Starts from the identity (a = b = 1, c = 0: logit q = logit p). */
export function fitBetaParams(items: readonly Scored[]): BetaParams {
  const lnP = Float64Array.from(items, (i) => Math.log(clip(i.p)));
  const lnQ = Float64Array.from(items, (i) => -Math.log(1 - clip(i.p)));
  const ys = Float64Array.from(items, (i) => (i.homeWon ? 1 : 0));
  // Which slopes are free: a negative one is fixed at 0 (the most negative first) and the rest refitted.
  let free = { a: true, b: true };
  for (;;) {
    const cols = [...(free.a ? [lnP] : []), ...(free.b ? [lnQ] : [])];
    const w = logistic(cols, ys, [...(free.a ? [1] : []), ...(free.b ? [1] : []), 0]);
    const a = free.a ? (w[0] as number) : 0;
    const b = free.b ? (w[free.a ? 1 : 0] as number) : 0;
    const c = w[w.length - 1] as number;
    if (a >= 0 && b >= 0) return { a, b, c };
    free = a < b ? { a: false, b: free.b } : { a: free.a, b: false };
  }
}

/**
 * The curve of given parameters. Its output is kept within [1e-6, 1 − 1e-6], the bounds isotonic's
 * steps and the log loss use: a training set the features separate has no finite fit, Newton stops
 * after 50 steps with large slopes, and σ of a large number is exactly 1 in floating point.
 */
export function betaCurve({ a, b, c }: BetaParams): Curve {
  return (p) => clip(sigmoid(a * Math.log(clip(p)) - b * Math.log(1 - clip(p)) + c));
}

/** Beta calibration fitted on the items. */
export function fitBeta(items: readonly Scored[]): Curve {
  return betaCurve(fitBetaParams(items));
}
