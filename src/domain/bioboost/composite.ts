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
  const w = BIOBOOST_WEIGHTS;
  return clampScore(
    w.sleep * clampScore(scores.sleep) +
      w.tIndex * clampScore(scores.tIndex) +
      w.cortisol * (100 - clampScore(scores.cortisol)) +
      w.hydration * clampScore(scores.hydration) +
      w.recovery * clampScore(scores.recovery),
  );
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
