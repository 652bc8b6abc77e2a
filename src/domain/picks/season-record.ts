// The model's record per season, counted once from its graded frozen picks (decision 083). Past Picks,
// Weekly Picks, /model and the leaderboard's model row all show these counts, so they cannot disagree.
import type { Outcome } from '../model/grading.ts';
import { type UnitsAtStoredPrice, unitsAtStoredPrice } from './units-at-price.ts';

export interface WinLossCount {
  wins: number;
  losses: number;
  pushes: number;
  /** Every graded pick, pushes included. */
  graded: number;
}

/** One frozen pick of the public record, graded from its final score. */
export interface GradedFrozenPick {
  season: number;
  straightUp: Outcome;
  /** Null: no line was known when the pick was frozen. */
  againstSpread: Outcome | null;
  /** Null: no total was known when the pick was frozen. */
  total: Outcome | null;
  /** The American prices stored with the pick's spread and total lines; absent or null: not recorded. */
  prices?: { spread: number | null; total: number | null };
}

export interface ModelSeasonRecord {
  season: number;
  /** Past Picks' one outcome per pick: against the spread where a line was known, otherwise straight up. */
  picks: WinLossCount;
  straightUp: WinLossCount;
  againstSpread: WinLossCount;
  totals: WinLossCount;
  /** Units at the price stored with each pick (decision 129); picks without one counted apart. */
  units: { againstSpread: UnitsAtStoredPrice; totals: UnitsAtStoredPrice };
}

/** Past Picks' outcome of a pick (decision 037): its grade against the spread, or straight up without a line. */
export function pickOutcome(p: Pick<GradedFrozenPick, 'straightUp' | 'againstSpread'>): Outcome {
  return p.againstSpread ?? p.straightUp;
}

export function countOutcomes(outcomes: readonly (Outcome | null)[]): WinLossCount {
  const count = (o: Outcome) => outcomes.filter((x) => x === o).length;
  const wins = count('win');
  const losses = count('loss');
  const pushes = count('push');
  return { wins, losses, pushes, graded: wins + losses + pushes };
}

/** The record of each season that has a graded pick, oldest first. */
export function seasonRecords(picks: readonly GradedFrozenPick[]): ModelSeasonRecord[] {
  const bySeason = new Map<number, GradedFrozenPick[]>();
  for (const p of picks) bySeason.set(p.season, [...(bySeason.get(p.season) ?? []), p]);
  return [...bySeason.entries()]
    .sort(([a], [b]) => a - b)
    .map(([season, ps]) => ({
      season,
      picks: countOutcomes(ps.map(pickOutcome)),
      straightUp: countOutcomes(ps.map((p) => p.straightUp)),
      againstSpread: countOutcomes(ps.map((p) => p.againstSpread)),
      totals: countOutcomes(ps.map((p) => p.total)),
      units: {
        againstSpread: unitsAtStoredPrice(
          ps.map((p) => ({ outcome: p.againstSpread, price: p.prices?.spread ?? null })),
        ),
        totals: unitsAtStoredPrice(ps.map((p) => ({ outcome: p.total, price: p.prices?.total ?? null }))),
      },
    }));
}

/** A season's record, all zeros when it has no graded pick (an answer, not a missing value). */
export function seasonRecordOf(records: readonly ModelSeasonRecord[], season: number): ModelSeasonRecord {
  const zero = countOutcomes([]);
  return (
    records.find((r) => r.season === season) ?? {
      season,
      picks: zero,
      straightUp: zero,
      againstSpread: zero,
      totals: zero,
      units: { againstSpread: unitsAtStoredPrice([]), totals: unitsAtStoredPrice([]) },
    }
  );
}
