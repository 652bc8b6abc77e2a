import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { bioBoostFromScores, bioBoostOfKnown } from '../bioboost/composite.ts';
import {
  customScore,
  DEFAULT_FACTORS,
  FACTOR_SLIDERS,
  matchupLabel,
  originalScore,
  type PlaygroundFactors,
  playgroundCall,
  playgroundConfidence,
  scoreBreakdown,
  weatherLabel,
} from './playground-score.ts';

// The spec's five sample metric scores (spec 01 §3): T 87, sleep 92, cortisol 64, hydration 78, recovery 56.
const sample = { sleep: 92, tIndex: 87, cortisol: 64, hydration: 78, recovery: 56 };

describe('Prediction Playground custom score (spec 02 §4, §5, §9)', () => {
  it('has the spec’s sliders: maxima, steps and defaults', () => {
    expect(FACTOR_SLIDERS.map((s) => [s.key, s.max, s.step, s.default])).toEqual([
      ['sleepWeight', 60, 5, 30],
      ['testosteroneWeight', 60, 5, 40],
      ['cortisolWeight', 30, 5, 15],
      ['hydrationWeight', 25, 5, 10],
      ['injuryWeight', 20, 5, 5],
      ['weatherImpact', 100, 10, 50],
      ['matchupDifficulty', 100, 10, 50],
    ]);
  });

  it('reproduces the BioBoost composite at the defaults: 78.4 for the sample scores, so HOLD', () => {
    expect(customScore(sample, DEFAULT_FACTORS)).toBe(78.4);
    expect(bioBoostFromScores(sample)).toBeCloseTo(78.4, 10);
    expect(playgroundCall(customScore(sample, DEFAULT_FACTORS), originalScore(sample))).toBe('HOLD');
  });

  it('weighs each sub-score by its slider, cortisol inverted', () => {
    const b = scoreBreakdown(sample, DEFAULT_FACTORS);
    expect(b.sleep).toBeCloseTo(27.6, 10); // 30 × 92 / 100
    expect(b.testosterone).toBeCloseTo(34.8, 10); // 40 × 87 / 100
    expect(b.cortisol).toBeCloseTo(5.4, 10); // 15 × (100 − 64) / 100
    expect(b.hydration).toBeCloseTo(7.8, 10);
    expect(b.injury).toBeCloseTo(2.8, 10);
    expect(b.weather).toBe(0);
    expect(b.matchup).toBe(0);
    // Sleep weight 60: +27.6 → 106, clamped to 100, a BUY.
    const more = { ...DEFAULT_FACTORS, sleepWeight: 60 };
    expect(customScore(sample, more)).toBe(100);
    expect(playgroundCall(customScore(sample, more), originalScore(sample))).toBe('BUY');
  });

  it('adds (weather − 50) × 0.2 and (matchup − 50) × 0.1', () => {
    const f = (over: Partial<PlaygroundFactors>) => customScore(sample, { ...DEFAULT_FACTORS, ...over });
    expect(f({ weatherImpact: 100 })).toBe(88.4);
    expect(f({ weatherImpact: 0 })).toBe(68.4);
    expect(f({ matchupDifficulty: 100 })).toBe(83.4);
    expect(f({ matchupDifficulty: 0 })).toBe(73.4);
    expect(playgroundCall(f({ weatherImpact: 0 }), originalScore(sample))).toBe('SELL');
  });

  it('does not force the weights to sum to 100: all sliders at 0 leave only the adjustments', () => {
    const zero = { ...DEFAULT_FACTORS, sleepWeight: 0, testosteroneWeight: 0, cortisolWeight: 0 };
    expect(customScore(sample, { ...zero, hydrationWeight: 0, injuryWeight: 0 })).toBe(0);
    expect(customScore(sample, { ...zero, hydrationWeight: 25, injuryWeight: 20 })).toBe(30.7); // 19.5 + 11.2
  });

  it('calls HIGH above 75, MODERATE above 50, else LOW', () => {
    expect(playgroundConfidence(75.1)).toBe('HIGH');
    expect(playgroundConfidence(75)).toBe('MODERATE');
    expect(playgroundConfidence(50.1)).toBe('MODERATE');
    expect(playgroundConfidence(50)).toBe('LOW');
  });

  it('labels weather as the distance from 50 and matchup as Hard, Average or Easy', () => {
    expect([weatherLabel(70), weatherLabel(50), weatherLabel(20)]).toEqual(['+20', '±0', '−30']);
    expect([matchupLabel(60), matchupLabel(50), matchupLabel(40)]).toEqual(['Hard', 'Average', 'Easy']);
  });
});

const score = fc.double({ min: 0, max: 100, noNaN: true });
const player = fc.record({ sleep: score, tIndex: score, cortisol: score, hydration: score, recovery: score });
const factors = fc.record(
  Object.fromEntries(
    FACTOR_SLIDERS.map((s) => [s.key, fc.integer({ min: 0, max: s.max / s.step }).map((n) => n * s.step)]),
  ) as Record<keyof PlaygroundFactors, fc.Arbitrary<number>>,
);

describe('playground properties', () => {
  it('keeps the custom score in 0–100 for any player and any slider positions', () => {
    assertProperty(
      fc.property(player, factors, (p, f) => {
        const s = customScore(p, f);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('equals the spec composite at the defaults for any player', () => {
    assertProperty(
      fc.property(player, (p) => {
        expect(Math.abs(customScore(p, DEFAULT_FACTORS) - bioBoostFromScores(p))).toBeLessThanOrEqual(
          0.05 + 1e-9,
        );
      }),
    );
  });

  it('at the defaults still equals his BioBoost when inputs have no data: left out, not scored 0', () => {
    // Sleep 80, T-Index unknown, cortisol 35 (calm 65), hydration unknown, recovery 100:
    // (0.3·80 + 0.15·65 + 0.05·100) / 0.5 = 38.75 / 0.5 = 77.5 — and so is the BioBoost.
    const partial = { sleep: 80, tIndex: null, cortisol: 35, hydration: null, recovery: 100 };
    expect(customScore(partial, DEFAULT_FACTORS)).toBe(77.5);
    expect(bioBoostOfKnown(partial)).toBeCloseTo(77.5, 10);
    const parts = scoreBreakdown(partial, DEFAULT_FACTORS);
    // Each known input's points scaled by 100 / 50 (the weight of the known ones): sleep 30·0.8·2 = 48.
    expect([parts.sleep, parts.testosterone, parts.hydration]).toEqual([48, null, null]);
    assertProperty(
      fc.property(
        player,
        fc.constantFrom('sleep', 'tIndex', 'cortisol', 'hydration', 'recovery'),
        (p, key) => {
          const q = { ...p, [key]: null };
          expect(
            Math.abs(customScore(q, DEFAULT_FACTORS) - (bioBoostOfKnown(q) ?? Number.NaN)),
          ).toBeLessThanOrEqual(0.05 + 1e-9);
        },
      ),
    );
  });

  it('never lowers the score when a weight on a non-negative sub-score rises', () => {
    assertProperty(
      fc.property(player, factors, fc.integer({ min: 0, max: 12 }), (p, f, steps) => {
        const raised = { ...f, sleepWeight: Math.min(60, f.sleepWeight + 5 * steps) };
        expect(customScore(p, raised)).toBeGreaterThanOrEqual(customScore(p, f));
      }),
    );
  });
});
