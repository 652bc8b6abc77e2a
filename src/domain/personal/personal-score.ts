// 'Your Personal Picks' (spec 01 §9): how well a player's pick fits one bettor's profile, the risk
// level, the kind of recommendation, a suggested stake and the expected value. Every constant is the
// spec's. The profile is an input, so a visitor's sample profile and a signed-in user's own profile go
// through the same code (docs/decisions/060-personal-picks.md).

export type RiskTolerance = 'low' | 'medium' | 'high';
export type RiskLevel = 'low' | 'medium' | 'high';
export type RecommendationType = 'high_confidence' | 'value_bet' | 'safe_play' | 'longshot';

export interface BettorProfile {
  riskTolerance: RiskTolerance;
  favoriteTeams: readonly string[];
  bankrollSize: number;
  /** Absent: 10% of the bankroll caps a stake. */
  maxBetSize?: number;
  preferences: {
    favoritePositions: readonly string[];
    /** Absent: the spec's default of 70. */
    minConfidence?: number;
    avoidInjured: boolean;
  };
}

/** What the score reads about a player, each 0–100 except the injury days. */
export interface PersonalPickInput {
  team: string;
  position: string;
  bioBoostScore: number;
  /** The pick's confidence, 0–100 (ours: the player's ggScore, decision 060). */
  confidence: number;
  /** null: no data for that input (decision 085); it earns no bonus. */
  sleepScore: number | null;
  testosteroneProxy: number | null;
  injuryRecoveryDays: number;
}

export const DEFAULT_MIN_CONFIDENCE = 70;
/** Spec 01 §9: only picks scoring above 60 are kept, best 6. */
export const KEEP_ABOVE = 60;
export const KEEP_TOP = 6;
/** Spec 01 §5: the stake when the bankroll or the score is not a valid number. */
export const DEFAULT_BET = 25;
const MIN_BET = 10;

const clamp100 = (x: number) => Math.min(100, Math.max(0, x));

/** Low when confidence and BioBoost are both 85 or more, medium when both are 70 or more, else high. */
export function riskLevel(confidence: number, bioBoostScore: number): RiskLevel {
  const floor = Math.min(confidence, bioBoostScore);
  if (floor >= 85) return 'low';
  if (floor >= 70) return 'medium';
  return 'high';
}

/** Low tolerance accepts low risk; medium accepts low or medium; high accepts any. */
export function riskMatches(tolerance: RiskTolerance, level: RiskLevel): boolean {
  if (tolerance === 'high') return true;
  if (tolerance === 'medium') return level !== 'high';
  return level === 'low';
}

export interface ScoreParts {
  bioBoost: number;
  teamMatch: boolean;
  positionMatch: boolean;
  riskMatch: boolean;
  confidenceMatch: boolean;
  sleepBonus: boolean;
  testosteroneBonus: boolean;
  injuryPenalty: boolean;
}

export function scoreParts(p: PersonalPickInput, profile: BettorProfile): ScoreParts {
  const minConfidence = profile.preferences.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  return {
    bioBoost: 0.4 * p.bioBoostScore,
    teamMatch: profile.favoriteTeams.includes(p.team),
    positionMatch: profile.preferences.favoritePositions.includes(p.position),
    riskMatch: riskMatches(profile.riskTolerance, riskLevel(p.confidence, p.bioBoostScore)),
    confidenceMatch: p.confidence >= minConfidence,
    sleepBonus: p.sleepScore !== null && p.sleepScore >= 85,
    testosteroneBonus: p.testosteroneProxy !== null && p.testosteroneProxy >= 90,
    injuryPenalty: profile.preferences.avoidInjured && p.injuryRecoveryDays > 0,
  };
}

/**
 * 0–100, rounded and clamped: 40% of BioBoost, +15 favourite team, +10 favourite position, +8 risk
 * match, +5 confidence at least the profile's minimum, +5 sleep 85+, +6 T-Index 90+, −20 injured when
 * the profile avoids injured players.
 */
export function personalScore(p: PersonalPickInput, profile: BettorProfile): number {
  const s = scoreParts(p, profile);
  const raw =
    s.bioBoost +
    (s.teamMatch ? 15 : 0) +
    (s.positionMatch ? 10 : 0) +
    (s.riskMatch ? 8 : 0) +
    (s.confidenceMatch ? 5 : 0) +
    (s.sleepBonus ? 5 : 0) +
    (s.testosteroneBonus ? 6 : 0) -
    (s.injuryPenalty ? 20 : 0);
  return Math.round(clamp100(raw));
}

export function recommendationType(
  score: number,
  confidence: number,
  tolerance: RiskTolerance,
): RecommendationType {
  if (score >= 90 && confidence >= 85) return 'high_confidence';
  if (score >= 80) return 'value_bet';
  if (tolerance === 'low' && confidence >= 80) return 'safe_play';
  if (tolerance === 'high' && score >= 75) return 'longshot';
  return 'value_bet';
}

/**
 * Bankroll × score fraction × 5%, capped at the profile's maximum (or 10% of the bankroll), rounded,
 * at least 10; 25 when the bankroll or the score is not valid (spec 01 §5).
 */
export function suggestedBetSize(bankroll: number, score: number, maxBetSize?: number): number {
  if (!Number.isFinite(bankroll) || bankroll <= 0) return DEFAULT_BET;
  if (!Number.isFinite(score) || score < 0 || score > 100) return DEFAULT_BET;
  const cap = maxBetSize !== undefined && Number.isFinite(maxBetSize) ? maxBetSize : 0.1 * bankroll;
  return Math.max(MIN_BET, Math.round(Math.min(bankroll * (score / 100) * 0.05, cap)));
}

/** Spec 01 §9: confidence/100 × 1.8 − 1 (the return of a win at about −125, per unit staked). */
export function expectedValue(confidence: number): number {
  return (confidence / 100) * 1.8 - 1;
}

export interface Recommendation<P extends PersonalPickInput> {
  player: P;
  personalizedScore: number;
  recommendationType: RecommendationType;
  riskLevel: RiskLevel;
  suggestedBetSize: number;
  expectedValue: number;
  matchReasons: {
    teamMatch: boolean;
    positionMatch: boolean;
    riskMatch: boolean;
    confidenceMatch: boolean;
  };
}

/** The profile's picks: scored, those above 60 kept, best first, at most 6 (ties by name order given). */
export function personalRecommendations<P extends PersonalPickInput>(
  players: readonly P[],
  profile: BettorProfile,
): Recommendation<P>[] {
  return players
    .map((player) => {
      const score = personalScore(player, profile);
      const parts = scoreParts(player, profile);
      return {
        player,
        personalizedScore: score,
        recommendationType: recommendationType(score, player.confidence, profile.riskTolerance),
        riskLevel: riskLevel(player.confidence, player.bioBoostScore),
        suggestedBetSize: suggestedBetSize(profile.bankrollSize, score, profile.maxBetSize),
        expectedValue: expectedValue(player.confidence),
        matchReasons: {
          teamMatch: parts.teamMatch,
          positionMatch: parts.positionMatch,
          riskMatch: parts.riskMatch,
          confidenceMatch: parts.confidenceMatch,
        },
      };
    })
    .filter((r) => r.personalizedScore > KEEP_ABOVE)
    .sort((a, b) => b.personalizedScore - a.personalizedScore)
    .slice(0, KEEP_TOP);
}
