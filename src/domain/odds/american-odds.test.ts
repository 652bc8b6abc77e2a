import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import {
  americanToDecimal,
  decimalToAmerican,
  fairAmericanPrice,
  impliedProbability,
  profitPerUnit,
} from './american-odds.ts';

const americanPrice = fc.oneof(fc.integer({ min: 100, max: 5000 }), fc.integer({ min: -5000, max: -101 }));

describe('American odds', () => {
  it('converts the sample’s prices (DraftKings, ARI @ HOU, 2025 week 15)', () => {
    // Cardinals +440: 1 unit returns 5.4; Texans −600: 1 + 100/600.
    expect(americanToDecimal(440)).toBe(5.4);
    expect(americanToDecimal(-600)).toBeCloseTo(7 / 6, 12);
    expect(impliedProbability(440)).toBeCloseTo(5 / 27, 12);
    expect(impliedProbability(-600)).toBeCloseTo(6 / 7, 12);
    expect(impliedProbability(-110)).toBeCloseTo(110 / 210, 12);
    expect(profitPerUnit(-110)).toBeCloseTo(10 / 11, 12);
  });

  it('prices a probability fairly', () => {
    expect(fairAmericanPrice(0.5)).toBe(100);
    expect(fairAmericanPrice(0.8)).toBeCloseTo(-400, 9);
    expect(fairAmericanPrice(0.2)).toBeCloseTo(400, 9);
    expect(decimalToAmerican(2.5)).toBe(150);
    expect(decimalToAmerican(1.5)).toBeCloseTo(-200, 9);
  });

  it('refuses prices that do not exist', () => {
    expect(() => americanToDecimal(50)).toThrow(new RangeError('not an American price: 50'));
    expect(() => fairAmericanPrice(1)).toThrow(RangeError);
  });

  it('refuses decimal odds of 1 or less and probabilities outside (0, 1), saying which', () => {
    for (const decimal of [1, 0.5, Number.POSITIVE_INFINITY, Number.NaN])
      expect(() => decimalToAmerican(decimal)).toThrow(new RangeError(`not decimal odds: ${decimal}`));
    // Each bound is open: a certainty or an impossibility has no price.
    for (const p of [0, 1, -0.1, 1.5, Number.NaN])
      expect(() => fairAmericanPrice(p)).toThrow(new RangeError(`not a probability in (0, 1): ${p}`));
    expect(decimalToAmerican(1.000_001)).toBeCloseTo(-1e8, 0);
    expect(fairAmericanPrice(0.999)).toBeCloseTo(-99_900, 6);
    expect(fairAmericanPrice(0.001)).toBeCloseTo(99_900, 6);
  });

  it('round-trips American → decimal → American', () => {
    assertProperty(
      fc.property(americanPrice, (price) => {
        expect(decimalToAmerican(americanToDecimal(price))).toBeCloseTo(price, 6);
      }),
    );
  });

  it('a longer price always implies a smaller probability', () => {
    assertProperty(
      fc.property(americanPrice, americanPrice, (a, b) => {
        fc.pre(americanToDecimal(a) !== americanToDecimal(b));
        expect(americanToDecimal(a) > americanToDecimal(b)).toBe(
          impliedProbability(a) < impliedProbability(b),
        );
      }),
    );
  });
});
