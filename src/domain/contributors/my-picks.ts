// A person's own list of locked picks ("My picks", docs/decisions/102-my-picks-and-live-panels.md):
// what each pick won or lost in units, why its CLV is unknown when it is, and the season's record.
// The wins, losses and win rate come from the leaderboard's own counting (own-stats.ts), so the
// list, the Dashboard and the person's leaderboard row cannot disagree.
import type { Outcome } from '../model/grading.ts';
import { profitPerUnit } from '../odds/american-odds.ts';
import type { PickMarket } from './pick.ts';

export type PickStatus = Outcome | 'pending';

/**
 * Units won or lost staking 1 unit at the locked price: a win at −110 is +0.91, a loss −1, a push 0.
 * Null while pending and when no price was quoted (units are then not defined).
 */
export function pickUnits(status: PickStatus, price: number | null): number | null {
  if (status === 'pending' || price === null) return null;
  if (status === 'push') return 0;
  if (status === 'loss') return -1;
  return Math.round(profitPerUnit(price) * 100) / 100;
}

/**
 * Why a pick's closing-line value is unknown, in words; null when it is known. A moneyline's is measured
 * in no-vig chance against the captured close (decision 117): `clvUnknown` says why it is not.
 */
export function clvNote(p: {
  market: PickMarket;
  status: PickStatus;
  closingLineValue: number | null;
  clvUnknown?: string | null;
}) {
  if (p.closingLineValue !== null) return null;
  if (p.market === 'moneyline')
    return `moneyline: ${p.clvUnknown ?? 'no captured close to compare its price with'}`;
  if (p.status === 'pending') return 'known once the game is graded';
  return 'no closing line in our data';
}

export interface UnitsTotal {
  /** Sum over the graded picks that had a price; null when none had one. */
  units: number | null;
  /** How many graded picks the sum counts. */
  unitsPicks: number;
}

/** The season's units over the picks graded so far. */
export function unitsTotal(picks: readonly { status: PickStatus; units: number | null }[]): UnitsTotal {
  const counted = picks.filter((p) => p.status !== 'pending' && p.units !== null);
  if (counted.length === 0) return { units: null, unitsPicks: 0 };
  const sum = counted.reduce((s, p) => s + (p.units ?? 0), 0);
  return { units: Math.round(sum * 100) / 100 + 0, unitsPicks: counted.length };
}
