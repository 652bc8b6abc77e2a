// Recalibrating the model's win probabilities, walk-forward: each season's probabilities are mapped
// through a curve fitted only on the seasons before it, so nothing from the season (or after it) shapes
// its own correction. Three curves: Platt scaling (a logistic fit on the log-odds, two parameters),
// isotonic regression (pool-adjacent-violators, a non-decreasing step curve, linear between steps) and
// beta calibration (beta-calibration.ts, decision 136). Which one the report uses is decided by log
// loss measured out of sample (decision 091).
import { fitBeta } from './beta-calibration.ts';
import { clipProbability as clip, probabilityMetrics, type Scored, sigmoid } from './metrics.ts';

/** In the order a tie on log loss is broken (the earlier wins): Platt was the only curve before 091. */
export const RECALIBRATION_METHODS = ['platt', 'isotonic', 'beta'] as const;
export type RecalibrationMethod = (typeof RECALIBRATION_METHODS)[number];
export type Curve = (p: number) => number;

const logit = (p: number) => Math.log(clip(p) / (1 - clip(p)));

/** Platt scaling: p' = σ(a·logit(p) + b), a and b by Newton's method on the log loss. */
export function fitPlatt(items: readonly Scored[]): Curve {
  let a = 1;
  let b = 0;
  // Each item's log-odds and outcome, worked out once: the same numbers every Newton step reads, not
  // 50 passes of logarithms (decision 127).
  const xs = Float64Array.from(items, (i) => logit(i.p));
  const ys = Float64Array.from(items, (i) => (i.homeWon ? 1 : 0));
  for (let iter = 0; iter < 50; iter++) {
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hab = 0;
    let hbb = 0;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] as number;
      const q = sigmoid(a * x + b);
      const r = q - (ys[i] as number);
      const w = q * (1 - q);
      ga += r * x;
      gb += r;
      haa += w * x * x;
      hab += w * x;
      hbb += w;
    }
    const det = haa * hbb - hab * hab;
    if (!(det > 1e-12)) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) + Math.abs(db) < 1e-10) break;
  }
  return (p) => sigmoid(a * logit(p) + b);
}

/** Isotonic regression (pool-adjacent-violators), read linearly between the pooled blocks' centres. */
export function fitIsotonic(items: readonly Scored[]): Curve {
  const sorted = [...items].sort((x, y) => x.p - y.p);
  const blocks: { sumP: number; sumY: number; n: number }[] = [];
  for (const { p, homeWon } of sorted) {
    blocks.push({ sumP: p, sumY: homeWon ? 1 : 0, n: 1 });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1] as (typeof blocks)[number];
      const prev = blocks[blocks.length - 2] as (typeof blocks)[number];
      if (prev.sumY / prev.n < last.sumY / last.n) break;
      blocks.pop();
      prev.sumP += last.sumP;
      prev.sumY += last.sumY;
      prev.n += last.n;
    }
  }
  const xs = blocks.map((b) => b.sumP / b.n);
  const ys = blocks.map((b) => clip(b.sumY / b.n));
  return (p) => {
    if (xs.length === 0) return p;
    if (p <= (xs[0] as number)) return ys[0] as number;
    const last = xs.length - 1;
    if (p >= (xs[last] as number)) return ys[last] as number;
    let hi = 1;
    while ((xs[hi] as number) < p) hi += 1;
    const x0 = xs[hi - 1] as number;
    const x1 = xs[hi] as number;
    const y0 = ys[hi - 1] as number;
    const y1 = ys[hi] as number;
    return x1 === x0 ? y1 : y0 + ((y1 - y0) * (p - x0)) / (x1 - x0);
  };
}

const FIT: Record<RecalibrationMethod, (items: readonly Scored[]) => Curve> = {
  platt: fitPlatt,
  isotonic: fitIsotonic,
  beta: fitBeta,
};

export interface SeasonScored extends Scored {
  season: number;
  /** A neutral site: the curve is read from both sides (applyCurve). */
  neutral?: boolean;
}

/**
 * A curve's reading of a home-win probability. At a neutral site there is no home side, so the curve's
 * home shift (a Platt intercept learned from home teams winning less than we said) must not favour the
 * side listed as home: the probability is mapped from both sides and the two readings averaged.
 */
export function applyCurve(curve: Curve, p: number, neutral: boolean): number {
  return neutral ? (curve(p) + 1 - curve(1 - p)) / 2 : curve(p);
}

/**
 * Each item's probability mapped through a curve fitted on the items of earlier seasons only (from
 * `fitFromSeason` on). A season with fewer than `minFit` earlier items keeps its raw probabilities.
 */
export function recalibrateWalkForward<T extends SeasonScored>(
  items: readonly T[],
  method: RecalibrationMethod,
  fitFromSeason: number,
  minFit = 500,
): T[] {
  const seasons = [...new Set(items.map((i) => i.season))].sort((x, y) => x - y);
  const curves = new Map<number, Curve>();
  for (const season of seasons) curves.set(season, seasonCurve(items, method, fitFromSeason, season, minFit));
  return items.map((i) => ({ ...i, p: applyCurve(curves.get(i.season) as Curve, i.p, i.neutral ?? false) }));
}

/**
 * The curve that maps `season`'s probabilities: fitted on the items of the seasons from `fitFromSeason`
 * to the season before; the identity when they are fewer than `minFit`. The report's "after" and the
 * live picks (live-recalibration.ts) both come from here, so they cannot drift apart.
 */
export function seasonCurve(
  items: readonly SeasonScored[],
  method: RecalibrationMethod,
  fitFromSeason: number,
  season: number,
  minFit = 500,
): Curve {
  const past = items.filter((i) => i.season >= fitFromSeason && i.season < season);
  return past.length >= minFit ? FIT[method](past) : (p) => p;
}

/** The method with the lowest out-of-sample log loss on the seasons [fromSeason, toSeason]. */
export function chooseMethod(
  items: readonly SeasonScored[],
  fitFromSeason: number,
  window: { fromSeason: number; toSeason: number },
  minFit = 500,
): { method: RecalibrationMethod; logLoss: Record<RecalibrationMethod | 'raw', number> } {
  const scored = items.filter((i) => i.season >= window.fromSeason && i.season <= window.toSeason);
  // Only the window's seasons are scored, so only their curves are fitted (each still on every earlier
  // season from `fitFromSeason`): what recalibrateWalkForward gives those items, without fitting a curve
  // for each of the other seasons, whose mapped items were thrown away (the report's items run to 2025).
  const seasons = [...new Set(scored.map((i) => i.season))];
  const measure = (method: RecalibrationMethod) => {
    const curves = new Map(seasons.map((s) => [s, seasonCurve(items, method, fitFromSeason, s, minFit)]));
    return probabilityMetrics(
      scored.map((i) => ({ ...i, p: applyCurve(curves.get(i.season) as Curve, i.p, i.neutral ?? false) })),
    ).logLoss;
  };
  const logLoss = {
    raw: probabilityMetrics(scored).logLoss,
    platt: measure('platt'),
    isotonic: measure('isotonic'),
    beta: measure('beta'),
  };
  const method = RECALIBRATION_METHODS.reduce((best, m) => (logLoss[m] < logLoss[best] ? m : best));
  return { method, logLoss };
}
