import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { normalCdf, normalQuantile, probabilityToSpread, spreadToProbability } from './spread-probability.ts';

describe('spread ↔ probability', () => {
  it('matches the normal table', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.841344746, 6);
    expect(normalCdf(-1.96)).toBeCloseTo(0.0249979, 6);
  });

  it('keeps its precision far into the tails, where the formula changes', () => {
    // Reference values of Φ (R's pnorm), relative error under 1e-7.
    const table: [number, number][] = [
      [-8, 6.22096057427174e-16],
      [-10, 7.61985302416047e-24],
      [-20, 2.7536241186061556e-89],
      [-37, 5.7255712225239266e-300],
    ];
    for (const [z, phi] of table) expect(normalCdf(z) / phi, `z = ${z}`).toBeCloseTo(1, 7);
    // Beyond 37 the tail is below the smallest double worth keeping: exactly 0 and 1.
    expect(normalCdf(-37.5)).toBe(0);
    expect(normalCdf(37.5)).toBe(1);
  });

  it('inverts the normal table, and answers an infinite spread for a certainty', () => {
    const table: [number, number][] = [
      [0.01, -2.3263478740408408],
      [0.3, -0.5244005127080409],
      [0.5, 0],
      [0.9, 1.2815515655446004],
      [0.975, 1.959963984540054],
      [0.99, 2.3263478740408408],
    ];
    for (const [p, z] of table) expect(normalQuantile(p), `p = ${p}`).toBeCloseTo(z, 8);
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
    expect(probabilityToSpread(0, 13.5)).toBe(Number.NEGATIVE_INFINITY);
    expect(probabilityToSpread(0.9, 13.5)).toBeCloseTo(13.5 * 1.2815515655446004, 7);
  });

  it('a 3-point home favourite with σ 13.5 wins about 58.8%, a touchdown favourite about 69.8%', () => {
    expect(spreadToProbability(3, 13.5)).toBeCloseTo(0.5879, 3);
    expect(spreadToProbability(7, 13.5)).toBeCloseTo(0.698, 3);
    expect(spreadToProbability(-7, 13.5)).toBeCloseTo(0.302, 3);
  });

  it('never decreases, not even from one double to the next', () => {
    // The float wobble that broke predict-game's monotonicity property (seed 1227089860): z and the
    // double just above it, where the unsnapped formula came out one ulp lower in 0.2% of pairs.
    const nextUp = (x: number) => {
      const bits = new BigInt64Array(new Float64Array([x]).buffer);
      bits[0] = (bits[0] ?? 0n) + (x >= 0 ? 1n : -1n);
      return new Float64Array(bits.buffer)[0] ?? x;
    };
    expect(normalCdf(nextUp(0.645786248002878))).toBeGreaterThanOrEqual(normalCdf(0.645786248002878));
    expect(normalCdf(nextUp(-0.9162492620375815))).toBeGreaterThanOrEqual(normalCdf(-0.9162492620375815));
    assertProperty(
      fc.property(fc.double({ min: -40, max: 40, noNaN: true }), (z) => normalCdf(nextUp(z)) >= normalCdf(z)),
      { numRuns: 10_000 },
    );
    // Below zero, where Φ is computed directly, one grid step (2^-32) always moves it, deep into the
    // tail and across the formula's branch at −7.07 (above zero, 1 − tail may round to the same double).
    assertProperty(
      fc.property(fc.integer({ min: -36 * 2 ** 32, max: 0 }), (k) => {
        return normalCdf((k + 1) / 2 ** 32) > normalCdf(k / 2 ** 32);
      }),
      { numRuns: 10_000 },
    );
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
  });

  it('round-trips and is monotone', () => {
    assertProperty(
      fc.property(
        fc.double({ min: -30, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (s, d) => {
          const p = spreadToProbability(s, 13.5);
          return Math.abs(probabilityToSpread(p, 13.5) - s) < 1e-4 && spreadToProbability(s + d, 13.5) >= p;
        },
      ),
    );
  });
});
