// Derivative-free minimisation for bench/fit-model.ts: golden-section line searches, one constant at
// a time (coordinate descent). The losses are smooth but expensive (one walk-forward run each) and
// have a handful of parameters, so this is simpler and more predictable than a general optimiser.

import type { ModelParams } from '../src/domain/model/params.ts';

/** Golden-section search for the minimum of f on [lo, hi]. */
export function golden(f: (x: number) => number, lo: number, hi: number, tol: number): number {
  const r = (Math.sqrt(5) - 1) / 2;
  let a = lo;
  let b = hi;
  let c = b - r * (b - a);
  let d = a + r * (b - a);
  let fc = f(c);
  let fd = f(d);
  while (b - a > tol) {
    if (fc < fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - r * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + r * (b - a);
      fd = f(d);
    }
  }
  return (a + b) / 2;
}

export interface Knob {
  name: string;
  lo: number;
  hi: number;
  tol: number;
  set: (p: ModelParams, x: number) => ModelParams;
}

export function descend(
  start: ModelParams,
  knobs: Knob[],
  loss: (p: ModelParams) => number,
  passes = 20,
): ModelParams {
  let params = start;
  let best = loss(params);
  for (let pass = 1; pass <= passes; pass += 1) {
    const before = best;
    for (const k of knobs) {
      const x = golden((v) => loss(k.set(params, v)), k.lo, k.hi, k.tol);
      const candidate = k.set(params, x);
      const l = loss(candidate);
      if (l < best) {
        best = l;
        params = candidate;
      }
    }
    console.log(`  pass ${pass}: loss ${best.toFixed(6)}`);
    if (before - best < 1e-6) break;
  }
  return params;
}
