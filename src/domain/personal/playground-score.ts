// The Prediction Playground's custom BioBoost (spec 02 §2, §4, §5, §9), written down in
// docs/decisions/061-playground-score.md. The spec gives the parts but not how they combine:
//   sub-scores (0–100): sleep, T-Index and hydration as they are; cortisol inverted (100 − stress);
//     injury: his recovery input (spec: 100 − 10 per recovery day; ours is 100 − his injury impact,
//     decision 030, which is what his BioBoost uses, so the defaults reproduce it)
//   custom = Σ weight × sub-score / 100 + (weather − 50) × 0.2 + (matchup − 50) × 0.1, clamped 0–100
// The weights are the sliders' values in percentage points and are not forced to sum to 100, so a
// user can over- or under-weight everything. At the defaults (the spec's composite weights 30/40/15/
// 10/5, weather and matchup at their neutral 50) the custom score is exactly the player's BioBoost.
// An input with no data (null: no forecast, no report, no form baseline) is left out and its weight
// spread over the known inputs in proportion, as the BioBoost composite does (decision 085), so that
// stays true for a player with an unknown input.

import { clampScore } from '../bioboost/composite.ts';

export interface PlaygroundFactors {
  sleepWeight: number;
  testosteroneWeight: number;
  cortisolWeight: number;
  hydrationWeight: number;
  injuryWeight: number;
  weatherImpact: number;
  matchupDifficulty: number;
}

export type FactorKey = keyof PlaygroundFactors;

export interface FactorSlider {
  key: FactorKey;
  label: string;
  max: number;
  step: number;
  default: number;
}

/**
 * Spec 02 §4's defaults, where each slider starts. Weather's default is 50, not the spec's 0: at 0 its
 * own rule, (weather − 50) × 0.2, takes 10 points off every player before a slider moves, and the
 * "difference versus the original" would be a fiction (decision 061).
 */
export const DEFAULT_FACTORS: PlaygroundFactors = {
  sleepWeight: 30,
  testosteroneWeight: 40,
  cortisolWeight: 15,
  hydrationWeight: 10,
  injuryWeight: 5,
  weatherImpact: 50,
  matchupDifficulty: 50,
};

/** Spec 02 §5's maxima and steps (every slider's range starts at 0), each at its default above. */
export const FACTOR_SLIDERS: readonly FactorSlider[] = [
  { key: 'sleepWeight', label: 'Sleep weight', max: 60, step: 5, default: DEFAULT_FACTORS.sleepWeight },
  {
    key: 'testosteroneWeight',
    label: 'T-Index weight',
    max: 60,
    step: 5,
    default: DEFAULT_FACTORS.testosteroneWeight,
  },
  {
    key: 'cortisolWeight',
    label: 'Cortisol weight',
    max: 30,
    step: 5,
    default: DEFAULT_FACTORS.cortisolWeight,
  },
  {
    key: 'hydrationWeight',
    label: 'Hydration weight',
    max: 25,
    step: 5,
    default: DEFAULT_FACTORS.hydrationWeight,
  },
  {
    key: 'injuryWeight',
    label: 'Injury recovery weight',
    max: 20,
    step: 5,
    default: DEFAULT_FACTORS.injuryWeight,
  },
  {
    key: 'weatherImpact',
    label: 'Weather impact',
    max: 100,
    step: 10,
    default: DEFAULT_FACTORS.weatherImpact,
  },
  {
    key: 'matchupDifficulty',
    label: 'Matchup difficulty',
    max: 100,
    step: 10,
    default: DEFAULT_FACTORS.matchupDifficulty,
  },
];

/** A player's five inputs as 0–100 scores (cortisol is stress: higher is worse); null = no data. */
export interface PlaygroundPlayer {
  sleep: number | null;
  tIndex: number | null;
  cortisol: number | null;
  hydration: number | null;
  recovery: number | null;
}

/** Points per factor; an input with no data is null (left out), never 0 points. */
export interface ScoreBreakdown {
  sleep: number | null;
  testosterone: number | null;
  cortisol: number | null;
  hydration: number | null;
  injury: number | null;
  weather: number;
  matchup: number;
}

/** Each factor's contribution in points: what the Results tab lists under the score. */
export function scoreBreakdown(p: PlaygroundPlayer, f: PlaygroundFactors): ScoreBreakdown {
  const inputs = {
    sleep: [f.sleepWeight, p.sleep],
    testosterone: [f.testosteroneWeight, p.tIndex],
    cortisol: [f.cortisolWeight, p.cortisol === null ? null : 100 - clampScore(p.cortisol)],
    hydration: [f.hydrationWeight, p.hydration],
    injury: [f.injuryWeight, p.recovery],
  } as const;
  const entries = Object.values(inputs);
  const all = entries.reduce((sum, [w]) => sum + w, 0);
  const known = entries.reduce((sum, [w, s]) => sum + (s === null ? 0 : w), 0);
  // With nothing weighted known, the unknown inputs' weight has nowhere to go: they add nothing.
  const scale = known > 0 ? all / known : 0;
  const points = ([w, s]: readonly [number, number | null]) =>
    s === null ? null : (w * clampScore(s) * scale) / 100;
  return {
    sleep: points(inputs.sleep),
    testosterone: points(inputs.testosterone),
    cortisol: points(inputs.cortisol),
    hydration: points(inputs.hydration),
    injury: points(inputs.injury),
    weather: (f.weatherImpact - 50) * 0.2,
    matchup: (f.matchupDifficulty - 50) * 0.1,
  };
}

/** The custom score, 0–100 with one decimal. */
export function customScore(p: PlaygroundPlayer, f: PlaygroundFactors): number {
  const b = scoreBreakdown(p, f);
  const sum = Object.values(b).reduce((total: number, x) => total + (x ?? 0), 0);
  return Math.round(10 * clampScore(sum)) / 10;
}

/** The score at the defaults: the player's BioBoost from his shown inputs (what BUY/SELL compare to). */
export function originalScore(p: PlaygroundPlayer): number {
  return customScore(p, DEFAULT_FACTORS);
}

export type PlaygroundCall = 'BUY' | 'SELL' | 'HOLD';

/** BUY above the original BioBoost, SELL below, HOLD when equal (spec 02 §4). */
export function playgroundCall(custom: number, original: number): PlaygroundCall {
  if (custom > original) return 'BUY';
  if (custom < original) return 'SELL';
  return 'HOLD';
}

/** HIGH above 75, MODERATE above 50, else LOW (spec 02 §4, of the custom score). */
export function playgroundConfidence(custom: number): 'HIGH' | 'MODERATE' | 'LOW' {
  if (custom > 75) return 'HIGH';
  if (custom > 50) return 'MODERATE';
  return 'LOW';
}

/** How the weather slider is shown: the signed distance from 50 ('+20', '−10', '±0'). */
export function weatherLabel(value: number): string {
  const d = value - 50;
  return d === 0 ? '±0' : d > 0 ? `+${d}` : `−${-d}`;
}

/** How the matchup slider is shown: Hard above 50, Easy below, Average at 50. */
export function matchupLabel(value: number): 'Hard' | 'Easy' | 'Average' {
  return value > 50 ? 'Hard' : value < 50 ? 'Easy' : 'Average';
}
