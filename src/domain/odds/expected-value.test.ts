import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { fairAmericanPrice, impliedProbability } from './american-odds.ts';
import { expectedValue } from './expected-value.ts';

const americanPrice = fc.oneof(fc.integer({ min: 100, max: 3000 }), fc.integer({ min: -3000, max: -101 }));
const probability = fc.double({ min: 0.01, max: 0.99, noNaN: true });

describe('expected value', () => {
  it('prices a few bets by hand', () => {
    // 55 % at even money: 0.55 × 1 − 0.45 = +0.10 units.
    expect(expectedValue(0.55, 100)).toBeCloseTo(0.1, 12);
    // 50 % at −110: 0.5 × 10/11 − 0.5 = −1/22 (the book's edge).
    expect(expectedValue(0.5, -110)).toBeCloseTo(-1 / 22, 12);
    // 25 % at +400: 0.25 × 4 − 0.75 = +0.25.
    expect(expectedValue(0.25, 400)).toBeCloseTo(0.25, 12);
  });

  it('takes a certain loss or win at the ends of the range, and refuses anything outside it', () => {
    expect(expectedValue(0, -110)).toBe(-1);
    expect(expectedValue(1, 150)).toBe(1.5);
    for (const p of [-0.01, 1.01, Number.NaN])
      expect(() => expectedValue(p, -110)).toThrow(new RangeError(`not a probability: ${p}`));
  });

  it('is zero at the fair price', () => {
    assertProperty(
      fc.property(probability, (p) => {
        expect(expectedValue(p, fairAmericanPrice(p))).toBeCloseTo(0, 9);
      }),
    );
  });

  it('is positive exactly when the probability beats the price’s implied probability', () => {
    assertProperty(
      fc.property(probability, americanPrice, (p, price) => {
        const edge = p - impliedProbability(price);
        fc.pre(Math.abs(edge) > 1e-9);
        expect(expectedValue(p, price) > 0).toBe(edge > 0);
      }),
    );
  });

  it('grows with the probability at a fixed price', () => {
    assertProperty(
      fc.property(probability, probability, americanPrice, (p, q, price) => {
        // Probabilities a hair apart can round to the same EV: compare ones at least 1e-9 apart.
        fc.pre(q - p > 1e-9);
        expect(expectedValue(p, price)).toBeLessThan(expectedValue(q, price));
      }),
    );
  });
});
