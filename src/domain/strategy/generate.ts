// The strategy generator of spec 02 §9: each game of the week is checked against the person's
// avoidance factors, scored for their style and preferred bets, and the best few are kept with a
// stake, an expected value and the reasons. Pure: the games and the profile in, the strategy out.
import { avoidanceReason } from './avoidance.ts';
import { matchup, type StrategyGame } from './game.ts';
import { marketKnown, missReason } from './misses.ts';
import {
  type BetCall,
  CONFIDENCE_THRESHOLD,
  MAX_BETS,
  moneylineCall,
  RISK_ADJUSTMENT,
  spreadCall,
  stylePoints,
  totalCall,
} from './points.ts';
import type { StrategyProfile } from './profile.ts';
import { type BankrollManagement, bankrollManagement, betUnits, expectedValuePct } from './sizing.ts';
import { personalizedTips } from './tips.ts';

export type RiskLevel = 'low' | 'moderate' | 'high';

export interface StrategyBet extends BetCall {
  /** Percent of the stake; null when the model gives no probability for this bet. */
  expectedValue: number | null;
}

export interface GameStrategy {
  gameId: string;
  matchup: string;
  timeSlot: string;
  bets: StrategyBet[];
  /** 0–100. */
  overallConfidence: number;
  reasoning: string[];
  riskLevel: RiskLevel;
  /** Mean of the bets' expected values that are known; null when none is. */
  expectedValue: number | null;
  /** Units to stake on this game (spec 02 §9's bet size). */
  bankrollRecommendation: number;
}

/** Why a game was passed, for the count the empty result gives (decision 119). */
export type PassKind =
  | 'kicked_off'
  | 'avoided'
  | 'no_pick'
  | 'no_line'
  | 'no_fit'
  | 'below_threshold'
  | 'beyond_max';

export interface PassedGame {
  gameId: string;
  matchup: string;
  kind: PassKind;
  reason: string;
}

export interface StrategyResult {
  strategies: GameStrategy[];
  /** Games left out, with why: avoided, unknown inputs, or no bet above the threshold. */
  passed: PassedGame[];
  bankrollManagement: BankrollManagement;
  riskAssessment: { level: RiskLevel; description: string };
  personalizedTips: string[];
}

/** A moneyline or a low confidence is high risk; above 70 is low (applied to the game's confidence). */
export function riskLevel(confidence: number, bets: readonly BetCall[]): RiskLevel {
  if (bets.some((b) => b.type === 'moneyline') || confidence < 40) return 'high';
  if (confidence > 70) return 'low';
  return 'moderate';
}

type Analysis =
  | { kind: 'pass'; pass: Exclude<PassKind, 'beyond_max'>; reason: string }
  | { kind: 'bet'; strategy: GameStrategy };

const pass = (kind: Exclude<PassKind, 'beyond_max'>, reason: string): Analysis => ({
  kind: 'pass',
  pass: kind,
  reason,
});

export function analyzeGame(g: StrategyGame, profile: StrategyProfile): Analysis {
  if (g.kickedOff) return pass('kicked_off', 'Already kicked off: no pre-game bet is left');
  const avoided = avoidanceReason(g, profile.avoidanceFactors);
  if (avoided) return pass('avoided', avoided);
  const score = g.bioBoost;
  if (score === null) return pass('no_pick', 'BioBoost unknown: the model has published no pick yet');
  if (!profile.preferredBets.some((t) => marketKnown(g, t)))
    return pass('no_line', `No line stored yet for your bet types (${profile.preferredBets.join(', ')})`);
  const style = stylePoints(profile.bettingStyle, score);
  const calls = [
    profile.preferredBets.includes('spread') ? spreadCall(g, score) : null,
    profile.preferredBets.includes('total') ? totalCall(g, score) : null,
    profile.preferredBets.includes('moneyline') ? moneylineCall(g, score, profile.riskTolerance) : null,
  ].filter((c): c is BetCall => c !== null);
  const raw = style.points + calls.reduce((sum, c) => sum + c.points, 0);
  const confidence = Math.max(0, Math.min(100, raw + RISK_ADJUSTMENT[profile.riskTolerance]));
  const threshold = CONFIDENCE_THRESHOLD[profile.riskTolerance];
  if (calls.length === 0)
    return pass(
      'no_fit',
      `No bet of your types fits: ${profile.preferredBets.map((t) => missReason(g, t, score, profile.riskTolerance)).join('; ')}`,
    );
  if (confidence <= threshold)
    return pass('below_threshold', `Confidence ${confidence} is not above your threshold of ${threshold}`);
  const bets = calls.map((c) => ({ ...c, expectedValue: expectedValuePct(c.probability, c.price) }));
  const known = bets.map((b) => b.expectedValue).filter((v): v is number => v !== null);
  return {
    kind: 'bet',
    strategy: {
      gameId: g.id,
      matchup: matchup(g),
      timeSlot: g.timeSlot,
      bets,
      overallConfidence: confidence,
      reasoning: [style.reason, ...calls.map((c) => c.reasoning)],
      riskLevel: riskLevel(confidence, calls),
      expectedValue: known.length ? known.reduce((s, v) => s + v, 0) / known.length : null,
      bankrollRecommendation: betUnits(confidence, profile.riskTolerance),
    },
  };
}

export function generateStrategy(profile: StrategyProfile, games: readonly StrategyGame[]): StrategyResult {
  const kept: GameStrategy[] = [];
  const passed: PassedGame[] = [];
  for (const g of games) {
    const a = analyzeGame(g, profile);
    if (a.kind === 'bet') kept.push(a.strategy);
    else passed.push({ gameId: g.id, matchup: matchup(g), kind: a.pass, reason: a.reason });
  }
  // Highest confidence first; equal confidence keeps the schedule's order (sort is stable).
  kept.sort((a, b) => b.overallConfidence - a.overallConfidence);
  const max = MAX_BETS[profile.riskTolerance];
  const strategies = kept.slice(0, max);
  for (const s of kept.slice(max))
    passed.push({
      gameId: s.gameId,
      matchup: s.matchup,
      kind: 'beyond_max',
      reason: `Beyond your ${max} best games this week`,
    });
  const management = bankrollManagement(
    strategies.map((s) => s.bankrollRecommendation),
    profile.unitSize,
    profile.bankrollSize,
  );
  return {
    strategies,
    passed,
    bankrollManagement: management,
    riskAssessment: assessRisk(strategies),
    personalizedTips: personalizedTips(profile, strategies),
  };
}

/** More than two high-risk games is high; an average confidence above 70 moderate; else low. */
export function assessRisk(strategies: readonly GameStrategy[]): StrategyResult['riskAssessment'] {
  if (strategies.length === 0) return { level: 'low', description: 'No bets fit your profile this week' };
  const avg = strategies.reduce((s, x) => s + x.overallConfidence, 0) / strategies.length;
  const high = strategies.filter((s) => s.riskLevel === 'high').length;
  const games = strategies.length === 1 ? '1 recommended game' : `${strategies.length} recommended games`;
  return {
    level: high > 2 ? 'high' : avg > 70 ? 'moderate' : 'low',
    description: `${games} with ${avg.toFixed(0)}% average confidence`,
  };
}

const PASS_WORDS: Record<PassKind, [string, string]> = {
  no_line: ['has no line stored yet', 'have no line stored yet'],
  no_fit: ['fits none of your bet rules', 'fit none of your bet rules'],
  below_threshold: [
    'stays at or below your confidence threshold',
    'stay at or below your confidence threshold',
  ],
  no_pick: ['has no model pick yet', 'have no model pick yet'],
  avoided: ['is one you asked to avoid', 'are ones you asked to avoid'],
  kicked_off: ['has already kicked off', 'have already kicked off'],
  beyond_max: ['is beyond your best games', 'are beyond your best games'],
};

/**
 * Why no game was recommended, counted by reason, largest first: "13 have no line stored yet, 1 fits
 * none of your bet rules" (decision 119). Empty when nothing was passed.
 */
export function passedSummary(passed: readonly PassedGame[]): string {
  const counts = new Map<PassKind, number>();
  for (const p of passed) counts.set(p.kind, (counts.get(p.kind) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${n} ${PASS_WORDS[kind][n === 1 ? 0 : 1]}`)
    .join(', ');
}
