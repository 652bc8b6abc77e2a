// Confidence tiers from the calibrated win probability of the predicted winner. The bands sit on
// football's scoring units, through the fitted σ: a field goal (3 points) is about 59%, a touchdown
// (7 points) about 70%. HIGH = favoured by more than a touchdown's worth (≥ 70%), MEDIUM = by more than
// a field goal (≥ 59%), LOW = within a field goal. The backtest reports how often each tier won, so the
// labels are checked against outcomes rather than asserted (docs/decisions/012-confidence-bands.md).

export type ConfidenceTier = 'HIGH' | 'MEDIUM' | 'LOW';

export const CONFIDENCE_BANDS = { high: 0.7, medium: 0.59 } as const;

export interface Confidence {
  tier: ConfidenceTier;
  /** Win probability of the predicted winner, whole percent (50–99). */
  percent: number;
}

export function confidenceOf(homeWinProbability: number): Confidence {
  const p = Math.max(homeWinProbability, 1 - homeWinProbability);
  const tier = p >= CONFIDENCE_BANDS.high ? 'HIGH' : p >= CONFIDENCE_BANDS.medium ? 'MEDIUM' : 'LOW';
  return { tier, percent: Math.min(99, Math.round(100 * p)) };
}
