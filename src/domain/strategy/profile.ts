// The strategy generator's profile (spec 02 §3) with its presets and form limits (spec 02 §5, §9).
// Everything here is the person's own choice: nothing is drawn at random (decision 105).

export const RISK_TOLERANCES = ['conservative', 'medium', 'aggressive'] as const;
export const BETTING_STYLES = ['value', 'contrarian', 'sharp', 'balanced'] as const;
export const BET_TYPES = ['spread', 'total', 'moneyline'] as const;
export const AVOIDANCE_FACTORS = ['primetime', 'divisional', 'weather', 'travel'] as const;
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export type RiskTolerance = (typeof RISK_TOLERANCES)[number];
export type BettingStyle = (typeof BETTING_STYLES)[number];
export type BetType = (typeof BET_TYPES)[number];
export type AvoidanceFactor = (typeof AVOIDANCE_FACTORS)[number];
export type Experience = (typeof EXPERIENCE_LEVELS)[number];

export interface StrategyProfile {
  riskTolerance: RiskTolerance;
  bettingStyle: BettingStyle;
  /** Dollars. */
  bankrollSize: number;
  /** Dollars per unit. */
  unitSize: number;
  preferredBets: readonly BetType[];
  avoidanceFactors: readonly AvoidanceFactor[];
  experience: Experience;
}

/** Spec 02 §5: bankroll at least 100 in steps of 100; unit at least 10 in steps of 10. */
export const BANKROLL_MIN = 100;
export const BANKROLL_STEP = 100;
export const UNIT_MIN = 10;
export const UNIT_STEP = 10;

export const PRESET_NAMES = ['conservative', 'balanced', 'aggressive'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

/** Spec 02 §9: conservative 1000/25, balanced 1000/50, aggressive 1000/75. */
export const PRESETS: Readonly<Record<PresetName, StrategyProfile>> = {
  conservative: {
    riskTolerance: 'conservative',
    bettingStyle: 'value',
    bankrollSize: 1000,
    unitSize: 25,
    preferredBets: ['spread', 'total'],
    avoidanceFactors: ['weather', 'travel'],
    experience: 'intermediate',
  },
  balanced: {
    riskTolerance: 'medium',
    bettingStyle: 'balanced',
    bankrollSize: 1000,
    unitSize: 50,
    preferredBets: ['spread', 'total', 'moneyline'],
    avoidanceFactors: [],
    experience: 'intermediate',
  },
  aggressive: {
    riskTolerance: 'aggressive',
    bettingStyle: 'sharp',
    bankrollSize: 1000,
    unitSize: 75,
    preferredBets: ['spread', 'total', 'moneyline'],
    avoidanceFactors: [],
    experience: 'advanced',
  },
};

/**
 * The spec's own presets use units of 25 and 75, off its step of 10: they are accepted as they are
 * (decision 105), and a unit typed in the form keeps to the step.
 */
const PRESET_UNITS: readonly number[] = Object.values(PRESETS).map((p) => p.unitSize);

export interface ProfileProblems {
  bankrollSize?: string;
  unitSize?: string;
  preferredBets?: string;
}

const onStep = (value: number, min: number, step: number) =>
  Number.isFinite(value) && value >= min && Number.isInteger(value / step);

/** What is wrong with a profile, field by field; empty when it can be used. */
export function profileProblems(p: StrategyProfile): ProfileProblems {
  const problems: ProfileProblems = {};
  if (!onStep(p.bankrollSize, BANKROLL_MIN, BANKROLL_STEP))
    problems.bankrollSize = `Bankroll must be at least $${BANKROLL_MIN}, in steps of $${BANKROLL_STEP}.`;
  if (!onStep(p.unitSize, UNIT_MIN, UNIT_STEP) && !PRESET_UNITS.includes(p.unitSize))
    problems.unitSize = `Unit size must be at least $${UNIT_MIN}, in steps of $${UNIT_STEP}.`;
  else if (p.unitSize > p.bankrollSize && problems.bankrollSize === undefined)
    problems.unitSize = 'Unit size cannot be larger than the bankroll.';
  if (p.preferredBets.length === 0) problems.preferredBets = 'Choose at least one bet type.';
  return problems;
}
