// Units for the model's frozen picks at the price stored with each pick's line (decision 129). A pick
// frozen without a price is counted apart, never scored at a standard −110 in its place (decision 117).
import type { Outcome } from '../model/grading.ts';
import { profitPerUnit } from '../odds/american-odds.ts';

export interface PricedOutcome {
  /** Null: not graded in this market (no line when the pick was frozen). */
  outcome: Outcome | null;
  /** American price stored with the pick's line; null when none was recorded. */
  price: number | null;
}

export interface UnitsAtStoredPrice {
  /** Graded picks with a stored price: the units are theirs. */
  priced: number;
  /** One unit staked on each priced pick: a win pays the price's profit, a loss −1, a push 0. */
  units: number;
  /** Graded picks with no stored price, left out of `units`. */
  unpriced: number;
}

export function unitsAtStoredPrice(picks: readonly PricedOutcome[]): UnitsAtStoredPrice {
  let priced = 0;
  let unpriced = 0;
  let units = 0;
  for (const { outcome, price } of picks) {
    if (outcome === null) continue;
    if (price === null) {
      unpriced += 1;
      continue;
    }
    priced += 1;
    units += outcome === 'win' ? profitPerUnit(price) : outcome === 'loss' ? -1 : 0;
  }
  // Rounded to 1e-4 so sums of the same picks in another order print the same figure.
  return { priced, units: Math.round(units * 10_000) / 10_000 + 0, unpriced };
}

/** Two counts of different picks together (all seasons from each season's). */
export function addUnits(a: UnitsAtStoredPrice, b: UnitsAtStoredPrice): UnitsAtStoredPrice {
  return {
    priced: a.priced + b.priced,
    units: Math.round((a.units + b.units) * 10_000) / 10_000 + 0,
    unpriced: a.unpriced + b.unpriced,
  };
}
