// A challenge's board from its members' graded contributor picks, and the global top 20 of spec 02 §2
// (docs/decisions/069-challenge-scoring.md). Pure: the caller grades picks with the model's rules.
import type { Outcome } from '../model/grading.ts';
import { profitPerUnit } from '../odds/american-odds.ts';

export type ChallengeKind = 'pickem' | 'spreads' | 'props';
export type PickMarket = 'spread' | 'total' | 'moneyline';

/**
 * The market each kind counts. Pick'em: picking winners (moneyline). Spreads: against the spread.
 * Props: over/unders — the one proposition people can lock today (player props are the model's only).
 */
export const KIND_MARKET: Readonly<Record<ChallengeKind, PickMarket>> = {
  pickem: 'moneyline',
  spreads: 'spread',
  props: 'total',
};

/** Price assumed for a pick locked without one (the standard −110 both-sides price). */
export const DEFAULT_PRICE = -110;

export interface ChallengePick {
  market: PickMarket;
  lockedAt: Date;
  kickoff: Date;
  /** Null until the final score is known at the clock. */
  outcome: Outcome | null;
  price: number | null;
}

/** Does this pick count for the member: the kind's market, locked inside [max(start, joined), end). */
export function countsFor(
  c: { kind: ChallengeKind; startsAt: Date; endsAt: Date },
  joinedAt: Date,
  pick: Pick<ChallengePick, 'market' | 'lockedAt'>,
): boolean {
  const from = Math.max(c.startsAt.getTime(), joinedAt.getTime());
  const t = pick.lockedAt.getTime();
  return pick.market === KIND_MARKET[c.kind] && t >= from && t < c.endsAt.getTime();
}

/** Units won on a one-unit stake: the price's profit on a win, −1 on a loss, 0 on a push. */
export function pickUnits(outcome: Outcome, price: number | null): number {
  if (outcome === 'push') return 0;
  return outcome === 'win' ? profitPerUnit(price ?? DEFAULT_PRICE) : -1;
}

/** Wins count for points only up to this many: beyond it only accuracy and units move the score. */
export const WIN_BONUS_CAP = 10;

/**
 * points = max(0, 5·min(W, 10) + round(100·W / (W + L + 4)) + round(10·units)). Every term is
 * non-decreasing in a win; a losing pick costs 10 points of units and lowers the shrunk accuracy, and
 * past 10 wins more picks only pay if they make units — so volume at a losing rate cannot climb.
 */
export function challengePoints(wins: number, losses: number, units: number): number {
  const bonus = 5 * Math.min(wins, WIN_BONUS_CAP);
  const accuracy = Math.round((100 * wins) / (wins + losses + 4));
  return Math.max(0, bonus + accuracy + Math.round(10 * units));
}

export interface MemberScore {
  key: string;
  name: string;
  wins: number;
  losses: number;
  pushes: number;
  /** wins / (wins + losses); null with nothing decided. */
  accuracy: number | null;
  units: number;
  /** units / graded picks; null with nothing graded. */
  roi: number | null;
  /** Consecutive wins at the end of the record by kickoff (pushes skipped); 0 after a loss. */
  streak: number;
  points: number;
  /** Picks in the challenge still waiting for a final score. */
  pending: number;
  /** Graded picks locked without a price: their units assume DEFAULT_PRICE, and the board says so. */
  assumedPrices: number;
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000 + 0;

export function memberScore(key: string, name: string, picks: readonly ChallengePick[]): MemberScore {
  const graded = picks.flatMap((p) => (p.outcome === null ? [] : [{ ...p, outcome: p.outcome }]));
  const wins = graded.filter((p) => p.outcome === 'win').length;
  const losses = graded.filter((p) => p.outcome === 'loss').length;
  const units = graded.reduce((s, p) => s + pickUnits(p.outcome, p.price), 0);
  const decided = graded
    .filter((p) => p.outcome !== 'push')
    .sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.lockedAt.getTime() - b.lockedAt.getTime());
  // The wins after the last loss (pushes were left out above).
  const streak = decided.length - 1 - decided.findLastIndex((p) => p.outcome === 'loss');
  return {
    key,
    name,
    wins,
    losses,
    pushes: graded.length - wins - losses,
    accuracy: wins + losses === 0 ? null : round4(wins / (wins + losses)),
    units: round4(units),
    roi: graded.length === 0 ? null : round4(units / graded.length),
    streak,
    points: challengePoints(wins, losses, units),
    pending: picks.length - graded.length,
    assumedPrices: graded.filter((p) => p.price === null).length,
  };
}

/**
 * The board's order, a total order: points, then units, then wins, then fewer losses, then the key
 * (a stable id), so equal records always list the same way.
 */
export function compareMembers(a: MemberScore, b: MemberScore): number {
  return (
    b.points - a.points ||
    b.units - a.units ||
    b.wins - a.wins ||
    a.losses - b.losses ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

export type RankedMember = MemberScore & { rank: number };

/** Ranks 1…n in board order (no shared ranks: the tie breaks decide). */
export function rankMembers(scores: readonly MemberScore[]): RankedMember[] {
  return [...scores].sort(compareMembers).map((s, i) => ({ ...s, rank: i + 1 }));
}

export interface GlobalEntry {
  key: string;
  name: string;
  total: number;
  challenges: number;
  average: number;
  rank: number;
}

export const GLOBAL_TOP = 20;

/**
 * Spec 02 §2's global leaderboard: every challenge board merged per person, points summed, appearances
 * counted, the average taken; sorted by total, then average, then the key; the top 20.
 */
export function globalTop(
  boards: readonly (readonly Pick<MemberScore, 'key' | 'name' | 'points'>[])[],
  limit = GLOBAL_TOP,
): GlobalEntry[] {
  const byKey = new Map<string, { key: string; name: string; total: number; challenges: number }>();
  for (const board of boards)
    for (const m of board) {
      const e = byKey.get(m.key) ?? { key: m.key, name: m.name, total: 0, challenges: 0 };
      e.total += m.points;
      e.challenges += 1;
      byKey.set(m.key, e);
    }
  return [...byKey.values()]
    .map((e) => ({ ...e, average: Math.round((e.total / e.challenges) * 10) / 10 }))
    .sort(
      (a, b) => b.total - a.total || b.average - a.average || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    )
    .slice(0, limit)
    .map((e, i) => ({ ...e, rank: i + 1 }));
}
