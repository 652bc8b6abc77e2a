// The chance of DraftKings' 300-yard passing and 100-yard rushing and receiving bonuses
// (yardage-spread.ts): yards ~ Normal(projection, base + perYard × projection), the widths of
// YARDS_SPREAD; a passer needs 5 projected attempts before his 300-yard chance counts. The expected
// values below are 1 − Φ((threshold − mean) / sd) with Φ from the exact error function (Python's
// math.erf); Abramowitz–Stegun 7.1.26 is within 1.5e-7 of it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { emptyLine } from './stat-line.ts';
import { chanceAtLeast, normalCdf, YARDS_SPREAD, yardageBonusChance } from './yardage-spread.ts';

/** Within the approximation's stated error. */
const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(2e-7);

describe('normalCdf', () => {
  it('is the standard normal distribution function within 1.5e-7', () => {
    const exact: [number, number][] = [
      [1, 0.8413447460685429],
      [-1, 0.15865525393145707],
      [-1.96, 0.024997895148220428],
      [2.5, 0.9937903346742238],
      [0.5, 0.6914624612740131],
      [-0.5, 0.3085375387259869],
      [3, 0.9986501019683699],
    ];
    for (const [z, phi] of exact) close(normalCdf(z), phi);
    close(normalCdf(0), 0.5);
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
  });

  it('gives z = 0 the upper branch: no step between 0 and the smallest positive z', () => {
    // The approximation's erf(0) is 1e-9, not 0: both halves of the formula meet only within it.
    expect(normalCdf(0)).toBe(normalCdf(Number.MIN_VALUE));
    expect(normalCdf(0)).toBeGreaterThan(0.5);
  });

  it('is symmetric and never decreasing', () => {
    assertProperty(
      fc.property(
        fc.double({ min: -8, max: 8, noNaN: true }),
        fc.double({ min: -8, max: 8, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(normalCdf(lo)).toBeLessThanOrEqual(normalCdf(hi) + 1e-15);
          if (a !== 0) expect(normalCdf(a) + normalCdf(-a)).toBeCloseTo(1, 12);
          expect(normalCdf(a)).toBeGreaterThanOrEqual(0);
          expect(normalCdf(a)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('chanceAtLeast', () => {
  it('is 1 − Φ((threshold − mean) / sd)', () => {
    close(chanceAtLeast(100, 10, 110), 1 - 0.8413447460685429);
    close(chanceAtLeast(100, 10, 90), 0.8413447460685429);
    close(chanceAtLeast(250, 105, 300), 0.31696934194067294);
    close(chanceAtLeast(7, 2, 7), 0.5);
  });

  it('is a certainty either way when there is no spread: at or above the threshold, or not', () => {
    expect(chanceAtLeast(100, 0, 100)).toBe(1);
    expect(chanceAtLeast(100.5, 0, 100)).toBe(1);
    expect(chanceAtLeast(99.9, 0, 100)).toBe(0);
    expect(chanceAtLeast(100, -5, 100)).toBe(1);
    expect(chanceAtLeast(120, -5, 100)).toBe(1);
    expect(chanceAtLeast(80, -5, 100)).toBe(0);
  });
});

describe('yardageBonusChance', () => {
  it('widens each spread with the projection: 30 + 0.3 × pass, 8 + 0.55 × rush, 8 + 0.6 × receiving yards', () => {
    expect(YARDS_SPREAD).toEqual({
      pass: { base: 30, perYard: 0.3 },
      rush: { base: 8, perYard: 0.55 },
      rec: { base: 8, perYard: 0.6 },
    });
    // 250 passing yards: sd 105, z = 50 / 105; 80 rushing: sd 52, z = 20 / 52; 60 receiving: sd 44, z = 40 / 44.
    const chance = yardageBonusChance({
      ...emptyLine(),
      passAttempts: 34,
      passYards: 250,
      rushYards: 80,
      recYards: 60,
    });
    close(chance.passYards, 0.31696934194067294);
    close(chance.rushYards, 0.3502611970519244);
    close(chance.recYards, 0.18165107044344897);
    // 320 passing yards: sd 126, z = −20 / 126, more likely than not.
    close(
      yardageBonusChance({ ...emptyLine(), passAttempts: 5, passYards: 320 }).passYards,
      0.5630592619131033,
    );
  });

  it('gives a passer the 300-yard chance from 5 projected attempts, none below', () => {
    const line = { ...emptyLine(), passYards: 320 };
    expect(yardageBonusChance({ ...line, passAttempts: 4.99 }).passYards).toBe(0);
    expect(yardageBonusChance({ ...line, passAttempts: 5 }).passYards).toBeGreaterThan(0.56);
    // Rushing and receiving bonuses need no attempts: a running back's line has none.
    expect(yardageBonusChance({ ...emptyLine(), rushYards: 100 }).rushYards).toBeCloseTo(0.5, 6);
    expect(yardageBonusChance({ ...emptyLine(), recYards: 100 }).recYards).toBeCloseTo(0.5, 6);
  });

  it('gives a line with no yards almost no chance: 100 yards is 12.5 sd above 0 at sd 8', () => {
    const chance = yardageBonusChance(emptyLine());
    expect(chance).toEqual({ passYards: 0, rushYards: expect.any(Number), recYards: expect.any(Number) });
    expect(chance.rushYards).toBeLessThan(1e-9);
    expect(chance.recYards).toBeLessThan(1e-9);
  });

  it('never lowers a bonus chance when the projected yards rise, and stays a probability', () => {
    assertProperty(
      fc.property(
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const at = (y: number) =>
            yardageBonusChance({
              ...emptyLine(),
              passAttempts: 30,
              passYards: y,
              rushYards: y / 2,
              recYards: y / 2,
            });
          const [x, y] = [at(lo), at(hi)];
          for (const k of ['passYards', 'rushYards', 'recYards'] as const) {
            expect(x[k]).toBeLessThanOrEqual(y[k] + 1e-12);
            expect(x[k]).toBeGreaterThanOrEqual(0);
            expect(y[k]).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});
