// Cortisol proxy (0–100, higher = more stress; the composite inverts it). No hormone is measured: we
// score the pressure of the occasion from facts known before kickoff.
//
// Why these numbers: 35 is an ordinary Sunday afternoon at home. Prime time +12 (national audience,
// disrupted routine, late finish); divisional game +8 (twice-a-year rival, standings at stake);
// playoff game +15 (elimination); away from home +5 (hostile or neutral crowd, silent counts); a stronger opponent
// +1.5 per point of rating it has over the team (capped ±15, a weaker one relaxes); injuries +0.15 per
// percentage point of the lineup the injury report takes away (lineup-impact.ts; at most +15: others
// must carry the load).

import { clampScore } from './composite.ts';
import { formatOneDecimal, type InputScore } from './text.ts';

export interface StressFacts {
  primeTime: boolean;
  /** "Sunday night", "Monday night" … for the wording; null to say "prime time". */
  slotLabel: string | null;
  divisional: boolean;
  playoff: boolean;
  isHome: boolean;
  /** Opponent rating minus own rating, in points (positive = opponent stronger). */
  opponentEdge: number;
  /** Share of the team's lineup its injury report takes away, 0–100 (lineup-impact.ts); null if no report is known. */
  injuryImpact: number | null;
}

export const STRESS_BASE = 35;

export function cortisolValue(facts: StressFacts): number {
  const opponent = Math.max(-15, Math.min(15, 1.5 * facts.opponentEdge));
  const injuries = Math.min(15, 0.15 * (facts.injuryImpact ?? 0));
  return clampScore(
    STRESS_BASE +
      (facts.primeTime ? 12 : 0) +
      (facts.divisional ? 8 : 0) +
      (facts.playoff ? 15 : 0) +
      (facts.isHome ? 0 : 5) +
      opponent +
      injuries,
  );
}

export function cortisolScore(facts: StressFacts): InputScore {
  const value = cortisolValue(facts);
  const parts: string[] = [];
  if (facts.playoff) parts.push('playoff game');
  if (facts.primeTime) parts.push(facts.slotLabel ? `${facts.slotLabel} prime time` : 'prime time');
  if (facts.divisional) parts.push('divisional game');
  parts.push(facts.isHome ? 'at home' : 'away from home');
  if (Math.abs(facts.opponentEdge) >= 0.5) {
    // Stryker disable next-line EqualityOperator: equivalent: an edge of 0 is an evenly rated opponent above
    const better = facts.opponentEdge > 0 ? 'better' : 'worse';
    parts.push(`facing a team rated ${formatOneDecimal(Math.abs(facts.opponentEdge))} points ${better}`);
  } else {
    parts.push('evenly rated opponent');
  }
  const injured = facts.injuryImpact ?? 0;
  if (injured >= 15) parts.push(`${formatOneDecimal(injured)}% of the lineup's weight injured`);
  const reason = parts.join('; ');
  return { value, reason: reason.charAt(0).toUpperCase() + reason.slice(1) };
}
