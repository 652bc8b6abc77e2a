// Decision 085: an input with no data (no forecast, no injury report, no form baseline) is left out of
// the composite and the spec's weights are renormalised over the inputs that are known.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import {
  BIOBOOST_WEIGHTS,
  type BioBoostInputKey,
  bioBoostOfKnown,
  type KnownBioBoostScores,
} from './composite.ts';

const KEYS = Object.keys(BIOBOOST_WEIGHTS) as BioBoostInputKey[];
const score = fc.double({ min: 0, max: 100, noNaN: true });
const maybe = fc.option(score, { nil: null });
const maybeScores = fc.record({
  sleep: maybe,
  tIndex: maybe,
  cortisol: maybe,
  hydration: maybe,
  recovery: maybe,
});

describe('BioBoost composite over the known inputs (decision 085)', () => {
  // The spec's sample: T-Index 87, sleep 92, cortisol 64 (inverted 36), hydration 78, recovery 56.
  const sample = { sleep: 92, tIndex: 87, cortisol: 64, hydration: 78, recovery: 56 };

  it("is the spec's weighted sum when all five are known", () => {
    // 0.3·92 + 0.4·87 + 0.15·36 + 0.1·78 + 0.05·56 = 27.6 + 34.8 + 5.4 + 7.8 + 2.8 = 78.4
    expect(bioBoostOfKnown(sample)).toBeCloseTo(78.4, 10);
  });

  it('leaves out hydration with no forecast and renormalises the other weights', () => {
    // (27.6 + 34.8 + 5.4 + 2.8) / (0.3 + 0.4 + 0.15 + 0.05) = 70.6 / 0.9 = 78.444…
    expect(bioBoostOfKnown({ ...sample, hydration: null })).toBeCloseTo(70.6 / 0.9, 10);
  });

  it('leaves out recovery with no injury report: not the 100 "healthy" it used to count as', () => {
    // (27.6 + 34.8 + 5.4 + 7.8) / 0.95 = 75.6 / 0.95 = 79.578…; counting 100 would give 75.6 + 5 = 80.6.
    expect(bioBoostOfKnown({ ...sample, recovery: null })).toBeCloseTo(75.6 / 0.95, 10);
    // The same team with a report taking recovery to 20: 75.6 + 0.05·20 = 76.6, below the unknown case.
    expect(bioBoostOfKnown({ ...sample, recovery: 20 })).toBeCloseTo(76.6, 10);
  });

  it('with only the schedule inputs known, weighs sleep, T-Index and cortisol 0.3 : 0.4 : 0.15', () => {
    // (0.3·92 + 0.4·87 + 0.15·36) / 0.85 = 67.8 / 0.85 = 79.764…
    expect(bioBoostOfKnown({ ...sample, hydration: null, recovery: null })).toBeCloseTo(67.8 / 0.85, 10);
    // Cortisol alone is inverted: stress 64 → 36.
    expect(
      bioBoostOfKnown({ sleep: null, tIndex: null, cortisol: 64, hydration: null, recovery: null }),
    ).toBeCloseTo(36, 10);
  });

  it('is null (shown "—") when every input is unknown', () => {
    expect(
      bioBoostOfKnown({ sleep: null, tIndex: null, cortisol: null, hydration: null, recovery: null }),
    ).toBeNull();
  });

  it('stays within 0–100 whenever any input is known', () => {
    assertProperty(
      fc.property(maybeScores, (s) => {
        const v = bioBoostOfKnown(s);
        return KEYS.every((k) => s[k] === null) ? v === null : v !== null && v >= 0 && v <= 100;
      }),
    );
  });

  it('never treats an unknown input as any particular value: no fixed score it could stand for', () => {
    // If "unknown" were a default d, the composite with the input unknown would equal the composite
    // with it set to d for every other input. Renormalising puts it at the other inputs' weighted mean
    // instead, so for two states of the other inputs it matches two different values.
    assertProperty(
      fc.property(fc.constantFrom(...KEYS), maybeScores, (key, s) => {
        const others = { ...s, [key]: null } as KnownBioBoostScores;
        const known = KEYS.filter((k) => k !== key && others[k] !== null);
        if (known.length === 0) return bioBoostOfKnown(others) === null;
        // The value the unknown input stands for is exactly the others' composite (for cortisol, its
        // inverse): filling it in with that leaves the composite unchanged, and it moves with them.
        const v = bioBoostOfKnown(others) as number;
        const filled = bioBoostOfKnown({ ...others, [key]: key === 'cortisol' ? 100 - v : v });
        return filled !== null && Math.abs(filled - v) < 1e-9;
      }),
    );
    const low = { sleep: 10, tIndex: 10, cortisol: 90, hydration: null, recovery: 10 };
    const high = { sleep: 90, tIndex: 90, cortisol: 10, hydration: null, recovery: 90 };
    // Unknown hydration reads as 10 for a low team and 90 for a high one: no single default.
    expect(bioBoostOfKnown(low)).toBeCloseTo(10, 10);
    expect(bioBoostOfKnown(high)).toBeCloseTo(90, 10);
  });

  it('a known value pulls the composite from the unknown case towards its own contribution', () => {
    assertProperty(
      fc.property(fc.constantFrom(...KEYS), maybeScores, score, (key, s, x) => {
        const without = bioBoostOfKnown({ ...s, [key]: null });
        const withX = bioBoostOfKnown({ ...s, [key]: x });
        if (without === null) return withX !== null;
        const own = key === 'cortisol' ? 100 - x : x;
        return (
          withX !== null && withX >= Math.min(without, own) - 1e-9 && withX <= Math.max(without, own) + 1e-9
        );
      }),
    );
  });
});
