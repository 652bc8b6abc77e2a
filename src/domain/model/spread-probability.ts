// Conversions between a point spread and a win probability. NFL margins around the line are close
// to normal with a standard deviation near 13–14 points, so P(home wins) = Φ(expected margin / σ).
// σ is fitted on the training seasons (see params.ts); the same σ turns the market's closing spread
// into the market's win probability for the comparison, so model and market are judged alike.

// Hart's rational approximation is accurate to 1e-14, but evaluated in floating point it is not
// monotone from one double to the next: about 0.2% of neighbouring inputs come out one ulp lower, so
// a pick's probability could fall when its margin rises. Snapping z to a grid of 2^-32 (exact in
// binary) makes Φ a step function whose steps (at least 2^-32·φ(z), and |z|·2^-32 relative in the
// tails) are thousands of times the rounding noise, so it never decreases; the snap moves Φ by less
// than 1e-10.
const Z_GRID = 2 ** 32;

/** Standard normal CDF: Hart's double-precision algorithm (as given by G. West, 2005), error < 1e-10. */
export function normalCdf(z: number): number {
  const x = Math.abs(Math.round(z * Z_GRID) / Z_GRID);
  let tail = 0;
  if (x <= 37) {
    const e = Math.exp((-x * x) / 2);
    if (x < 7.07106781186547) {
      const n = [
        0.0352624965998911, 0.700383064443688, 6.37396220353165, 33.912866078383, 112.079291497871,
        221.213596169931, 220.206867912376,
      ];
      const d = [
        0.0883883476483184, 1.75566716318264, 16.064177579207, 86.7807322029461, 296.564248779674,
        637.333633378831, 793.826512519948, 440.413735824752,
      ];
      tail = (e * n.reduce((acc, v) => acc * x + v, 0)) / d.reduce((acc, v) => acc * x + v, 0);
    } else {
      const d = x + 1 / (x + 2 / (x + 3 / (x + 4 / (x + 0.65))));
      tail = e / d / 2.506628274631;
    }
  }
  return z > 0 ? 1 - tail : tail;
}

/** Inverse standard normal CDF (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalQuantile(p: number): number {
  if (p <= 0) return Number.NEGATIVE_INFINITY;
  if (p >= 1) return Number.POSITIVE_INFINITY;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const poly = (k: number[], x: number) => k.reduce((acc, v) => acc * x + v, 0);
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return poly(c, q) / (poly(d, q) * q + 1);
  }
  if (p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -poly(c, q) / (poly(d, q) * q + 1);
  }
  const q = p - 0.5;
  const r = q * q;
  return (poly(a, r) * q) / (poly(b, r) * r + 1);
}

/** P(home wins) from the expected home margin (spread in nflverse sign: positive = home favoured). */
export function spreadToProbability(expectedHomeMargin: number, sigma: number): number {
  return normalCdf(expectedHomeMargin / sigma);
}

/** The expected home margin that a home-win probability implies. */
export function probabilityToSpread(homeWinProbability: number, sigma: number): number {
  return sigma * normalQuantile(homeWinProbability);
}
