// Player recovery (0–100, higher = healthier): 100 minus his injury impact, with spec 02 §9's detailed
// player weights: slot (QB .95, RB .75, WR1 .7, WR2 .5, WR3 .3, TE .55, K .15), status multiplier
// (OUT 1, DOUBTFUL .8, QUESTIONABLE .5, PROBABLE .2, HEALTHY 0), duration min(1 + 0.1 × weeks, 1.5),
// non-starter .4 and team depth (poor 1.3, average 1, good .8, excellent .6), capped at 100.
//
// Slot, starter and depth come from the usage model, not a depth chart: his rank by expected share
// among teammates at his position (WR1 is the receiver with the largest target share), and depth from
// how much of his share the best healthy teammate at his position carries (a backup at three
// quarters of it or more is excellent depth, half good, a quarter average, less poor). With no report
// of his team known the input is unknown (null), not healthy (decision 085).

import { clampScore } from '../../bioboost/composite.ts';
import type { InjuryStatus } from '../../bioboost/injury-impact.ts';
import { formatThousands, type MaybeInputScore, ordinal } from '../../bioboost/text.ts';

export const SLOT_WEIGHTS = {
  QB: 0.95,
  RB: 0.75,
  WR1: 0.7,
  WR2: 0.5,
  WR3: 0.3,
  TE: 0.55,
  K: 0.15,
} as const;
export type Slot = keyof typeof SLOT_WEIGHTS;

export const STATUS_MULTIPLIERS: Record<InjuryStatus, number> = {
  OUT: 1,
  DOUBTFUL: 0.8,
  QUESTIONABLE: 0.5,
  PROBABLE: 0.2,
  HEALTHY: 0,
};

export const DEPTH_FACTORS = { poor: 1.3, average: 1, good: 0.8, excellent: 0.6 } as const;
export type Depth = keyof typeof DEPTH_FACTORS;

export const NON_STARTER = 0.4;

export interface PlayerInjuryFacts {
  /** Whether his team's report for the week, designating anyone, was known before kickoff (no report ≠ healthy). */
  reportPublished: boolean;
  status: InjuryStatus;
  injury: string | null;
  /** Weeks in a row listed (out, doubtful, questionable or probable), this one included. */
  weeksListed: number;
  /** Days since his first listing in this run of weeks, at kickoff. */
  daysListed: number;
  slot: Slot;
  starter: boolean;
  depth: Depth;
}

/** The slot of a player ranked `rank` (1 = largest share) among his team's players at his position. */
export function slotFor(position: string, rank: number): Slot {
  if (position === 'WR') return rank <= 1 ? 'WR1' : rank === 2 ? 'WR2' : 'WR3';
  if (position === 'QB' || position === 'RB' || position === 'TE' || position === 'K') return position;
  return 'WR3';
}

/** Depth from the best healthy teammate's share at his position as a fraction of his own. */
export function depthFrom(backupShareRatio: number): Depth {
  if (backupShareRatio >= 0.75) return 'excellent';
  if (backupShareRatio >= 0.5) return 'good';
  if (backupShareRatio >= 0.25) return 'average';
  return 'poor';
}

export function durationFactor(weeks: number): number {
  return Math.min(1 + 0.1 * Math.max(0, weeks), 1.5);
}

export function playerImpact(f: PlayerInjuryFacts): number {
  return Math.min(
    100,
    SLOT_WEIGHTS[f.slot] *
      STATUS_MULTIPLIERS[f.status] *
      100 *
      durationFactor(f.weeksListed) *
      (f.starter ? 1 : NON_STARTER) *
      DEPTH_FACTORS[f.depth],
  );
}

/** Spec 02 §9 risk levels of the impact. */
export function riskLevel(impact: number): 'high' | 'moderate' | 'low' | 'minimal' {
  if (impact >= 70) return 'high';
  if (impact >= 40) return 'moderate';
  if (impact >= 15) return 'low';
  return 'minimal';
}

export function playerRecoveryValue(f: PlayerInjuryFacts): number {
  return clampScore(100 - playerImpact(f));
}

export const NO_PLAYER_REPORT =
  "No report: his team's injury report for this game is not known, left out of the score";

export function playerRecoveryScore(f: PlayerInjuryFacts): MaybeInputScore {
  if (!f.reportPublished) return { value: null, reason: NO_PLAYER_REPORT };
  if (f.status === 'HEALTHY')
    return { value: 100, reason: 'Not listed out, doubtful, questionable or probable' };
  const impact = playerImpact(f);
  const weeks = f.weeksListed > 1 ? `, ${ordinal(f.weeksListed)} week listed` : '';
  const injury = f.injury ? ` (${f.injury.toLowerCase()})` : '';
  const role = `${f.slot}${f.starter ? '' : ', not a starter'}, ${f.depth} depth behind him`;
  return {
    value: playerRecoveryValue(f),
    reason: `${f.status.charAt(0)}${f.status.slice(1).toLowerCase()}${injury}${weeks}; ${role}: impact ${formatThousands(impact)} (${riskLevel(impact)} risk)`,
  };
}
