import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { outcomeChances, poissonCdf } from './outcome-chances.ts';
import { PROP_MARKET_INFO, PROP_MARKETS } from './prop-markets.ts';

const yards = PROP_MARKET_INFO.player_reception_yds.spread;
const catches = PROP_MARKET_INFO.player_receptions.spread;

describe('outcome chances', () => {
  it('a projection on a half-point line is a coin flip, with no push', () => {
    const c = outcomeChances(yards, 54.5, 54.5);
    expect(c.over).toBeCloseTo(0.5, 6);
    expect(c.push).toBe(0);
  });

  it('reads the measured yardage width: 70 projected receiving yards against 54.5 is 1 sd over', () => {
    // sd = 8 + 0.6 × 70 = 50 yards, so 54.5 sits 0.31 sd below the projection
    expect(outcomeChances(yards, 70, 54.5).over).toBeCloseTo(0.6217, 3);
  });

  it('counts catches as Poisson: 4.5 receptions on a mean of 5 is over 56%', () => {
    // P(X ≥ 5 | λ = 5) = 1 − P(X ≤ 4) = 1 − 0.4405
    expect(poissonCdf(5, 4)).toBeCloseTo(0.4405, 4);
    expect(outcomeChances(catches, 5, 4.5).over).toBeCloseTo(0.5595, 4);
  });

  it('a whole-number line can push: exactly 5 catches on a mean of 5 is 17.5%', () => {
    const c = outcomeChances(catches, 5, 5);
    expect(c.push).toBeCloseTo(0.1755, 4);
    expect(c.over + c.under + c.push).toBeCloseTo(1, 12);
  });

  it('carves a whole-yard push out of the middle: 70 yards on a projection of 70', () => {
    // sd 50: the push is the mass within half a yard, about 0.01 sd × 0.8 = 0.8%, split evenly.
    const c = outcomeChances(yards, 70, 70);
    expect(c.push).toBeCloseTo(0.00798, 5);
    expect(c.under).toBeCloseTo((1 - c.push) / 2, 12);
    expect(c.over).toBeCloseTo(c.under, 12);
    expect(poissonCdf(5, -1)).toBe(0);
    expect(poissonCdf(5, 0)).toBeCloseTo(Math.exp(-5), 15);
  });

  it('a player projected for nothing goes under any positive line', () => {
    expect(outcomeChances(PROP_MARKET_INFO.player_anytime_td.spread, 0, 0.5)).toEqual({
      over: 0,
      under: 1,
      push: 0,
    });
  });

  it('chances are probabilities that sum to 1, and a higher projection never lowers the over', () => {
    assertProperty(
      fc.property(
        fc.constantFrom(...PROP_MARKETS),
        fc.double({ min: 0, max: 400, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.integer({ min: 0, max: 800 }).map((h) => h / 2),
        (market, mean, more, line) => {
          const spread = PROP_MARKET_INFO[market].spread;
          const c = outcomeChances(spread, mean, line);
          for (const p of [c.over, c.under, c.push]) expect(p).toBeGreaterThanOrEqual(0);
          expect(c.over + c.under + c.push).toBeCloseTo(1, 9);
          expect(outcomeChances(spread, mean + more, line).over).toBeGreaterThanOrEqual(c.over - 1e-9);
        },
      ),
    );
  });
});
