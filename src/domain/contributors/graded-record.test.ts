import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { gradedRecord } from './graded-record.ts';

describe("a testimonial writer's graded record", () => {
  it('counts wins, losses and pushes apart and sums the units at each locked price', () => {
    const record = gradedRecord([
      { outcome: 'win', price: -110 }, // +100/110 = +0.91
      { outcome: 'win', price: 150 }, // +1.50
      { outcome: 'loss', price: -120 }, // −1
      { outcome: 'push', price: -110 }, // 0
      { outcome: 'loss', price: null }, // no price: counted in the record, not in the units
    ]);
    // 0.91 + 1.50 − 1 + 0 = 1.41 over 4 priced picks; 2 W, 2 L, 1 P.
    expect(record).toEqual({ graded: 5, wins: 2, losses: 2, pushes: 1, units: 1.41, unitsPicks: 4 });
  });

  it('shows no graded pick as zeros with units unknown, not 0 units', () => {
    expect(gradedRecord([])).toEqual({
      graded: 0,
      wins: 0,
      losses: 0,
      pushes: 0,
      units: null,
      unitsPicks: 0,
    });
    expect(gradedRecord([{ outcome: 'win', price: null }])).toMatchObject({ wins: 1, units: null });
  });

  it('never counts a loss as a win: losses only lower the units', () => {
    const pick = fc.record({
      outcome: fc.constantFrom('win' as const, 'loss' as const, 'push' as const),
      price: fc.option(fc.constantFrom(-200, -110, 100, 150), { nil: null }),
    });
    assertProperty(
      fc.property(fc.array(pick, { maxLength: 30 }), (picks) => {
        const r = gradedRecord(picks);
        expect(r.wins + r.losses + r.pushes).toBe(picks.length);
        const more = gradedRecord([...picks, { outcome: 'loss', price: -110 }]);
        expect(more.losses).toBe(r.losses + 1);
        expect(more.units).toBeCloseTo((r.units ?? 0) - 1, 2);
      }),
    );
  });
});
