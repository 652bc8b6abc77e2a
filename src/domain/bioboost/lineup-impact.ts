// The team recovery input: how much of a team's starting lineup its injury report takes away, with the
// detailed player-impact weights of spec 02 §9 (slot, starter or not, status, injury type, duration,
// depth). Why not the spec's simple team formula (injury-impact.ts): it sums ×100 per player and caps
// at 100, so three starters out saturate it and most teams of a 2025 week sat at the floor
// (docs/decisions/021-recovery-lineup-share.md).

import {
  durationFactor,
  type InjuryEntry,
  type InjuryStatus,
  roleFactor,
  STATUS_WEIGHTS,
} from './injury-impact.ts';

/** Spec 02 §9 detailed player impact: slot weights. */
export const SLOT_WEIGHTS = {
  QB: 0.95,
  RB: 0.75,
  WR1: 0.7,
  WR2: 0.5,
  WR3: 0.3,
  TE: 0.55,
  LT: 0.85,
  RT: 0.65,
  LG: 0.6,
  RG: 0.6,
  C: 0.7,
  EDGE: 0.65,
  DT: 0.55,
  LB: 0.5,
  CB1: 0.6,
  CB2: 0.45,
  S: 0.5,
  K: 0.15,
  P: 0.1,
} as const;
export type Slot = keyof typeof SLOT_WEIGHTS;

/**
 * A full starting lineup: 11 on offence, a base 4-3 defence (2 EDGE, 2 DT, 3 LB, CB1, CB2, 2 S), the
 * kicker and the punter. Team impact is the share of this weight the report takes away.
 */
const OFFENCE: readonly Slot[] = ['QB', 'RB', 'WR1', 'WR2', 'WR3', 'TE', 'LT', 'LG', 'C', 'RG', 'RT'];
const DEFENCE: readonly Slot[] = ['EDGE', 'EDGE', 'DT', 'DT', 'LB', 'LB', 'LB', 'CB1', 'CB2', 'S', 'S'];
export const LINEUP: readonly Slot[] = [...OFFENCE, ...DEFENCE, 'K', 'P'];
export const LINEUP_WEIGHT = LINEUP.reduce((sum, slot) => sum + SLOT_WEIGHTS[slot], 0);

/** Spec 02 §9: the chance a player with this status plays (shown in the reasons). */
export const PLAYING_PROBABILITY: Record<InjuryStatus, number> = {
  OUT: 0,
  DOUBTFUL: 0.25,
  QUESTIONABLE: 0.5,
  PROBABLE: 0.85,
  HEALTHY: 1,
};

/**
 * Spec 02 §9 injury-type modifier / recurrence, "from Concussion 1.2/.3 through Finger .3/.15 (other
 * types: not shown)": other types 1 and 0. The recurrence is the chance the injury comes back when he
 * plays through it, so it applies with his playing probability (missingShare).
 */
export const INJURY_TYPES: Record<string, { modifier: number; recurrence: number }> = {
  concussion: { modifier: 1.2, recurrence: 0.3 },
  finger: { modifier: 0.3, recurrence: 0.15 },
};

/** Spec 02 §9 depth factors: how well the next man up replaces him. */
export const DEPTH_FACTORS = { poor: 1.3, average: 1, good: 0.8, excellent: 0.6 } as const;
export type Depth = keyof typeof DEPTH_FACTORS;
/**
 * The replacement's snap share as a fraction of the listed player's that makes depth excellent or
 * good: the cut-offs of the player BioBoost (src/domain/players/bioboost/recovery-score.ts), so one
 * player reads the same depth on both. Below them depth is average; poor is decided by absences.
 */
export const EXCELLENT_BACKUP_RATIO = 0.75;
export const GOOD_BACKUP_RATIO = 0.5;

/** Spec 02 §9 risk levels of one player's impact. */
export type RiskLevel = 'high' | 'moderate' | 'low' | 'minimal';
export function riskLevel(impact: number): RiskLevel {
  if (impact >= 70) return 'high';
  if (impact >= 40) return 'moderate';
  if (impact >= 15) return 'low';
  return 'minimal';
}

// Report positions → the slots a player there can fill. WR and CB are ranked by snap share (WR1 plays
// the most snaps); tackles and guards are not (snap counts do not say which side), so they count the
// mean of both sides. The long snapper is not in the spec's table: weighted like the punter.
const POSITION_SLOTS: Record<string, readonly Slot[]> = {
  QB: ['QB'],
  RB: ['RB'],
  HB: ['RB'],
  FB: ['RB'],
  WR: ['WR1', 'WR2', 'WR3'],
  TE: ['TE'],
  T: ['LT', 'RT'],
  OT: ['LT', 'RT'],
  LT: ['LT'],
  RT: ['RT'],
  G: ['LG', 'RG'],
  OG: ['LG', 'RG'],
  LG: ['LG'],
  RG: ['RG'],
  C: ['C'],
  OL: ['LT', 'LG', 'C', 'RG', 'RT'],
  DE: ['EDGE'],
  EDGE: ['EDGE'],
  DT: ['DT'],
  NT: ['DT'],
  DL: ['EDGE', 'DT'],
  LB: ['LB'],
  ILB: ['LB'],
  MLB: ['LB'],
  OLB: ['LB'],
  CB: ['CB1', 'CB2'],
  DB: ['CB1', 'CB2'],
  S: ['S'],
  FS: ['S'],
  SS: ['S'],
  SAF: ['S'],
  K: ['K'],
  PK: ['K'],
  P: ['P'],
  LS: ['P'],
};
const RANKED: ReadonlySet<string> = new Set(['WR', 'CB', 'DB']);
/** A report position for each slot, to find the slot's unit. */
const SLOT_UNIT: Record<Slot, string> = {
  ...({ QB: 'QB', RB: 'RB', WR1: 'WR', WR2: 'WR', WR3: 'WR', TE: 'TE' } as const),
  ...({ LT: 'OL', RT: 'OL', LG: 'OL', RG: 'OL', C: 'OL', EDGE: 'DL', DT: 'DL', LB: 'LB' } as const),
  ...({ CB1: 'CB', CB2: 'CB', S: 'S', K: 'K', P: 'P' } as const),
};
/** The spec's simple table gives an unknown position 0.3. */
export const UNKNOWN_SLOT_WEIGHT = 0.3;

/** Units whose players replace each other: two absences in one unit leave poor depth. */
const UNITS: Record<string, string> = {
  ...Object.fromEntries(['T', 'OT', 'LT', 'RT', 'G', 'OG', 'LG', 'RG', 'C', 'OL'].map((p) => [p, 'OL'])),
  ...Object.fromEntries(['DE', 'EDGE', 'DT', 'NT', 'DL'].map((p) => [p, 'DL'])),
  ...Object.fromEntries(['LB', 'ILB', 'MLB', 'OLB'].map((p) => [p, 'LB'])),
  ...Object.fromEntries(['CB', 'DB'].map((p) => [p, 'CB'])),
  ...Object.fromEntries(['S', 'FS', 'SS', 'SAF'].map((p) => [p, 'S'])),
  ...Object.fromEntries(['RB', 'HB', 'FB'].map((p) => [p, 'RB'])),
  ...Object.fromEntries(['K', 'PK', 'P', 'LS'].map((p) => [p, 'ST'])),
};

const normalise = (position: string) => position.trim().toUpperCase();

/** Whether a position's slot depends on its snap-share rank (WR1/WR2/WR3, CB1/CB2). */
export function isRankedPosition(position: string): boolean {
  return RANKED.has(normalise(position));
}

/** The unit a position belongs to, for depth (QB, WR, TE … as themselves). */
export function unitOf(position: string): string {
  const p = normalise(position);
  return UNITS[p] ?? p;
}

/** The one slot a player fills, when his position (and rank) say which; undefined otherwise. */
export function slotOf(position: string, rank: number | undefined): Slot | undefined {
  const p = normalise(position);
  const slots = POSITION_SLOTS[p];
  if (!slots) return undefined;
  if (slots.length === 1) return slots[0];
  if (RANKED.has(p) && rank !== undefined) return slots[Math.min(rank, slots.length) - 1];
  return undefined;
}

/** The slot weight: the slot's own, or the mean of the slots the position could fill. */
export function slotWeight(position: string, rank: number | undefined): number {
  const slot = slotOf(position, rank);
  if (slot) return SLOT_WEIGHTS[slot];
  const slots = POSITION_SLOTS[normalise(position)];
  if (!slots) return UNKNOWN_SLOT_WEIGHT;
  return slots.reduce((sum, s) => sum + SLOT_WEIGHTS[s], 0) / slots.length;
}

function injuryType(injury: string | null | undefined): { modifier: number; recurrence: number } {
  const text = (injury ?? '').toLowerCase();
  for (const [type, values] of Object.entries(INJURY_TYPES)) if (text.includes(type)) return values;
  return { modifier: 1, recurrence: 0 };
}

export function injuryTypeModifier(injury: string | null | undefined): number {
  return injuryType(injury).modifier;
}

export function recurrenceRate(injury: string | null | undefined): number {
  return injuryType(injury).recurrence;
}

/**
 * The expected share of the player missing: his status multiplier (he does not play), plus, for a
 * listed player, his playing probability × the injury's recurrence (he plays and it comes back).
 * A blank status stays 0: he is not listed.
 */
export function missingShare(status: InjuryStatus, injury: string | null | undefined): number {
  if (status === 'HEALTHY') return 0;
  return STATUS_WEIGHTS[status] + PLAYING_PROBABILITY[status] * recurrenceRate(injury);
}

/** One player's share of a full starter at his slot that the report takes away (before capping). */
export function lineupLoss(entry: InjuryEntry, depth: Depth): number {
  return (
    slotWeight(entry.position, entry.rank) *
    roleFactor(entry.isStarter) *
    missingShare(entry.status, entry.injury) *
    injuryTypeModifier(entry.injury) *
    durationFactor(entry.weeksInjured) *
    DEPTH_FACTORS[depth]
  );
}

/** How many of each unit start in the full lineup (OL 5, DL 4, WR 3, LB 3, CB 2, S 2, others 1). */
export const UNIT_STARTERS: Readonly<Record<string, number>> = LINEUP.reduce<Record<string, number>>(
  (counts, slot) => {
    const unit = unitOf(SLOT_UNIT[slot]);
    counts[unit] = (counts[unit] ?? 0) + 1;
    return counts;
  },
  {},
);

/**
 * Depth: poor when another player of the same unit is also out or doubtful; otherwise from the snap
 * share of his replacement (backupRatio): excellent from 0.75 of his own, good from 0.5, else average.
 * Specialists have no measured backup: average.
 */
export function depthOf(entry: InjuryEntry, team: readonly InjuryEntry[]): Depth {
  const unit = unitOf(entry.position);
  if (team.some((e) => e !== entry && isMissing(e) && unitOf(e.position) === unit)) return 'poor';
  return depthBehind(entry, unit);
}

const isMissing = (e: InjuryEntry) => e.status === 'OUT' || e.status === 'DOUBTFUL';

/** Depth when no unit-mate is also missing: from his replacement's snap share. */
function depthBehind(entry: InjuryEntry, unit: string): Depth {
  const ratio = entry.backupRatio;
  if (ratio === undefined || unit === 'ST') return 'average';
  if (ratio >= EXCELLENT_BACKUP_RATIO) return 'excellent';
  if (ratio >= GOOD_BACKUP_RATIO) return 'good';
  return 'average';
}

export interface PlayerImpact {
  entry: InjuryEntry;
  depth: Depth;
  /** Lineup weight lost (slot weights are on the same scale as LINEUP_WEIGHT). */
  loss: number;
  /** Spec 02 §9 player impact 0–100: 100 × loss, capped. */
  impact: number;
  risk: RiskLevel;
}

export function playerImpacts(entries: readonly InjuryEntry[]): PlayerImpact[] {
  return entries.map((entry) => {
    const depth = depthOf(entry, entries);
    const loss = lineupLoss(entry, depth);
    const impact = Math.min(100, 100 * loss);
    return { entry, depth, loss, impact, risk: riskLevel(impact) };
  });
}

/** Team impact 0–100: the share of a full lineup's weight the report takes away, in percent. */
export function teamLineupImpact(entries: readonly InjuryEntry[]): number {
  // playerImpacts' losses summed in the same order, with each unit's missing players counted once
  // instead of depthOf scanning the whole report for every entry: every game of the walk-forward asks
  // this for both teams, in each of the backtest's five runs (decision 151).
  const units = entries.map((e) => unitOf(e.position));
  const missingIn = new Map<string, number>();
  entries.forEach((e, i) => {
    if (isMissing(e)) missingIn.set(units[i] as string, (missingIn.get(units[i] as string) ?? 0) + 1);
  });
  let lost = 0;
  entries.forEach((entry, i) => {
    const unit = units[i] as string;
    const others = (missingIn.get(unit) ?? 0) - (isMissing(entry) ? 1 : 0);
    lost += lineupLoss(entry, others > 0 ? 'poor' : depthBehind(entry, unit));
  });
  return Math.min(100, (100 * lost) / LINEUP_WEIGHT);
}
