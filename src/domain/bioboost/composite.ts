// The BioBoost composite of spec 01 §9 / spec 02 §1. The weights are the spec's, not ours: sleep 30%,
// T-Index 40%, cortisol 15% (inverted: stress lowers the score), hydration 10%, recovery 5%.
// Every input is a 0–100 score; what each one is a proxy for is documented where it is computed
// (src/domain/bioboost/*-score.ts) and in docs/decisions/011-bioboost-proxies.md.

export const BIOBOOST_WEIGHTS = {
  sleep: 0.3,
  tIndex: 0.4,
  cortisol: 0.15,
  hydration: 0.1,
  recovery: 0.05,
} as const;

/** The five inputs as 0–100 scores. `cortisol` is stress (higher = worse); the composite inverts it. */
export interface BioBoostScores {
  sleep: number;
  tIndex: number;
  cortisol: number;
  hydration: number;
  recovery: number;
}

/** The spec's player inputs: recovery is given in injury days rather than as a score. */
export interface BioBoostSpecInputs {
  sleep: number;
  tIndex: number;
  cortisol: number;
  hydration: number;
  injuryRecoveryDays: number;
}

export function clampScore(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** Spec: recovery is 100 − 10 per injury day, floored at 0 (and a negative day count is no injury). */
export function recoveryFromInjuryDays(days: number): number {
  return clampScore(100 - 10 * Math.max(0, days));
}

/** The composite from five 0–100 scores, clamped to 0–100. Inputs outside 0–100 are clamped first. */
export function bioBoostFromScores(scores: BioBoostScores): number {
  return bioBoostOfKnown(scores);
}

export type BioBoostInputKey = keyof typeof BIOBOOST_WEIGHTS;

/** The five inputs, each a 0–100 score or null when its data is missing (no forecast, no report). */
export type KnownBioBoostScores = { [K in BioBoostInputKey]: number | null };

// In the order of the spec's formula, so a composite with every input known is the spec's sum exactly.
const INPUT_ORDER: readonly BioBoostInputKey[] = ['sleep', 'tIndex', 'cortisol', 'hydration', 'recovery'];
const TOTAL_WEIGHT = INPUT_ORDER.reduce((total, key) => total + BIOBOOST_WEIGHTS[key], 0);

/**
 * The composite over the inputs that are known (decision 085): an unknown input is left out and the
 * known weights are renormalised to sum to 1 (Σ wᵢ·sᵢ / Σ wᵢ over the known ones), so a missing
 * forecast or injury report counts as nothing rather than as a made-up score. Every input unknown →
 * null. With sleep known (a team's or player's schedule always is) there is always a composite.
 */
export function bioBoostOfKnown(scores: KnownBioBoostScores & { sleep: number }): number;
export function bioBoostOfKnown(scores: KnownBioBoostScores): number | null;
export function bioBoostOfKnown(scores: KnownBioBoostScores): number | null {
  let sum = 0;
  let weight = 0;
  for (const key of INPUT_ORDER) {
    const value = scores[key];
    if (value === null) continue;
    const s = clampScore(value);
    sum += BIOBOOST_WEIGHTS[key] * (key === 'cortisol' ? 100 - s : s);
    weight += BIOBOOST_WEIGHTS[key];
  }
  if (weight === 0) return null;
  // The spec's weights sum to 1: with all five known the composite is the plain weighted sum.
  return clampScore(weight === TOTAL_WEIGHT ? sum : sum / weight);
}

/** The composite exactly as the spec states it for a player card (recovery in injury days). */
export function bioBoostComposite(inputs: BioBoostSpecInputs): number {
  return bioBoostFromScores({
    sleep: inputs.sleep,
    tIndex: inputs.tIndex,
    cortisol: inputs.cortisol,
    hydration: inputs.hydration,
    recovery: recoveryFromInjuryDays(inputs.injuryRecoveryDays),
  });
}
