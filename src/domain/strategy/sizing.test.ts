import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { RISK_TOLERANCES } from './profile.ts';
import { allocation, bankrollManagement, betUnits, expectedValuePct } from './sizing.ts';

describe('bet size: min(conf / 50, 2), at least 0.5, × 0.7 or × 1.3, at most 3', () => {
  it('follows the spec’s numbers', () => {
    expect(betUnits(50, 'medium')).toBe(1); // 50 / 50
    expect(betUnits(43, 'medium')).toBeCloseTo(0.86, 10); // 43 / 50
    expect(betUnits(150, 'medium')).toBe(2); // capped at 2
    expect(betUnits(10, 'medium')).toBe(0.5); // 0.2 → at least 0.5
    expect(betUnits(50, 'conservative')).toBeCloseTo(0.7, 10); // 1 × 0.7
    expect(betUnits(10, 'conservative')).toBeCloseTo(0.35, 10); // 0.5 × 0.7: the floor comes first
    expect(betUnits(100, 'aggressive')).toBeCloseTo(2.6, 10); // 2 × 1.3
  });
  it('never falls as confidence rises, and stays between 0.35 and 2.6 units', () => {
    assertProperty(
      fc.property(
        fc.constantFrom(...RISK_TOLERANCES),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (risk, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(betUnits(lo, risk)).toBeLessThanOrEqual(betUnits(hi, risk));
          expect(betUnits(lo, risk)).toBeGreaterThanOrEqual(0.35 - 1e-12);
          expect(betUnits(hi, risk)).toBeLessThanOrEqual(2.6 + 1e-12);
        },
      ),
    );
  });
});

describe('expected value: (p × decimal − 1) × 100', () => {
  it('pays 1.91 at −110 and the price’s own decimal otherwise', () => {
    expect(expectedValuePct(0.55, -110)).toBeCloseTo(5.05, 10); // 0.55 × 1.91 = 1.0505
    expect(expectedValuePct(0.5, -110)).toBeCloseTo(-4.5, 10); // 0.5 × 1.91 = 0.955
    expect(expectedValuePct(0.6, 150)).toBeCloseTo(50, 10); // 0.6 × 2.5 = 1.5
    expect(expectedValuePct(0.78, -350)).toBeCloseTo(0.2857, 3); // 0.78 × (1 + 100/350) = 1.002857
  });
  it('is unknown without the model’s probability', () => {
    expect(expectedValuePct(null, -110)).toBeNull();
  });
  it('rises with the probability', () => {
    assertProperty(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(expectedValuePct(lo, -110) as number).toBeLessThanOrEqual(
            expectedValuePct(hi, -110) as number,
          );
        },
      ),
    );
  });
});

describe('bankroll recommendation', () => {
  it('names the allocation by total units: up to 5, up to 8, above', () => {
    expect(allocation(5)).toBe('Conservative allocation');
    expect(allocation(5.01)).toBe('Moderate allocation');
    expect(allocation(8)).toBe('Moderate allocation');
    expect(allocation(8.01)).toBe('Aggressive allocation');
  });
  it('adds the units and prices them at the unit size', () => {
    // 1 + 0.7 = 1.7 units × $50 = $85, 8.5 % of $1,000.
    const m = bankrollManagement([1, 0.7], 50, 1000);
    expect(m.totalUnits).toBeCloseTo(1.7, 10);
    expect(m.totalRisk).toBeCloseTo(85, 10);
    expect(m.riskPercentage).toBeCloseTo(8.5, 10);
    expect(m.recommendation).toBe('Conservative allocation');
  });
});
