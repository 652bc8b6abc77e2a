import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { confidenceOf } from './confidence.ts';

describe('confidence tiers', () => {
  it('uses the 70% / 59% bands on the winner side', () => {
    expect(confidenceOf(0.7)).toEqual({ tier: 'HIGH', percent: 70 });
    expect(confidenceOf(0.25)).toEqual({ tier: 'HIGH', percent: 75 });
    expect(confidenceOf(0.6)).toEqual({ tier: 'MEDIUM', percent: 60 });
    expect(confidenceOf(0.585)).toEqual({ tier: 'LOW', percent: 59 });
    // Exactly on the field-goal band: MEDIUM.
    expect(confidenceOf(0.59)).toEqual({ tier: 'MEDIUM', percent: 59 });
    expect(confidenceOf(0.41)).toEqual({ tier: 'MEDIUM', percent: 59 });
    expect(confidenceOf(0.5)).toEqual({ tier: 'LOW', percent: 50 });
    expect(confidenceOf(0.999)).toEqual({ tier: 'HIGH', percent: 99 });
  });

  it('is symmetric between the two sides', () => {
    assertProperty(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (p) => {
        const a = confidenceOf(p);
        const b = confidenceOf(1 - p);
        return a.tier === b.tier && Math.abs(a.percent - b.percent) <= 1;
      }),
    );
  });
});
