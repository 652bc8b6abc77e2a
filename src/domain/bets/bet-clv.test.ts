import { describe, expect, it } from 'vitest';
import { betClv, closingFairProbability, lineClv, priceClv } from './bet-clv.ts';
import { bankrollSeries, betRecord, type RecordedBet } from './bet-record.ts';

describe('closing-line value of a bet', () => {
  it('counts points better than the close for the backed side', () => {
    // Took home −3 (own handicap), closed −4: one point better.
    expect(lineClv('spreads', 'home', -3, -4)).toBe(1);
    expect(lineClv('spreads', 'away', 3.5, 3)).toBe(0.5);
    // Over 44.5 when the total closed 46: 1.5 better; the under at 44.5 is 1.5 worse.
    expect(lineClv('totals', 'over', 44.5, 46)).toBe(1.5);
    expect(lineClv('totals', 'under', 44.5, 46)).toBe(-1.5);
    expect(lineClv('h2h', 'home', null, null)).toBeNull();
  });

  it('has no line CLV for a moneyline or without both lines, and never prints −0', () => {
    expect(lineClv('h2h', 'home', -3, -4)).toBeNull();
    expect(lineClv('spreads', 'home', null, -4)).toBeNull();
    expect(lineClv('totals', 'over', 44.5, null)).toBeNull();
    // A thousandth of a point worse rounds to zero, not to −0.
    expect(Object.is(lineClv('spreads', 'home', -3, -2.999), 0)).toBe(true);
  });

  it('has no price CLV without the other side’s closing price, or for a spread without both lines', () => {
    expect(priceClv('h2h', null, -150, { line: null, price: -200, otherPrice: null })).toBeNull();
    expect(priceClv('spreads', null, 105, { line: -3, price: -110, otherPrice: -110 })).toBeNull();
    expect(priceClv('spreads', -3, 105, { line: null, price: -110, otherPrice: -110 })).toBeNull();
    expect(priceClv('totals', null, 105, { line: null, price: -110, otherPrice: -110 })).toBeNull();
  });

  it('prices the bet against the no-vig close', () => {
    // Close −110/−110: fair 50 %. A bet at +105 returns 0.5 × 2.05 − 1 = +2.5 %.
    const close = { line: -3, price: -110, otherPrice: -110 };
    expect(closingFairProbability(close)).toBeCloseTo(0.5, 10);
    expect(priceClv('spreads', -3, 105, close)).toBeCloseTo(0.025, 10);
    // At another line the price is not comparable: the line CLV tells it.
    expect(priceClv('spreads', -2.5, 105, close)).toBeNull();
    expect(priceClv('h2h', null, -150, { line: null, price: -200, otherPrice: 170 })).toBeCloseTo(
      (1 / 1.5 / (1 / 1.5 + 1 / 2.7)) * (1 + 100 / 150) - 1,
      10,
    );
    expect(priceClv('h2h', null, -150, { line: null, price: null, otherPrice: 170 })).toBeNull();
  });
});

describe('the tracker record', () => {
  const bet = (b: Partial<RecordedBet>): RecordedBet => ({
    stakeCents: 1_000,
    result: null,
    profitCents: null,
    settledAt: null,
    lineClv: null,
    priceClv: null,
    ...b,
  });
  const bets = [
    bet({ result: 'win', profitCents: 909, settledAt: new Date('2025-11-10T04:00:00Z'), lineClv: 1 }),
    bet({
      stakeCents: 2_000,
      result: 'loss',
      profitCents: -2_000,
      settledAt: new Date('2025-11-03T04:00:00Z'),
      lineClv: -0.5,
    }),
    bet({ result: 'push', profitCents: 0, settledAt: new Date('2025-11-17T04:00:00Z') }),
    bet({ stakeCents: 500 }),
  ];

  it('sums record, profit, ROI over settled stakes, and CLV averages', () => {
    expect(betRecord(bets)).toEqual({
      wins: 1,
      losses: 1,
      pushes: 1,
      open: 1,
      openStakeCents: 500,
      settledStakeCents: 4_000,
      profitCents: -1_091,
      roi: -1_091 / 4_000,
      averageLineClv: 0.25,
      averagePriceClv: null,
      clvSample: { line: 2, price: 0 },
    });
    expect(betRecord([bet({})]).roi).toBeNull();
    // Price CLV averages over the bets that have one.
    const priced = betRecord([bet({ priceClv: 0.04 }), bet({ priceClv: -0.01 }), bet({})]);
    expect(priced.clvSample.price).toBe(2);
    expect(priced.averagePriceClv).toBeCloseTo(0.015, 10);
  });

  it('draws the bankroll in the order results became known', () => {
    expect(bankrollSeries(bets, 50_000).map((p) => p.bankrollCents)).toEqual([48_000, 48_909, 48_909]);
  });
});

describe('a bet’s CLV with its reason (decision 084)', () => {
  const KICKOFF = Date.parse('2025-12-14T18:00:00Z');
  const close = { line: 2.5, price: -110, otherPrice: -110 };
  const ne = { market: 'spreads' as const, side: 'home' as const, line: 1.5, price: -118 };

  it('measures the line the person got before kickoff against the close', () => {
    // New England +1.5 taken on Friday, closed +2.5: one point worse (1.5 − 2.5 = −1).
    expect(betClv({ ...ne, placedAtMs: KICKOFF - 1 }, KICKOFF, close)).toEqual({
      lineClv: -1,
      priceClv: null,
      unknown: null,
    });
    // Buffalo −1.5 (own handicap), closed −2.5: gave a point less (−1.5 − (−2.5) = +1).
    const buf = { ...ne, side: 'away' as const, line: -1.5, placedAtMs: KICKOFF - 1 };
    expect(betClv(buf, KICKOFF, { ...close, line: -2.5 }).lineClv).toBe(1);
  });

  it('has none, with the reason, for a bet placed at or after kickoff or without a close', () => {
    expect(betClv({ ...ne, placedAtMs: KICKOFF }, KICKOFF, close)).toEqual({
      lineClv: null,
      priceClv: null,
      unknown: 'placed at or after kickoff: the close was already known',
    });
    const none = { line: null, price: null, otherPrice: null };
    expect(betClv({ ...ne, placedAtMs: KICKOFF - 1 }, KICKOFF, none).unknown).toBe('no closing line stored');
    const ml = { market: 'h2h' as const, side: 'home' as const, line: null, price: 150, placedAtMs: 0 };
    expect(betClv(ml, KICKOFF, { line: null, price: 140, otherPrice: null }).unknown).toBe(
      'the closing prices of both sides are not stored',
    );
  });
});
