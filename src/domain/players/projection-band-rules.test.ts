// Each rule of the projection band (projection-band.ts), worked out by hand on small made-up pairs:
// the percentiles of a bin, the bin edges and the 40-pair minimum, pool-adjacent-violators weighted
// by the bins' sizes, and the band read from a table below, between, on and above its knots.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { SkillPosition } from './player-game.ts';
import {
  BAND_EDGES,
  type BandRow,
  bandFor,
  bandOf,
  fitBandRows,
  fitBandTables,
  isotonic,
} from './projection-band.ts';

/** `n` pairs at expectation `expected`, each scoring `actual(i)`. */
const pairs = (n: number, expected: number, actual: (i: number) => number = () => 0) =>
  Array.from({ length: n }, (_, i) => ({ expected, actual: actual(i) }));

/** Three knots: 4, 8 and 12 expected points. */
const ROWS: BandRow[] = [
  { expected: 4, p10: 2, p50: 3, p90: 10 },
  { expected: 8, p10: 4, p50: 7, p90: 16 },
  { expected: 12, p10: 5, p50: 11, p90: 20 },
];

describe('isotonic (pool-adjacent-violators)', () => {
  it('leaves a non-decreasing sequence as it is, to the last digit', () => {
    expect(isotonic([1, 2, 2, 3], [5, 1, 1, 5])).toEqual([1, 2, 2, 3]);
    expect(isotonic([], [])).toEqual([]);
    // Equal neighbours are not pooled: (0.1 × 1 + 0.1 × 2) / 3 would be 0.10000000000000002.
    expect(isotonic([0.1, 0.1, 0.2], [1, 2, 1])).toEqual([0.1, 0.1, 0.2]);
    assertProperty(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: -50, max: 50, noNaN: true }), fc.integer({ min: 1, max: 100 })), {
          maxLength: 40,
        }),
        (rows) => {
          const values = rows.map(([v]) => v).sort((a, b) => a - b);
          expect(
            isotonic(
              values,
              rows.map(([, w]) => w),
            ),
          ).toEqual(values);
        },
      ),
    );
  });

  it('pools a pair that goes down into its weighted mean', () => {
    expect(isotonic([1, 3, 2], [1, 1, 1])).toEqual([1, 2.5, 2.5]);
    // 3 once and 2 three times: (3 + 6) / 4.
    expect(isotonic([1, 3, 2], [1, 1, 3])).toEqual([1, 2.25, 2.25]);
    // A value missing its weight weighs 1: (3 × 3 + 2 × 1) / 4.
    expect(isotonic([3, 1], [])).toEqual([2, 2]);
    expect(isotonic([1, 3, 2], [1, 3])).toEqual([1, 2.75, 2.75]);
  });

  it('keeps pooling backwards while the pooled block is still above the one before', () => {
    // 4, 3 → 3.5 (weight 2); then 1 is below it: (3.5 × 2 + 1) / 3.
    expect(isotonic([4, 3, 1], [1, 1, 1])).toEqual([8 / 3, 8 / 3, 8 / 3]);
    // 5, 1 → 3 (weight 2); 6 stays; 2 → 4 with the 6; 3 ≤ 4 so the first block stays.
    expect(isotonic([5, 1, 6, 2], [1, 1, 1, 1])).toEqual([3, 3, 4, 4]);
    // The pooled block carries its summed weight into the next pooling: (2 × 4 + 1 × 1) / 3 = 3 with
    // weights 1, 1, 1, but (5 × 4 + 1 × 1) / 6 = 3.5 when the first two weigh 2 and 3.
    expect(isotonic([4, 4, 1], [2, 3, 1])).toEqual([4, 4, 1].map(() => 3.5));
    expect(isotonic([6, 2, 1], [1, 1, 2])).toEqual([2.5, 2.5, 2.5]);
  });

  it('is non-decreasing, keeps the length and the weighted total', () => {
    assertProperty(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: -50, max: 50, noNaN: true }), fc.integer({ min: 1, max: 100 })), {
          maxLength: 40,
        }),
        (rows) => {
          const values = rows.map(([v]) => v);
          const weights = rows.map(([, w]) => w);
          const out = isotonic(values, weights);
          expect(out).toHaveLength(values.length);
          for (let i = 1; i < out.length; i++) {
            expect(out[i] as number).toBeGreaterThanOrEqual((out[i - 1] as number) - 1e-9);
          }
          const total = (xs: readonly number[]) => xs.reduce((a, x, i) => a + x * (weights[i] as number), 0);
          expect(total(out)).toBeCloseTo(total(values), 6);
        },
      ),
    );
  });
});

describe('fitBandRows', () => {
  it('gives no rows for no pairs', () => {
    expect(fitBandRows([])).toEqual([]);
  });

  it("reads each bin's 10th, 50th and 90th percentiles between order statistics, in any input order", () => {
    // 40 pairs at 5 points (bin 4–6) scoring i² for i = 0…39, handed over shuffled.
    const bin = Array.from({ length: 40 }, (_, i) => ({ expected: 5, actual: ((i * 7) % 40) ** 2 }));
    const [row, ...rest] = fitBandRows(bin);
    expect(rest).toEqual([]);
    expect(row?.expected).toBe(5);
    // p10 at rank 3.9: 9 + 0.9 × (16 − 9); p50 at 19.5: 361 + 0.5 × 39; p90 at 35.1: 1225 + 0.1 × 71.
    expect(row?.p10).toBeCloseTo(15.3, 9);
    expect(row?.p50).toBeCloseTo(380.5, 9);
    expect(row?.p90).toBeCloseTo(1232.1, 9);
  });

  it('puts a pair on an edge into the bin above it (bins are [lo, hi))', () => {
    expect(BAND_EDGES).toEqual([0, 2, 4, 6, 8, 10, 13, 16, 20, 25, 60]);
    const rows = fitBandRows([...pairs(40, 1.5, () => 1), ...pairs(40, 2, () => 9)]);
    expect(rows.map((r) => [r.expected, r.p50])).toEqual([
      [1.5, 1],
      [2, 9],
    ]);
    // A pair at 0 is in the first bin.
    expect(fitBandRows(pairs(40, 0, () => 1))).toEqual([{ expected: 0, p10: 1, p50: 1, p90: 1 }]);
  });

  it('fits expectations from 0 up to 60 points only', () => {
    const inRange = pairs(40, 1, (i) => i);
    const fitted = fitBandRows(inRange);
    expect(
      fitBandRows([...inRange, { expected: 60, actual: 1000 }, { expected: -0.5, actual: 1000 }]),
    ).toEqual(fitted);
    expect(fitBandRows([...inRange, { expected: 59.9, actual: 1000 }])).not.toEqual(fitted);
  });

  it('gives a bin of 40 pairs a row of its own and merges a smaller one into the next', () => {
    // 40 at 1 and 40 at 3: two rows.
    expect(fitBandRows([...pairs(40, 1, () => 2), ...pairs(40, 3, () => 6)])).toEqual([
      { expected: 1, p10: 2, p50: 2, p90: 2 },
      { expected: 3, p10: 6, p50: 6, p90: 6 },
    ]);
    // 39 at 1 join the 40 at 3: one row at their mean expectation (39 + 120) / 79, median the 40th.
    const merged = fitBandRows([...pairs(39, 1, () => 2), ...pairs(40, 3, () => 6)]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.expected).toBeCloseTo(159 / 79, 12);
    expect(merged[0]?.p50).toBe(6);
    // 39 at 1 and 39 at 3 make 78 by bin 4–6, a row there.
    expect(fitBandRows([...pairs(39, 1, () => 2), ...pairs(39, 3, () => 2)])).toEqual([
      { expected: 2, p10: 2, p50: 2, p90: 2 },
    ]);
  });

  it('adds what is left at the top to the last full bin, or makes one bin of all when none is full', () => {
    // 40 at 1 (actual 0) and 10 at 30 (actual 50): one row of 50 pairs, expectation (40 + 300) / 50.
    const rows = fitBandRows([...pairs(40, 1), ...pairs(10, 30, () => 50)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expected).toBeCloseTo(6.8, 12);
    // p90 at rank 44.1 of forty 0s then ten 50s: 50.
    expect(rows[0]?.p90).toBe(50);
    expect(rows[0]?.p50).toBe(0);
    // Five pairs in all: one row of the five.
    expect(fitBandRows(pairs(5, 7, (i) => i * 2))).toEqual([{ expected: 7, p10: 0.8, p50: 4, p90: 7.2 }]);
  });

  it('makes each percentile non-decreasing in the expectation, pooling bins by their number of pairs', () => {
    // 60 pairs at 1 all scoring 10, 40 at 5 all scoring 5: pooled (60 × 10 + 40 × 5) / 100 = 8.
    expect(fitBandRows([...pairs(60, 1, () => 10), ...pairs(40, 5, () => 5)])).toEqual([
      { expected: 1, p10: 8, p50: 8, p90: 8 },
      { expected: 5, p10: 8, p50: 8, p90: 8 },
    ]);
    // Each column is pooled on its own: only the medians go down here (10 at 1 point, 6 at 5 points:
    // both 8), the 10th (0, 1) and 90th (20, 30) percentiles rise and stay.
    const rows = fitBandRows([
      ...pairs(40, 1, (i) => (i < 20 ? 0 : 20)),
      ...pairs(40, 5, (i) => (i < 10 ? 1 : i < 30 ? 6 : 30)),
    ]);
    expect(rows).toEqual([
      { expected: 1, p10: 0, p50: 8, p90: 20 },
      { expected: 5, p10: 1, p50: 8, p90: 30 },
    ]);
  });

  it('gives knots that rise with the expectation and percentile columns that never fall', () => {
    assertProperty(
      fc.property(
        fc.array(
          fc.record({
            expected: fc.double({ min: 0, max: 40, noNaN: true }),
            actual: fc.double({ min: 0, max: 50, noNaN: true }),
          }),
          { maxLength: 400 },
        ),
        (input) => {
          const rows = fitBandRows(input);
          for (let i = 1; i < rows.length; i++) {
            const [a, b] = [rows[i - 1] as BandRow, rows[i] as BandRow];
            expect(b.expected).toBeGreaterThan(a.expected);
            for (const k of ['p10', 'p50', 'p90'] as const) expect(b[k]).toBeGreaterThanOrEqual(a[k] - 1e-9);
          }
          // The band from such a table never falls as the projection rises.
          const xs = [0, 1, 3, 5, 9, 14, 22, 45];
          const bands = xs.map((x) => bandFor(rows, x));
          for (let i = 1; i < bands.length; i++) {
            const [a, b] = [bands[i - 1], bands[i]] as [
              ReturnType<typeof bandFor>,
              ReturnType<typeof bandFor>,
            ];
            expect(b.median).toBeGreaterThanOrEqual(a.median - 1e-9);
            expect(b.low).toBeGreaterThanOrEqual(a.low - 1e-9);
            expect(b.high).toBeGreaterThanOrEqual(a.high - 1e-9);
          }
        },
      ),
    );
  });
});

describe('bandFor', () => {
  it('is the projection itself when there is no table', () => {
    expect(bandFor([], 7.5)).toEqual({ median: 7.5, low: 7.5, high: 7.5 });
    expect(bandFor([], -3)).toEqual({ median: 0, low: 0, high: 0 });
  });

  it('interpolates linearly between knots and is the knot on one', () => {
    expect(bandFor(ROWS, 4)).toEqual({ median: 3, low: 2, high: 10 });
    expect(bandFor(ROWS, 6)).toEqual({ median: 5, low: 3, high: 13 });
    expect(bandFor(ROWS, 8)).toEqual({ median: 7, low: 4, high: 16 });
    // 11 is three quarters from 8 to 12.
    expect(bandFor(ROWS, 11)).toEqual({ median: 10, low: 4.75, high: 19 });
    expect(bandFor(ROWS, 12)).toEqual({ median: 11, low: 5, high: 20 });
  });

  it('is exactly the last knot on it, not the interpolation towards it (which can miss by a rounding)', () => {
    // 11.15 + (30.06 − 11.15) is 30.059999999999995 in floating point.
    const rows: BandRow[] = [
      { expected: 8, p10: 1, p50: 5, p90: 11.15 },
      { expected: 12, p10: 3, p50: 9, p90: 30.06 },
    ];
    expect(bandFor(rows, 12)).toEqual({ median: 9, low: 3, high: 30.06 });
  });

  it('moves one for one with the projection above the last knot', () => {
    expect(bandFor(ROWS, 15)).toEqual({ median: 14, low: 8, high: 23 });
    expect(bandFor([ROWS[0] as BandRow], 6.5)).toEqual({ median: 5.5, low: 4.5, high: 12.5 });
  });

  it('shrinks in proportion towards 0 below the first knot, a negative 10th percentile staying as it is', () => {
    expect(bandFor(ROWS, 2)).toEqual({ median: 1.5, low: 1, high: 5 });
    expect(bandFor(ROWS, 1)).toEqual({ median: 0.75, low: 0.5, high: 2.5 });
    expect(bandFor(ROWS, 0)).toEqual({ median: 0, low: 0, high: 0 });
    // A negative projection is a projection of 0.
    expect(bandFor(ROWS, -2)).toEqual(bandFor(ROWS, 0));
    const negative: BandRow[] = [{ expected: 2, p10: -0.5, p50: 1, p90: 6 }];
    expect(bandFor(negative, 1)).toEqual({ median: 0.5, low: -0.5, high: 3 });
    expect(bandFor(negative, 0)).toEqual({ median: 0, low: -0.5, high: 0 });
  });

  it('reads a first knot at 0 expected points as the band of 0 (no division by zero)', () => {
    const firstGame: BandRow[] = [
      { expected: 0, p10: 0.5, p50: 4, p90: 13 },
      { expected: 7, p10: 1.2, p50: 4.7, p90: 13.7 },
    ];
    expect(bandFor(firstGame, 0)).toEqual({ median: 4, low: 0.5, high: 13 });
    expect(bandFor(firstGame, 3.5)).toEqual({ median: 4.35, low: 0.85, high: 13.35 });
  });

  it('keeps the median at or above the low end and the high end at or above the median', () => {
    // A hand-made knot whose 10th percentile is above its median, and whose 90th is below that.
    const crossed: BandRow[] = [{ expected: 5, p10: 6, p50: 4, p90: 5 }];
    expect(bandFor(crossed, 5)).toEqual({ median: 6, low: 6, high: 6 });
    expect(bandFor([{ expected: 5, p10: 1, p50: 4, p90: 3 }], 5)).toEqual({ median: 4, low: 1, high: 4 });
  });
});

describe('fitBandTables and bandOf', () => {
  const at = (position: SkillPosition, gamesThisSeason: number, expected: number, actual: number, n = 40) =>
    Array.from({ length: n }, () => ({ target: { position }, gamesThisSeason, expected, actual }));

  it('fits each position on its own pairs', () => {
    const tables = fitBandTables([
      ...at('QB', 1, 15, 18),
      ...at('RB', 2, 9, 8),
      ...at('WR', 3, 7, 6),
      ...at('TE', 4, 5, 4),
      ...at('TE', 0, 3, 1),
    ]);
    const row = (expected: number, v: number) => [{ expected, p10: v, p50: v, p90: v }];
    expect(tables.played).toEqual({ QB: row(15, 18), RB: row(9, 8), WR: row(7, 6), TE: row(5, 4) });
    expect(tables.firstGame).toEqual({ QB: [], RB: [], WR: [], TE: row(3, 1) });
  });

  it('reads the played table from his first game played on, the first-game table before', () => {
    const tables = fitBandTables([...at('RB', 1, 6, 10), ...at('RB', 0, 6, 2)]);
    const projection = (gamesThisSeason: number) =>
      bandOf(tables, { target: { position: 'RB' }, gamesThisSeason, draftKings: 6 });
    expect(projection(1)).toEqual({ median: 10, low: 10, high: 10 });
    expect(projection(0)).toEqual({ median: 2, low: 2, high: 2 });
    // Another position's empty table gives the projection back as it is.
    expect(bandOf(tables, { target: { position: 'WR' }, gamesThisSeason: 1, draftKings: 6 })).toEqual({
      median: 6,
      low: 6,
      high: 6,
    });
  });
});
