// The suggested stake: a fraction of the Kelly stake on the model's probability at the offered
// price, then spec 02 §5's clamps. Quarter Kelly, and why: docs/decisions/057-kelly-fraction-and-clamps.md.
import { americanToDecimal, isAmericanPrice } from '../odds/american-odds.ts';

/** Quarter Kelly: about half the growth of full Kelly for a sixteenth of its variance (decision 057). */
export const KELLY_FRACTION = 0.25;

export interface StakeInput {
  /** The model's probability that the bet wins, in (0, 1). */
  probability: number;
  /** The offered American price. */
  price: number;
  bankrollCents: number;
  /** The user's max bet; spec 01 §9: 10 % of the bankroll when none is set. */
  maxBetCents: number | null;
  /** What the weekly stake limit leaves this week; null without a limit. */
  weeklyRemainingCents: number | null;
}

export interface StakeSuggestion {
  /** Whole dollars, in cents; 0 when the price offers no edge. */
  stakeCents: number;
  /** Full Kelly's share of the bankroll (≤ 0: no edge). */
  fullKelly: number;
  /** Which rule set the final figure. */
  limitedBy: 'no-edge' | 'kelly' | 'ten-percent-rule' | 'max-bet' | 'weekly-limit';
}

/** Full Kelly: (b·p − q) / b with b the net decimal odds. */
export function fullKellyFraction(probability: number, price: number): number {
  const b = americanToDecimal(price) - 1;
  return (b * probability - (1 - probability)) / b;
}

// The 1e-6 absorbs float dust (0.7 − 0.3 = 0.3999…) without ever crossing a cap: caps are whole tenths of a cent.
const wholeDollars = (cents: number) => Math.floor((cents + 1e-6) / 100) * 100;

/** null when an input is unusable (no bankroll, a probability outside (0, 1), a non-price). */
export function suggestStake(input: StakeInput): StakeSuggestion | null {
  const { probability, price, bankrollCents } = input;
  if (!(probability > 0 && probability < 1) || !isAmericanPrice(price)) return null;
  if (!Number.isFinite(bankrollCents) || bankrollCents <= 0) return null;
  const fullKelly = fullKellyFraction(probability, price);
  if (!(fullKelly > 0)) return { stakeCents: 0, fullKelly, limitedBy: 'no-edge' };

  let stake = bankrollCents * fullKelly * KELLY_FRACTION;
  let limitedBy: StakeSuggestion['limitedBy'] = 'kelly';
  // Spec 02 §5, in its order: above 10 % of the bankroll is cut to 5 %; above the max bet to the max;
  // beyond the weekly limit to what is left of it.
  if (stake > bankrollCents * 0.1) {
    stake = bankrollCents * 0.05;
    limitedBy = 'ten-percent-rule';
  }
  // Without a max bet of his own, spec 01 §9's default of 10 % of the bankroll never binds: the rule
  // above has already kept the stake at or under 10 %.
  if (input.maxBetCents !== null && stake > input.maxBetCents) {
    stake = input.maxBetCents;
    limitedBy = 'max-bet';
  }
  if (input.weeklyRemainingCents !== null && stake > input.weeklyRemainingCents) {
    stake = Math.max(0, input.weeklyRemainingCents);
    limitedBy = 'weekly-limit';
  }
  return { stakeCents: wholeDollars(stake), fullKelly, limitedBy };
}
