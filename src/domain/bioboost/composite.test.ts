import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { bioBoostComposite, bioBoostFromScores, clampScore, recoveryFromInjuryDays } from './composite.ts';

const score = fc.double({ min: 0, max: 100, noNaN: true });
const anyNumber = fc.double({ min: -1e6, max: 1e6, noNaN: true });
const scores = fc.record({ sleep: score, tIndex: score, cortisol: score, hydration: score, recovery: score });

describe('BioBoost composite (spec 01 §9)', () => {
  it("weighs the spec's five sample metric scores 87 (T), 92 (sleep), 64 (cortisol), 78 (hydration), 56 (recovery)", () => {
    // 0.4·87 + 0.3·92 + 0.15·(100 − 64) + 0.1·78 + 0.05·56 = 34.8 + 27.6 + 5.4 + 7.8 + 2.8
    expect(
      bioBoostFromScores({ tIndex: 87, sleep: 92, cortisol: 64, hydration: 78, recovery: 56 }),
    ).toBeCloseTo(78.4, 10);
  });

  it('turns injury days into recovery: 100 − 10 per day, floor 0', () => {
    expect(recoveryFromInjuryDays(0)).toBe(100);
    expect(recoveryFromInjuryDays(3)).toBe(70);
    expect(recoveryFromInjuryDays(10)).toBe(0);
    expect(recoveryFromInjuryDays(14)).toBe(0);
  });

  it('uses injury days in the spec form: a perfect, unstressed, healthy player is 100; two injury days cost 1', () => {
    expect(
      bioBoostComposite({ sleep: 100, tIndex: 100, cortisol: 0, hydration: 100, injuryRecoveryDays: 0 }),
    ).toBe(100);
    expect(
      bioBoostComposite({ sleep: 100, tIndex: 100, cortisol: 0, hydration: 100, injuryRecoveryDays: 2 }),
    ).toBeCloseTo(99, 10);
    expect(
      bioBoostComposite({ sleep: 0, tIndex: 0, cortisol: 100, hydration: 0, injuryRecoveryDays: 12 }),
    ).toBe(0);
  });

  it('always stays within 0–100, whatever the inputs', () => {
    assertProperty(
      fc.property(
        fc.record({
          sleep: anyNumber,
          tIndex: anyNumber,
          cortisol: anyNumber,
          hydration: anyNumber,
          recovery: anyNumber,
        }),
        (s) => {
          const v = bioBoostFromScores(s);
          return v >= 0 && v <= 100;
        },
      ),
    );
  });

  it('more injury days never raise recovery', () => {
    assertProperty(
      fc.property(
        fc.double({ min: -5, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        (d, extra) => recoveryFromInjuryDays(d + extra) <= recoveryFromInjuryDays(d),
      ),
    );
  });

  it('raising sleep, T-Index, hydration or recovery never lowers the composite; raising cortisol never raises it', () => {
    const positive = ['sleep', 'tIndex', 'hydration', 'recovery'] as const;
    assertProperty(
      fc.property(scores, fc.double({ min: 0, max: 50, noNaN: true }), (s, bump) => {
        const base = bioBoostFromScores(s);
        for (const key of positive) {
          if (bioBoostFromScores({ ...s, [key]: s[key] + bump }) < base - 1e-9) return false;
        }
        return bioBoostFromScores({ ...s, cortisol: s.cortisol + bump }) <= base + 1e-9;
      }),
    );
  });

  it('clamps a score to 0–100 and shows a missing (NaN) one as 0, never NaN', () => {
    expect([clampScore(-5), clampScore(42.5), clampScore(130), clampScore(Number.NaN)]).toEqual([
      0, 42.5, 100, 0,
    ]);
  });
});
