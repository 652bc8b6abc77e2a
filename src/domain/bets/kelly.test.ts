import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { expectedValue } from '../odds/expected-value.ts';
import { fullKellyFraction, KELLY_FRACTION, suggestStake } from './kelly.ts';

// Spec 01 §2's sample profile: bankroll 500, max bet 50.
const profile = { bankrollCents: 50_000, maxBetCents: 5_000, weeklyRemainingCents: null };

describe('suggested stake (quarter Kelly with spec 02 §5 clamps)', () => {
  it('is a quarter of full Kelly on the model probability', () => {
    // 60 % at even money: full Kelly 20 % of the bankroll, a quarter 5 % = $25 of $500.
    expect(fullKellyFraction(0.6, 100)).toBeCloseTo(0.2, 10);
    expect(suggestStake({ probability: 0.6, price: 100, ...profile })).toEqual({
      stakeCents: 2_500,
      fullKelly: expect.closeTo(0.2, 10),
      limitedBy: 'kelly',
    });
    // 55 % at −110: full Kelly 5.5 %, a quarter ≈ 1.375 % = $6.87 → $6 (whole dollars, rounded down).
    expect(suggestStake({ probability: 0.55, price: -110, ...profile })?.stakeCents).toBe(600);
  });

  it('cuts a stake above 10 % of the bankroll to 5 % (spec 02 §5)', () => {
    // 70 % at even money: a quarter of 40 % = 10 % = $50, not above 10 %: kept.
    expect(suggestStake({ probability: 0.7, price: 100, ...profile })).toMatchObject({ stakeCents: 5_000 });
    // 75 % at even money: a quarter of 50 % = 12.5 % = $62.50, above 10 %: cut to 5 % = $25.
    expect(suggestStake({ probability: 0.75, price: 100, ...profile })).toMatchObject({
      stakeCents: 2_500,
      limitedBy: 'ten-percent-rule',
    });
  });

  it("caps at the user's max bet, or 10 % of the bankroll without one (spec 01 §9)", () => {
    expect(suggestStake({ probability: 0.7, price: 100, ...profile, maxBetCents: 3_000 })).toMatchObject({
      stakeCents: 3_000,
      limitedBy: 'max-bet',
    });
    expect(suggestStake({ probability: 0.7, price: 100, ...profile, maxBetCents: null })?.stakeCents).toBe(
      5_000,
    );
  });

  it("cuts to what is left of the week's stake limit (spec 02 §5)", () => {
    expect(
      suggestStake({ probability: 0.6, price: 100, ...profile, weeklyRemainingCents: 2_000 }),
    ).toMatchObject({ stakeCents: 2_000, limitedBy: 'weekly-limit' });
    expect(
      suggestStake({ probability: 0.6, price: 100, ...profile, weeklyRemainingCents: 0 })?.stakeCents,
    ).toBe(0);
  });

  it('lets a stake of exactly a cap stand, named by the Kelly rule', () => {
    // +400 at 52 %: full Kelly (4 × 0.52 − 0.48) / 4 = 0.4, a quarter of it exactly 10 % of $1,000.
    expect(
      suggestStake({
        probability: 0.52,
        price: 400,
        bankrollCents: 100_000,
        maxBetCents: null,
        weeklyRemainingCents: null,
      }),
    ).toEqual({ stakeCents: 10_000, fullKelly: 0.4, limitedBy: 'kelly' });
    // +100 at 62.5 %: full Kelly 0.25, a quarter of it $62.50 of $1,000, equal to the max bet and to
    // what is left of the week.
    expect(
      suggestStake({
        probability: 0.625,
        price: 100,
        bankrollCents: 100_000,
        maxBetCents: 6_250,
        weeklyRemainingCents: 6_250,
      }),
    ).toEqual({ stakeCents: 6_200, fullKelly: 0.25, limitedBy: 'kelly' });
  });

  it('calls a price with no edge at all (full Kelly exactly 0) no edge', () => {
    expect(suggestStake({ probability: 0.5, price: 100, ...profile })).toEqual({
      stakeCents: 0,
      fullKelly: 0,
      limitedBy: 'no-edge',
    });
  });

  it('gives no figure for a probability of 0 or 1, outside the open interval', () => {
    expect(suggestStake({ probability: 0, price: 100, ...profile })).toBeNull();
    expect(suggestStake({ probability: 1, price: 100, ...profile })).toBeNull();
  });

  it('suggests nothing without an edge, and no figure for unusable inputs', () => {
    // 50 % at −110 is a losing bet: EV −4.5 %.
    expect(suggestStake({ probability: 0.5, price: -110, ...profile })).toMatchObject({
      stakeCents: 0,
      limitedBy: 'no-edge',
    });
    expect(suggestStake({ probability: 0.5, price: 100, ...profile })?.stakeCents).toBe(0);
    expect(suggestStake({ probability: 0.6, price: 100, ...profile, bankrollCents: 0 })).toBeNull();
    expect(suggestStake({ probability: 1.2, price: 100, ...profile })).toBeNull();
    expect(suggestStake({ probability: 0.6, price: 50, ...profile })).toBeNull();
  });

  it('is never negative, never above any cap, and zero exactly when the price has no edge (property)', () => {
    const price = fc.oneof(fc.integer({ min: -1000, max: -100 }), fc.integer({ min: 100, max: 1500 }));
    const cents = fc.integer({ min: 100, max: 10_000_000 });
    assertProperty(
      fc.property(
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        price,
        cents,
        fc.option(cents),
        fc.option(fc.integer({ min: 0, max: 10_000_000 })),
        (probability, offered, bankrollCents, maxBetCents, weeklyRemainingCents) => {
          const s = suggestStake({
            probability,
            price: offered,
            bankrollCents,
            maxBetCents,
            weeklyRemainingCents,
          });
          expect(s).not.toBeNull();
          const stake = s?.stakeCents ?? -1;
          expect(stake).toBeGreaterThanOrEqual(0);
          expect(stake % 100).toBe(0);
          expect(stake).toBeLessThanOrEqual(bankrollCents * 0.1);
          expect(stake).toBeLessThanOrEqual(maxBetCents ?? bankrollCents * 0.1);
          if (weeklyRemainingCents !== null) expect(stake).toBeLessThanOrEqual(weeklyRemainingCents);
          expect(stake).toBeLessThanOrEqual(
            Math.ceil(bankrollCents * KELLY_FRACTION * Math.max(0, s?.fullKelly ?? 0)),
          );
          if (expectedValue(probability, offered) <= 0) expect(stake).toBe(0);
        },
      ),
    );
  });
});
