// Spec 02 §9's bet size, expected value and bankroll recommendation.
import { americanToDecimal } from '../odds/american-odds.ts';
import type { RiskTolerance } from './profile.ts';

/** Spec 02 §9: the decimal payout of a standard −110 bet. */
export const STANDARD_DECIMAL = 1.91;

const RISK_FACTOR: Readonly<Record<RiskTolerance, number>> = {
  conservative: 0.7,
  medium: 1,
  aggressive: 1.3,
};

/**
 * Units to stake (spec 02 §9): min(confidence / 50, 2), at least 0.5, × 0.7 conservative or × 1.3
 * aggressive, at most 3.
 */
export function betUnits(confidence: number, risk: RiskTolerance): number {
  const base = Math.max(0.5, Math.min(confidence / 50, 2));
  return Math.min(base * RISK_FACTOR[risk], 3);
}

/**
 * Expected value in percent of the stake: (p × decimal − 1) × 100. The spec took p from its points
 * score × 1.1; we take the model's probability that the bet wins, and no boost (decision 105). A −110
 * price pays the spec's 1.91; any other price its own decimal. Null when the model gives no probability.
 */
export function expectedValuePct(probability: number | null, price: number | null): number | null {
  if (probability === null || price === null) return null;
  const decimal = price === -110 ? STANDARD_DECIMAL : americanToDecimal(price);
  return (probability * decimal - 1) * 100;
}

export type Allocation = 'Conservative allocation' | 'Moderate allocation' | 'Aggressive allocation';

/** Spec 02 §9: up to 5 units Conservative, up to 8 Moderate, else Aggressive. */
export function allocation(totalUnits: number): Allocation {
  if (totalUnits <= 5) return 'Conservative allocation';
  if (totalUnits <= 8) return 'Moderate allocation';
  return 'Aggressive allocation';
}

export interface BankrollManagement {
  totalUnits: number;
  /** Dollars at stake. */
  totalRisk: number;
  /** Share of the bankroll at stake, %. */
  riskPercentage: number;
  recommendation: Allocation;
}

export function bankrollManagement(
  units: readonly number[],
  unitSize: number,
  bankrollSize: number,
): BankrollManagement {
  const totalUnits = units.reduce((sum, u) => sum + u, 0);
  const totalRisk = totalUnits * unitSize;
  return {
    totalUnits,
    totalRisk,
    riskPercentage: (totalRisk / bankrollSize) * 100,
    recommendation: allocation(totalUnits),
  };
}
