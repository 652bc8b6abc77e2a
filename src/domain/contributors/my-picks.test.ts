import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { clvNote, pickUnits, unitsTotal } from './my-picks.ts';

describe('units of one pick at its locked price', () => {
  it('pays the price on a win, loses the stake on a loss, nothing on a push', () => {
    // −110: risk 110 to win 100, so 1 unit wins 100/110 = 0.909… → 0.91.
    expect(pickUnits('win', -110)).toBe(0.91);
    // +150: 1 unit wins 1.5.
    expect(pickUnits('win', 150)).toBe(1.5);
    expect(pickUnits('loss', -110)).toBe(-1);
    expect(pickUnits('loss', 150)).toBe(-1);
    expect(pickUnits('push', -110)).toBe(0);
  });

  it('is not defined while pending or without a price', () => {
    expect(pickUnits('pending', -110)).toBeNull();
    expect(pickUnits('win', null)).toBeNull();
  });

  it('wins more than 0 and at most the decimal price minus 1; never loses more than the stake', () => {
    const price = fc.oneof(fc.integer({ min: -5000, max: -100 }), fc.integer({ min: 100, max: 5000 }));
    assertProperty(
      fc.property(price, (p) => {
        const win = pickUnits('win', p) ?? Number.NaN;
        expect(win).toBeGreaterThan(0);
        expect(win).toBeLessThanOrEqual(p > 0 ? p / 100 + 0.005 : 1.005);
        expect(pickUnits('loss', p)).toBe(-1);
      }),
    );
  });
});

describe('the season total', () => {
  it('sums graded picks with a price and says how many it counted', () => {
    // 0.91 (win at −110) − 1 (loss) + 0 (push) = −0.09; the pending pick and the unpriced win are left out.
    expect(
      unitsTotal([
        { status: 'win', units: 0.91 },
        { status: 'loss', units: -1 },
        { status: 'push', units: 0 },
        { status: 'pending', units: null },
        { status: 'win', units: null },
      ]),
    ).toEqual({ units: -0.09, unitsPicks: 3 });
  });

  it('is unknown, not zero, when no graded pick had a price', () => {
    expect(unitsTotal([{ status: 'pending', units: null }])).toEqual({ units: null, unitsPicks: 0 });
    expect(unitsTotal([])).toEqual({ units: null, unitsPicks: 0 });
  });
});

describe('why CLV is unknown', () => {
  it('names the reason, and gives none when CLV is known', () => {
    expect(clvNote({ market: 'spread', status: 'win', closingLineValue: 1.5 })).toBeNull();
    expect(clvNote({ market: 'spread', status: 'pending', closingLineValue: null })).toBe(
      'known once the game is graded',
    );
    expect(clvNote({ market: 'moneyline', status: 'win', closingLineValue: null })).toBe(
      'moneyline: no captured close to compare its price with',
    );
    expect(
      clvNote({
        market: 'moneyline',
        status: 'pending',
        closingLineValue: null,
        clvUnknown: 'measured once the game is final',
      }),
    ).toBe('moneyline: measured once the game is final');
    expect(clvNote({ market: 'total', status: 'loss', closingLineValue: null })).toBe(
      'no closing line in our data',
    );
  });
});
