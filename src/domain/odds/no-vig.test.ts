import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { impliedProbability } from './american-odds.ts';
import { noVig } from './no-vig.ts';

const americanPrice = fc.oneof(fc.integer({ min: 100, max: 3000 }), fc.integer({ min: -3000, max: -101 }));

describe('no-vig (proportional)', () => {
  it('matches a hand computation on a real line: DraftKings HOU −600 / ARI +440', () => {
    // Implied 6/7 and 5/27 sum to 197/189; the fair shares are 162/197 and 35/197, the margin 8/189.
    const { probabilities, fairPrices, overround } = noVig([-600, 440]);
    expect(probabilities[0]).toBeCloseTo(162 / 197, 12);
    expect(probabilities[1]).toBeCloseTo(35 / 197, 12);
    expect(overround).toBeCloseTo(8 / 189, 12);
    // Fair prices: −100 × 162/35 and +100 × 162/35 (±462.86).
    expect(fairPrices[0]).toBeCloseTo((-100 * 162) / 35, 9);
    expect(fairPrices[1]).toBeCloseTo((100 * 162) / 35, 9);
  });

  it('splits −110 / −110 evenly, with a 4.76 % margin', () => {
    const { probabilities, fairPrices, overround } = noVig([-110, -110]);
    expect(probabilities).toEqual([0.5, 0.5]);
    expect(fairPrices).toEqual([100, 100]);
    expect(overround).toBeCloseTo(1 / 21, 12);
  });

  it('fair probabilities sum to 1 and keep the books’ order', () => {
    assertProperty(
      fc.property(americanPrice, americanPrice, (a, b) => {
        const { probabilities } = noVig([a, b]);
        const [pa, pb] = probabilities as [number, number];
        expect(pa + pb).toBeCloseTo(1, 12);
        expect(pa > 0 && pb > 0).toBe(true);
        if (impliedProbability(a) > impliedProbability(b)) expect(pa).toBeGreaterThan(pb);
      }),
    );
  });

  it('never moves a side past its implied probability when the book takes a margin', () => {
    assertProperty(
      fc.property(americanPrice, americanPrice, (a, b) => {
        const { probabilities, overround } = noVig([a, b]);
        fc.pre(overround > 0);
        expect(probabilities[0]).toBeLessThan(impliedProbability(a));
        expect(probabilities[1]).toBeLessThan(impliedProbability(b));
      }),
    );
  });

  it('needs both sides of a market', () => {
    expect(() => noVig([-110])).toThrow(new RangeError('a market needs at least two sides'));
  });
});
