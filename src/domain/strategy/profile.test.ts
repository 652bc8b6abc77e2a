import { describe, expect, it } from 'vitest';
import { PRESETS, profileProblems } from './profile.ts';

describe('strategy profile (spec 02 §5, §9)', () => {
  it('presets: bankroll 1000 with units 25 / 50 / 75', () => {
    expect(
      [PRESETS.conservative, PRESETS.balanced, PRESETS.aggressive].map((p) => [p.bankrollSize, p.unitSize]),
    ).toEqual([
      [1000, 25],
      [1000, 50],
      [1000, 75],
    ]);
    for (const p of Object.values(PRESETS)) expect(profileProblems(p)).toEqual({});
  });
  it('bankroll at least 100 in steps of 100', () => {
    const base = PRESETS.balanced;
    expect(profileProblems({ ...base, bankrollSize: 100, unitSize: 10 })).toEqual({});
    expect(profileProblems({ ...base, bankrollSize: 0 }).bankrollSize).toBe(
      'Bankroll must be at least $100, in steps of $100.',
    );
    expect(profileProblems({ ...base, bankrollSize: 1050 }).bankrollSize).toBeDefined();
    expect(profileProblems({ ...base, bankrollSize: Number.NaN }).bankrollSize).toBeDefined();
  });
  it('unit at least 10 in steps of 10, and not above the bankroll', () => {
    const base = PRESETS.balanced;
    expect(profileProblems({ ...base, unitSize: 5 }).unitSize).toBe(
      'Unit size must be at least $10, in steps of $10.',
    );
    expect(profileProblems({ ...base, unitSize: 55 }).unitSize).toBeDefined();
    expect(profileProblems({ ...base, unitSize: 35 }).unitSize).toBeDefined();
    // The presets' 25 and 75 are off the step but are the spec's own: accepted.
    expect(profileProblems({ ...base, unitSize: 25 })).toEqual({});
    expect(profileProblems({ ...base, bankrollSize: 100, unitSize: 200 }).unitSize).toBe(
      'Unit size cannot be larger than the bankroll.',
    );
  });
  it('needs at least one bet type', () => {
    expect(profileProblems({ ...PRESETS.balanced, preferredBets: [] }).preferredBets).toBe(
      'Choose at least one bet type.',
    );
  });
});
