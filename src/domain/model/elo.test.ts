import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { eloShift, movMultiplier, ratingToElo, regressToMean } from './elo.ts';

const p = { k: 1, movA: 2.2, movB: 0.025, sigma: 13.5 };

describe('Elo on the points scale', () => {
  it("uses 538's margin multiplier: ln(|margin| + 1), damped when the favourite wins", () => {
    expect(movMultiplier(7, 0, p)).toBeCloseTo(Math.log(8), 10);
    expect(movMultiplier(7, 8, p)).toBeCloseTo(Math.log(8) * (2.2 / (2.2 + 0.2)), 10);
    expect(movMultiplier(-7, 8, p)).toBeGreaterThan(Math.log(8)); // an upset moves more
    expect(movMultiplier(-7, -8, p)).toBeCloseTo(Math.log(8) * (2.2 / (2.2 + 0.2)), 10); // the away favourite won
    // A tie has no winner to damp: it moves like a one-point game, whatever was expected.
    expect(movMultiplier(0, 8, p)).toBeCloseTo(Math.log(2), 10);
    expect(movMultiplier(0, -8, p)).toBeCloseTo(Math.log(2), 10);
  });

  it('moves a winner up, a loser down, and an expected win barely at all', () => {
    expect(eloShift(0, 10, p)).toBeGreaterThan(0);
    expect(eloShift(0, -10, p)).toBeLessThan(0);
    expect(Math.abs(eloShift(20, 21, p))).toBeLessThan(Math.abs(eloShift(0, 21, p)) / 5);
    expect(eloShift(0, 0, p)).toBe(0);
    // K scales the shift: a home underdog by 0 winning by 7 gains K × ln 8 × (1 − 0.5).
    expect(eloShift(0, 7, { ...p, k: 2 })).toBeCloseTo(2 * Math.log(8) * 0.5, 10);
    expect(eloShift(0, 7, { ...p, k: 2 })).toBeCloseTo(2 * eloShift(0, 7, p), 10);
  });

  it('never moves the home rating down after a home win or up after a loss', () => {
    assertProperty(
      fc.property(
        fc.double({ min: -25, max: 25, noNaN: true }),
        fc.integer({ min: 1, max: 60 }),
        (exp, m) => {
          return eloShift(exp, m, p) >= 0 && eloShift(exp, -m, p) <= 0;
        },
      ),
    );
  });

  it('regresses toward the mean and converts to classic Elo (25 per point)', () => {
    expect(regressToMean(6, 1 / 3)).toBeCloseTo(4, 10);
    // Toward another mean: a third of the way from 6 to 3.
    expect(regressToMean(6, 1 / 3, 3)).toBeCloseTo(5, 10);
    expect(ratingToElo(4)).toBe(1600);
  });
});
