import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { sideReturns } from './returns.ts';

describe('a risk cell’s potential return', () => {
  it('pays each priced side’s profit on $100, and leaves out a side with no price', () => {
    // −110: 100 × 100 / 110 = 90.909… → $90.91; +150: $150; −105: 100 × 100 / 105 = 95.238… → $95.24.
    expect(
      sideReturns([
        { side: 'KC −3.5', price: -110 },
        { side: 'BUF +3.5', price: 150 },
        { side: 'Over 44.5', price: -105 },
        { side: 'Under 44.5', price: null },
      ]),
    ).toEqual([
      { side: 'KC −3.5', price: -110, profitPer100: 90.91 },
      { side: 'BUF +3.5', price: 150, profitPer100: 150 },
      { side: 'Over 44.5', price: -105, profitPer100: 95.24 },
    ]);
  });

  it('pays more on a longer price', () => {
    const price = fc.oneof(fc.integer({ min: -2000, max: -100 }), fc.integer({ min: 100, max: 2000 }));
    assertProperty(
      fc.property(price, price, (a, b) => {
        const [x, y] = sideReturns([
          { side: 'a', price: a },
          { side: 'b', price: b },
        ]);
        // A price pays more than another when it is longer: +200 over +150, −105 over −110, any + over any −.
        const longer = (p: number, q: number) => (p > 0 === q > 0 ? p > q : p > 0);
        if (longer(a, b)) expect((x?.profitPer100 ?? 0) >= (y?.profitPer100 ?? 0)).toBe(true);
      }),
    );
  });
});
