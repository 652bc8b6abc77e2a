import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import {
  applyCurve,
  chooseMethod,
  fitIsotonic,
  fitPlatt,
  type RecalibrationMethod,
  recalibrateWalkForward,
  seasonCurve,
} from './recalibration.ts';

const won = (p: number, homeWon: boolean) => ({ p, homeWon });

describe('fitPlatt', () => {
  it('reproduces the observed rates of two groups: 80% calls that won 3 of 4 map to 75%', () => {
    // logit(0.8) = ln 4, logit(0.2) = −ln 4; the fit matches each group's rate: a·ln4 + b = ln 3 and
    // −a·ln4 + b = −ln 3, so b = 0 and a = ln3 / ln4 = 0.7925: 0.8 → 0.75, 0.2 → 0.25, 0.5 → 0.5.
    const items = [
      won(0.8, true),
      won(0.8, true),
      won(0.8, true),
      won(0.8, false),
      won(0.2, true),
      won(0.2, false),
      won(0.2, false),
      won(0.2, false),
    ];
    const curve = fitPlatt(items);
    expect(curve(0.8)).toBeCloseTo(0.75, 6);
    expect(curve(0.2)).toBeCloseTo(0.25, 6);
    expect(curve(0.5)).toBeCloseTo(0.5, 6);
  });
});

describe('fitPlatt is the textbook fit, only faster (decision 127)', () => {
  // The Newton fit as first written: logit(p) worked out inside every step. fitPlatt works each item's
  // log-odds out once; it must give the very same curve, to the last bit (the record must not move).
  const EPS = 1e-6;
  const clip = (p: number) => Math.min(1 - EPS, Math.max(EPS, p));
  const logit = (p: number) => Math.log(clip(p) / (1 - clip(p)));
  const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
  function reference(items: readonly { p: number; homeWon: boolean }[]) {
    let a = 1;
    let b = 0;
    for (let iter = 0; iter < 50; iter++) {
      let [ga, gb, haa, hab, hbb] = [0, 0, 0, 0, 0];
      for (const { p, homeWon } of items) {
        const x = logit(p);
        const q = sigmoid(a * x + b);
        const r = q - (homeWon ? 1 : 0);
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
    return (p: number) => sigmoid(a * logit(p) + b);
  }

  it('maps every probability exactly as the reference does, whatever the items', () => {
    const item = fc.record({ p: fc.double({ min: 0, max: 1, noNaN: true }), homeWon: fc.boolean() });
    assertProperty(
      fc.property(
        fc.array(item, { maxLength: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (items, p) => {
          expect(fitPlatt(items)(p)).toBe(reference(items)(p));
        },
      ),
    );
  });

  it('a home side that won 3 of 4 at 80% and lost 3 of 4 at 20%: the same 0.75 and 0.25 as the reference', () => {
    // The group case above, asked of both: equal to the last bit, and 0.75 / 0.25 to 6 places.
    const items = [true, true, true, false].map((w) => won(0.8, w));
    items.push(...[true, false, false, false].map((w) => won(0.2, w)));
    expect(fitPlatt(items)(0.8)).toBe(reference(items)(0.8));
    expect(fitPlatt(items)(0.2)).toBe(reference(items)(0.2));
    expect(fitPlatt(items)(0.8)).toBeCloseTo(0.75, 6);
  });
});

describe('fitPlatt, with a home shift', () => {
  it('fits a slope and an intercept by hand: 50% calls won 3 of 4, 80% calls won 9 of 10', () => {
    // Two distinct log-odds, two parameters: the fit matches each group's rate exactly.
    // logit(0.5) = 0: b = logit(0.75) = ln 3 = 1.09861. logit(0.8) = ln 4: a·ln 4 + ln 3 = logit(0.9)
    // = ln 9, so a = ln 3 / ln 4 = 0.79248. Then 0.2 (logit −ln 4) → σ(−ln 3 + ln 3) = 0.5.
    const items = [
      ...[true, true, true, false].map((w) => won(0.5, w)),
      ...[true, true, true, true, true, true, true, true, true, false].map((w) => won(0.8, w)),
    ];
    const curve = fitPlatt(items);
    expect(curve(0.5)).toBeCloseTo(0.75, 6);
    expect(curve(0.8)).toBeCloseTo(0.9, 6);
    expect(curve(0.2)).toBeCloseTo(0.5, 6);
  });
});

describe('applyCurve', () => {
  // A curve that takes 5 points off every home side (a home shift) and one that stretches (a slope).
  const shift = (p: number) => p - 0.05;
  const stretch = (p: number) => 0.5 + 1.2 * (p - 0.5);

  it('reads a home game as the curve says, a neutral site from both sides', () => {
    expect(applyCurve(shift, 0.7, false)).toBeCloseTo(0.65, 12);
    // Neutral: (0.65 + 1 − (0.3 − 0.05)) / 2 = (0.65 + 0.75) / 2 = 0.70: no side is home, no shift.
    expect(applyCurve(shift, 0.7, true)).toBeCloseTo(0.7, 12);
    // The slope still applies: (0.74 + 1 − 0.26) / 2 = 0.74.
    expect(applyCurve(stretch, 0.7, true)).toBeCloseTo(0.74, 12);
  });

  it('at a neutral site, swapping the sides swaps the probabilities', () => {
    const platt = fitPlatt([
      won(0.8, true),
      won(0.8, false),
      won(0.3, true),
      won(0.6, true),
      won(0.6, false),
    ]);
    assertProperty(
      fc.property(fc.double({ min: 0.01, max: 0.99, noNaN: true }), (p) => {
        return Math.abs(applyCurve(platt, p, true) - (1 - applyCurve(platt, 1 - p, true))) < 1e-12;
      }),
    );
  });
});

describe('fitIsotonic', () => {
  it('pools the violators and reads linearly between the pooled blocks', () => {
    // Sorted (0.1 lost)(0.2 won)(0.3 lost)(0.4 won)(0.4 won): 0.2 and 0.3 pool to x 0.25, rate 0.5;
    // the two 0.4s pool to rate 1. At 0.325: 0.5 + 0.5 · (0.325 − 0.25) / (0.4 − 0.25) = 0.75.
    const curve = fitIsotonic([
      won(0.3, false),
      won(0.1, false),
      won(0.4, true),
      won(0.2, true),
      won(0.4, true),
    ]);
    expect(curve(0.25)).toBeCloseTo(0.5, 5);
    expect(curve(0.325)).toBeCloseTo(0.75, 5);
    expect(curve(0.05)).toBeCloseTo(0, 5);
    expect(curve(0.9)).toBeCloseTo(1, 5);
  });

  it('fits three games by hand: a win at 20%, a loss at 50%, a win at 80%', () => {
    // Sorted rates 1, 0, 1: the first two violate the order and pool to x (0.2 + 0.5) / 2 = 0.35,
    // rate 1/2; the 0.8 win stays its own block (rate 1). Below 0.35 the curve is flat at 0.5; at 0.6:
    // 0.5 + (1 − 0.5) · (0.6 − 0.35) / (0.8 − 0.35) = 0.5 + 0.5 · 0.5556 = 0.7778.
    const curve = fitIsotonic([won(0.8, true), won(0.2, true), won(0.5, false)]);
    expect(curve(0.1)).toBeCloseTo(0.5, 9);
    expect(curve(0.35)).toBeCloseTo(0.5, 9);
    expect(curve(0.6)).toBeCloseTo(0.7778, 4);
    expect(curve(0.8)).toBeCloseTo(1, 5);
  });

  it('stays within [0, 1] whatever it was fitted on', () => {
    assertProperty(
      fc.property(
        fc.array(fc.record({ p: fc.double({ min: 0, max: 1, noNaN: true }), homeWon: fc.boolean() }), {
          minLength: 1,
          maxLength: 60,
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (items, x) => {
          const y = fitIsotonic(items)(x);
          return y >= 0 && y <= 1;
        },
      ),
    );
  });

  it('never decreases as the raw probability rises', () => {
    assertProperty(
      fc.property(
        fc.array(fc.record({ p: fc.double({ min: 0.01, max: 0.99, noNaN: true }), homeWon: fc.boolean() }), {
          minLength: 1,
          maxLength: 60,
        }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (items, x, y) => {
          const curve = fitIsotonic(items);
          return curve(Math.min(x, y)) <= curve(Math.max(x, y)) + 1e-12;
        },
      ),
    );
  });
});

describe('recalibrateWalkForward', () => {
  const season = (s: number, n: number, rate: number) =>
    Array.from({ length: n }, (_, i) => ({ season: s, p: 0.8, homeWon: i < rate * n }));

  it('fits each season on earlier seasons only: the first keeps its raw probabilities', () => {
    // 2010: 80% calls that won 60%; 2011 is mapped by 2010's curve (0.8 → 0.6), whatever 2011 did.
    const items = [...season(2010, 10, 0.6), ...season(2011, 10, 1)];
    const out = recalibrateWalkForward(items, 'isotonic', 2010, 1);
    expect(out.filter((i) => i.season === 2010).every((i) => i.p === 0.8)).toBe(true);
    expect(out.find((i) => i.season === 2011)?.p).toBeCloseTo(0.6, 9);
  });

  it("a season's own results never change its recalibrated probabilities", () => {
    assertProperty(
      fc.property(fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }), (results) => {
        const base = [...season(2010, 10, 0.6), ...season(2011, 5, 0)];
        const flipped = base.map((i, k) =>
          i.season === 2011 ? { ...i, homeWon: results[k - 10] as boolean } : i,
        );
        const a = recalibrateWalkForward(base, 'isotonic', 2010, 1).slice(10);
        const b = recalibrateWalkForward(flipped, 'isotonic', 2010, 1).slice(10);
        return a.every((x, k) => x.p === b[k]?.p);
      }),
    );
  });

  it("a season's curve never uses a game of that season or later (every method)", () => {
    const game = fc.record({
      season: fc.integer({ min: 2000, max: 2005 }),
      p: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      homeWon: fc.boolean(),
    });
    assertProperty(
      fc.property(
        fc.array(game, { minLength: 1, maxLength: 40 }),
        fc.array(game, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 2001, max: 2005 }),
        fc.constantFrom<RecalibrationMethod>('platt', 'isotonic', 'beta'),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        (items, extra, season, method, x) => {
          // The extra games are moved into `season` or later: they must not move its curve.
          const later = extra.map((g) => ({ ...g, season: season + (g.season % 3) }));
          const a = seasonCurve(items, method, 2000, season, 1)(x);
          const b = seasonCurve([...items, ...later], method, 2000, season, 1)(x);
          return a === b;
        },
      ),
    );
  });

  it('chooseMethod names the curve with the lowest out-of-sample log loss', () => {
    const items = [...season(2010, 20, 0.6), ...season(2011, 20, 0.6), ...season(2012, 20, 0.6)];
    const { method, logLoss } = chooseMethod(items, 2010, { fromSeason: 2011, toSeason: 2012 }, 1);
    // Isotonic maps 0.8 → 0.6 in 2011–12 (the observed rate): log loss −(0.6·ln 0.6 + 0.4·ln 0.4)
    // = 0.673012. Platt and beta, with one distinct probability, have nothing to fit and keep the raw
    // 0.8: −(0.6·ln 0.8 + 0.4·ln 0.2) = 0.133886 + 0.643775 = 0.777661.
    expect(logLoss.isotonic).toBeCloseTo(0.673012, 5);
    expect(logLoss.platt).toBeCloseTo(0.777661, 5);
    expect(logLoss.beta).toBeCloseTo(0.777661, 5);
    expect(method).toBe('isotonic');
  });

  it('chooseMethod scores only the window, each season of it mapped by a curve fitted on every earlier season', () => {
    // 2010 (before the window, fitted on) and 2011 (the window): 0.8 calls that won 12 of 20. 2012,
    // after the window, won all 20: it must change nothing. Isotonic fitted on 2010 alone maps 0.8 →
    // 0.6, so the window's log loss is −(0.6·ln 0.6 + 0.4·ln 0.4) = 0.673012; raw and Platt keep 0.8:
    // 0.777661 (the first chooseMethod test's arithmetic).
    const after = season(2012, 20, 1);
    const { logLoss } = chooseMethod(
      [...season(2010, 20, 0.6), ...season(2011, 20, 0.6), ...after],
      2010,
      { fromSeason: 2011, toSeason: 2011 },
      1,
    );
    expect(logLoss.isotonic).toBeCloseTo(0.673012, 5);
    expect(logLoss.raw).toBeCloseTo(0.777661, 5);
    expect(logLoss.platt).toBeCloseTo(0.777661, 5);
  });

  it('chooseMethod picks beta where only its two slopes fit the past', () => {
    // Each season: 50% calls won 1 of 2, 20% calls won 1 of 4, 80% calls won 4 of 5 (the hand-worked
    // fit of beta-calibration.test.ts). Beta fitted on 2010 maps 2011's calls to exactly those rates;
    // isotonic pools nothing (0.25, 0.5, 0.8 rise) and gives the same rates (a tie with beta, to rounding; the
    // earlier in the order wins a tie). Beta must beat Platt, whose one slope cannot meet all three.
    const block = (s: number) =>
      [0.5, 0.5, 0.2, 0.2, 0.2, 0.2, 0.8, 0.8, 0.8, 0.8, 0.8].map((p, i) => ({
        season: s,
        p,
        homeWon: [true, false, true, false, false, false, true, true, true, true, false][i] as boolean,
      }));
    const { logLoss } = chooseMethod(
      [...block(2010), ...block(2011)],
      2010,
      { fromSeason: 2011, toSeason: 2011 },
      1,
    );
    expect(logLoss.beta).toBeLessThan(logLoss.platt);
  });
});
