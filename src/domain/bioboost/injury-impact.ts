// Injury impact, with the simple team formula of spec 02 §9: Σ position weight × status weight × 100
// (× role and duration factors from the spec's detailed player model), capped at 100. The model's
// recovery input does not use this sum, which saturates (three starters out reach 100): it uses the
// share of the lineup lost, lineup-impact.ts. The entry type, status weights and the role and duration
// factors here are shared by both.

export type InjuryStatus = 'OUT' | 'DOUBTFUL' | 'QUESTIONABLE' | 'PROBABLE' | 'HEALTHY';

export interface InjuryEntry {
  playerName: string;
  /** Roster position as the source gives it (QB, WR, T, OLB, FS …); mapped to the spec's groups. */
  position: string;
  status: InjuryStatus;
  /** Consecutive weeks on the report including this one (1 = new this week). */
  weeksInjured?: number;
  /** Started recently (snap counts); undefined when the source does not say. */
  isStarter?: boolean;
  /** Rank by snap share among the team's players at his position (1 = most); WR and CB only. */
  rank?: number;
  /** The report's primary injury ("Knee", "Concussion" …). */
  injury?: string | null;
  /**
   * The snap share of the unit-mate who would take his place, as a fraction of his own (snap counts,
   * snap-roles.ts); undefined when unknown. Sets depth good or excellent (lineup-impact.ts).
   */
  backupRatio?: number;
}

/** Spec 02 §9 position weights. */
export const POSITION_WEIGHTS = {
  QB: 0.9,
  RB: 0.7,
  WR: 0.6,
  TE: 0.5,
  OL: 0.8,
  DL: 0.6,
  LB: 0.5,
  CB: 0.4,
  S: 0.4,
  K: 0.1,
  P: 0.1,
} as const;
export const UNKNOWN_POSITION_WEIGHT = 0.3;

/** Spec 02 §9 status weights (how much of the player is missing). */
export const STATUS_WEIGHTS: Record<InjuryStatus, number> = {
  OUT: 1,
  DOUBTFUL: 0.8,
  QUESTIONABLE: 0.5,
  PROBABLE: 0.2,
  HEALTHY: 0,
};

/** Spec 02 §9: a non-starter counts 0.4 of a starter. */
export const NON_STARTER_FACTOR = 0.4;
/**
 * Role unknown (no snap counts that season, or week 1): the expected factor. In 2025, weeks 2–18,
 * 62% of the players listed out, doubtful or questionable had started (measured by
 * src/core/model/recovery-input.test.ts), so 0.62 × 1 + 0.38 × 0.4 ≈ 0.77.
 */
export const UNKNOWN_ROLE_FACTOR = 0.77;

const POSITION_GROUPS: Record<string, keyof typeof POSITION_WEIGHTS> = {
  QB: 'QB',
  RB: 'RB',
  HB: 'RB',
  FB: 'RB',
  WR: 'WR',
  TE: 'TE',
  OL: 'OL',
  T: 'OL',
  OT: 'OL',
  LT: 'OL',
  RT: 'OL',
  G: 'OL',
  OG: 'OL',
  LG: 'OL',
  RG: 'OL',
  C: 'OL',
  DL: 'DL',
  DE: 'DL',
  DT: 'DL',
  NT: 'DL',
  EDGE: 'DL',
  LB: 'LB',
  ILB: 'LB',
  OLB: 'LB',
  MLB: 'LB',
  CB: 'CB',
  DB: 'CB',
  S: 'S',
  FS: 'S',
  SS: 'S',
  SAF: 'S',
  K: 'K',
  PK: 'K',
  P: 'P',
};

export function positionWeight(position: string): number {
  const group = POSITION_GROUPS[position.trim().toUpperCase()];
  return group ? POSITION_WEIGHTS[group] : UNKNOWN_POSITION_WEIGHT;
}

/** Reads the wording of injury reports ("Out", "Doubtful", "Questionable", blank) into a status. */
export function parseInjuryStatus(text: string | null | undefined): InjuryStatus {
  const t = (text ?? '').trim().toUpperCase();
  if (t.startsWith('OUT') || t === 'IR' || t.includes('RESERVE')) return 'OUT';
  if (t.startsWith('DOUBT')) return 'DOUBTFUL';
  if (t.startsWith('QUESTION')) return 'QUESTIONABLE';
  if (t.startsWith('PROB')) return 'PROBABLE';
  return 'HEALTHY';
}

/** Spec 02 §9 duration factor min(1 + 0.1 × weeks, 1.5): a long absence is more disruptive. */
export function durationFactor(weeksInjured: number | undefined): number {
  return Math.min(1 + 0.1 * Math.max(0, weeksInjured ?? 0), 1.5);
}

export function roleFactor(isStarter: boolean | undefined): number {
  if (isStarter === undefined) return UNKNOWN_ROLE_FACTOR;
  return isStarter ? 1 : NON_STARTER_FACTOR;
}

/** One player's contribution to team impact, in points of the 0–100 scale. */
export function playerInjuryImpact(entry: InjuryEntry): number {
  return (
    positionWeight(entry.position) *
    STATUS_WEIGHTS[entry.status] *
    100 *
    roleFactor(entry.isStarter) *
    durationFactor(entry.weeksInjured)
  );
}

/** Team impact 0–100 (spec 02 §9, capped at 100). */
export function teamInjuryImpact(entries: readonly InjuryEntry[]): number {
  let sum = 0;
  for (const e of entries) sum += playerInjuryImpact(e);
  return Math.min(100, sum);
}

export type InjuryBand = 'Critical' | 'Moderate' | 'Minor' | 'Minimal';
/** Spec 02 §9 bands: ≥70 Critical, ≥40 Moderate, ≥15 Minor, else Minimal. */
export function injuryBand(impact: number): InjuryBand {
  if (impact >= 70) return 'Critical';
  if (impact >= 40) return 'Moderate';
  if (impact >= 15) return 'Minor';
  return 'Minimal';
}
