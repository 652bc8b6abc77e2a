import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { type PricedOutcome, unitsAtStoredPrice } from './units-at-price.ts';

describe('unitsAtStoredPrice', () => {
  it('counts each pick at its own stored price and the unpriced ones apart', () => {
    // Win at −110: 100/110 = 0.909091; win at +150: 1.5; loss at −105: −1; push at −110: 0.
    // 0.909091 + 1.5 − 1 + 0 = 1.409091 → 1.4091 on 4 priced picks. The win with no price is not
    // scored (at −110 it would add 0.9091), and the pick not graded in this market is not counted.
    const picks: PricedOutcome[] = [
      { outcome: 'win', price: -110 },
      { outcome: 'win', price: 150 },
      { outcome: 'loss', price: -105 },
      { outcome: 'push', price: -110 },
      { outcome: 'win', price: null },
      { outcome: null, price: -110 },
    ];
    expect(unitsAtStoredPrice(picks)).toEqual({ priced: 4, units: 1.4091, unpriced: 1 });
  });

  it('is zero with nothing graded', () => {
    expect(unitsAtStoredPrice([])).toEqual({ priced: 0, units: 0, unpriced: 0 });
  });

  const pick = fc.record({
    outcome: fc.constantFrom('win', 'loss', 'push', null),
    price: fc.option(fc.oneof(fc.integer({ min: -1000, max: -100 }), fc.integer({ min: 100, max: 1000 }))),
  });

  it('a pick without a price never moves the units, only the count apart', () => {
    assertProperty(
      fc.property(
        fc.array(pick, { maxLength: 30 }),
        fc.constantFrom('win', 'loss', 'push'),
        (picks, outcome) => {
          const before = unitsAtStoredPrice(picks);
          const after = unitsAtStoredPrice([...picks, { outcome, price: null }]);
          return (
            after.units === before.units &&
            after.priced === before.priced &&
            after.unpriced === before.unpriced + 1
          );
        },
      ),
    );
  });

  it('turning a priced loss into a win never lowers the units', () => {
    assertProperty(
      fc.property(fc.array(pick, { maxLength: 30 }), fc.integer({ min: 100, max: 1000 }), (picks, price) => {
        const lost = unitsAtStoredPrice([...picks, { outcome: 'loss', price: -price }]);
        const won = unitsAtStoredPrice([...picks, { outcome: 'win', price: -price }]);
        return won.units > lost.units;
      }),
    );
  });
});
