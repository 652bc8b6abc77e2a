import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import {
  BREAK_EVEN_AT_MINUS_110,
  binomialTailAtLeast,
  unitsWon,
  wilsonInterval,
} from './bet-significance.ts';

describe('wilsonInterval', () => {
  it('6 wins of 10 at 95%: 0.3127 to 0.8318', () => {
    // z² = 3.8416; 1 + z²/n = 1.38416; centre = (0.6 + 0.19208) / 1.38416 = 0.572246;
    // half = 1.96 / 1.38416 · √(0.024 + 0.009604) = 1.416021 · 0.183314 = 0.259577.
    const ci = wilsonInterval(6, 10);
    expect(ci?.low).toBeCloseTo(0.312669, 5);
    expect(ci?.high).toBeCloseTo(0.831823, 5);
  });

  it('is unknown with no graded bet, and refuses a record with more wins than bets', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
  });

  it('holds the observed rate and stays within 0–1; more bets at the same rate narrow it', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, r) => {
        const wins = Math.round(r * n);
        const ci = wilsonInterval(wins, n);
        const wide = wilsonInterval(wins * 4, n * 4);
        if (!ci || !wide) return false;
        return (
          ci.low >= 0 &&
          ci.high <= 1 &&
          ci.low <= wins / n + 1e-12 &&
          wins / n <= ci.high + 1e-12 &&
          wide.high - wide.low < ci.high - ci.low
        );
      }),
    );
  });
});

describe('binomialTailAtLeast', () => {
  it('matches hand counts on small fair-coin records', () => {
    // P(X ≥ 8 of 10) = (C(10,8) + C(10,9) + C(10,10)) / 2¹⁰ = (45 + 10 + 1) / 1024.
    expect(binomialTailAtLeast(8, 10, 0.5)).toBeCloseTo(56 / 1024, 12);
    // P(X ≥ 2 of 3) = (3 + 1) / 8; P(X ≥ 3 of 3) = 1 / 8.
    expect(binomialTailAtLeast(2, 3, 0.5)).toBeCloseTo(0.5, 12);
    expect(binomialTailAtLeast(3, 3, 0.5)).toBeCloseTo(0.125, 12);
  });

  it('at the −110 break-even 110/210: P(X ≥ 1 of 2) = 1 − (100/210)²', () => {
    // (100/210)² = 0.226757; 1 − 0.226757 = 0.773243.
    expect(binomialTailAtLeast(1, 2, BREAK_EVEN_AT_MINUS_110)).toBeCloseTo(0.773243, 6);
  });

  it('is 1 at k ≤ 0 and 0 past n; falls as k rises and rises with p', () => {
    expect(binomialTailAtLeast(0, 5, 0.3)).toBe(1);
    expect(binomialTailAtLeast(6, 5, 0.3)).toBe(0);
    assertProperty(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.05, max: 0.9, noNaN: true }),
        (n, r, p) => {
          const k = Math.round(r * n);
          const t = binomialTailAtLeast(k, n, p);
          return (
            t >= 0 &&
            t <= 1 &&
            binomialTailAtLeast(k + 1, n, p) <= t + 1e-12 &&
            binomialTailAtLeast(k, n, p + 0.05) >= t - 1e-12
          );
        },
      ),
    );
  });
});

describe('unitsWon', () => {
  it('a win at −110, a win at +150, a loss and a push: 100/110 + 1.5 − 1 + 0', () => {
    // 0.909091 + 1.5 − 1 = 1.409091.
    const units = unitsWon([
      { outcome: 'win', price: -110 },
      { outcome: 'win', price: 150 },
      { outcome: 'loss', price: -110 },
      { outcome: 'push', price: -110 },
    ]);
    expect(units).toBeCloseTo(1.409091, 6);
  });

  it('a .500 record at −110 loses 1/11 of a unit per two bets', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 500 }), (n) => {
        const bets = Array.from({ length: 2 * n }, (_, i) => ({
          outcome: i % 2 === 0 ? ('win' as const) : ('loss' as const),
          price: -110,
        }));
        return Math.abs(unitsWon(bets) - -n / 11) < 1e-9;
      }),
    );
  });
});
