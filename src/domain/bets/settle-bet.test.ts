import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { BetTerms } from './bet.ts';
import { settleBet } from './settle-bet.ts';

const bet = (terms: Partial<BetTerms>): BetTerms => ({
  market: 'spreads',
  side: 'home',
  line: -3.5,
  price: -110,
  stakeCents: 11_000,
  ...terms,
});

describe('settling a bet from the final score', () => {
  it('grades a moneyline on the winner and a total on the combined score', () => {
    // Home moneyline at −150, home wins: $150 wins $100; the away side loses its stake.
    expect(
      settleBet(bet({ market: 'h2h', line: null, price: -150, stakeCents: 15_000 }), {
        homeScore: 24,
        awayScore: 21,
      }),
    ).toEqual({
      result: 'win',
      profitCents: 10_000,
    });
    expect(
      settleBet(bet({ market: 'h2h', side: 'away', line: null, stakeCents: 5_000 }), {
        homeScore: 24,
        awayScore: 21,
      }),
    ).toEqual({
      result: 'loss',
      profitCents: -5_000,
    });
    // Over 44.5 with 24 + 21 = 45: wins; the under at 45.5 wins too.
    expect(
      settleBet(bet({ market: 'totals', side: 'over', line: 44.5 }), { homeScore: 24, awayScore: 21 }).result,
    ).toBe('win');
    expect(
      settleBet(bet({ market: 'totals', side: 'under', line: 45.5 }), { homeScore: 24, awayScore: 21 })
        .result,
    ).toBe('win');
    expect(
      settleBet(bet({ market: 'totals', side: 'over', line: 50.5 }), { homeScore: 24, awayScore: 21 }),
    ).toEqual({
      result: 'loss',
      profitCents: -11_000,
    });
  });

  it('grades spreads with the backed side’s own handicap', () => {
    // Home −3.5, home wins 27–20 (by 7): covers; $110 at −110 wins $100.
    expect(settleBet(bet({}), { homeScore: 27, awayScore: 20 })).toEqual({
      result: 'win',
      profitCents: 10_000,
    });
    expect(settleBet(bet({}), { homeScore: 23, awayScore: 20 })).toEqual({
      result: 'loss',
      profitCents: -11_000,
    });
    // Away +3, away loses by 3: push, stake back.
    expect(settleBet(bet({ side: 'away', line: 3 }), { homeScore: 20, awayScore: 17 })).toEqual({
      result: 'push',
      profitCents: 0,
    });
  });

  it('grades totals and moneylines', () => {
    const over = bet({ market: 'totals', side: 'over', line: 44.5, price: 105, stakeCents: 2_000 });
    expect(settleBet(over, { homeScore: 24, awayScore: 21 })).toEqual({ result: 'win', profitCents: 2_100 });
    expect(settleBet({ ...over, side: 'under' }, { homeScore: 24, awayScore: 21 }).result).toBe('loss');
    const dog = bet({ market: 'h2h', side: 'away', line: null, price: 240, stakeCents: 1_000 });
    expect(settleBet(dog, { homeScore: 10, awayScore: 13 })).toEqual({ result: 'win', profitCents: 2_400 });
    expect(settleBet(dog, { homeScore: 16, awayScore: 16 })).toEqual({ result: 'push', profitCents: 0 });
  });

  it('the two sides of a spread settle opposite, and a loss costs exactly the stake (property)', () => {
    const score = fc.integer({ min: 0, max: 60 });
    assertProperty(
      fc.property(
        score,
        score,
        fc.integer({ min: -30, max: 30 }).map((x) => x / 2),
        (h, a, line) => {
          const home = settleBet(bet({ line }), { homeScore: h, awayScore: a });
          const away = settleBet(bet({ side: 'away', line: -line }), { homeScore: h, awayScore: a });
          const opposite = { win: 'loss', loss: 'win', push: 'push' } as const;
          expect(away.result).toBe(opposite[home.result]);
          if (home.result === 'loss') expect(home.profitCents).toBe(-11_000);
          if (home.result === 'win') expect(home.profitCents).toBe(10_000);
        },
      ),
    );
  });
});
