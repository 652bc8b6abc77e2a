// A signed-in person's own BettorProfile for 'Your Personal Picks' (spec 01 §9, issue 11 §7): the
// bankroll and max bet of their bet tracker (one source: user_betting_settings), their favourite teams
// and the risk tolerance they chose on Profile. What the spec's profile holds and ours does not ask for
// is fixed here and shown on screen: no favourite positions, the spec's default minimum confidence, and
// injured players avoided unless the person is aggressive (docs/decisions/071-personal-profile-and-own-stats.md).
import type { UserRiskTolerance } from '../../shared/risk-tolerance.ts';
import { type BettorProfile, DEFAULT_MIN_CONFIDENCE, type RiskTolerance } from './personal-score.ts';

/** The spec's three tolerances (low / medium / high) under the words the Profile form uses. */
export const TOLERANCE_OF: Record<UserRiskTolerance, RiskTolerance> = {
  conservative: 'low',
  moderate: 'medium',
  aggressive: 'high',
};

export interface StoredBettingPreferences {
  riskTolerance: UserRiskTolerance;
  favoriteTeams: readonly string[];
  /** Dollars; null: not set in the tracker. */
  bankroll: number | null;
  /** Dollars; null: not set (the score then caps a stake at 10% of the bankroll). */
  maxBet: number | null;
}

/** The mapped profile: every field present, as the API sends it. */
export interface UserBettorProfile extends BettorProfile {
  favoriteTeams: string[];
  preferences: { favoritePositions: string[]; minConfidence: number; avoidInjured: boolean };
}

/**
 * The score's profile. Without a bankroll the spec's stake rule falls back to its $25 default
 * (`suggestedBetSize` reads a bankroll of 0 as "not valid"), which the screen says.
 */
export function bettorProfileOf(p: StoredBettingPreferences): UserBettorProfile {
  return {
    riskTolerance: TOLERANCE_OF[p.riskTolerance],
    favoriteTeams: [...p.favoriteTeams],
    bankrollSize: p.bankroll ?? 0,
    ...(p.maxBet !== null && { maxBetSize: p.maxBet }),
    preferences: {
      favoritePositions: [],
      minConfidence: DEFAULT_MIN_CONFIDENCE,
      avoidInjured: p.riskTolerance !== 'aggressive',
    },
  };
}
