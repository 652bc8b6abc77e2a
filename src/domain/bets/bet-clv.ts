// Closing-line value of a logged bet, two ways: the line (points the bettor got better than the
// close) and the price (the bet's expected return if the closing market's no-vig probability is
// the truth). Beating the close over many bets is the standard sign of a bettor with an edge.
import { americanToDecimal } from '../odds/american-odds.ts';
import { noVig } from '../odds/no-vig.ts';
import { NO_CLOSE } from '../picks/clv-at-pick.ts';
import type { BetMarket, BetSide } from './bet.ts';

export interface ClosingMarket {
  /** The closing line of the backed side (its own handicap for spreads, the total for totals). */
  line: number | null;
  /** Closing prices of the backed side and of the other side. */
  price: number | null;
  otherPrice: number | null;
  /**
   * The backed side's no-vig chance at the close when it is read from the books directly (a close taken
   * from The Odds API captures: the median over the books quoting the closing line, decision 099);
   * absent when it comes from the two closing prices.
   */
  fair?: number | null;
}

/** Points gained against the close; null for moneylines or without a closing line. */
export function lineClv(market: BetMarket, side: BetSide, betLine: number | null, close: number | null) {
  if (market === 'h2h' || betLine === null || close === null) return null;
  // Spreads: a higher handicap for the backed side is better. Totals: lower for over, higher for under.
  const gained = market === 'spreads' || side === 'under' ? betLine - close : close - betLine;
  return Math.round(gained * 100) / 100 + 0;
}

/** The closing no-vig probability of the backed side; null without both closing prices. */
export function closingFairProbability(close: ClosingMarket): number | null {
  if (close.fair !== undefined) return close.fair;
  if (close.price === null || close.otherPrice === null) return null;
  return noVig([close.price, close.otherPrice]).probabilities[0] ?? null;
}

/**
 * Price CLV: p_close × decimal(bet price) − 1, e.g. +0.03 = the price was 3 % better than the fair
 * close. Only meaningful at the closing line itself: for spreads and totals it is given only when the
 * bet's line equals the close (else the line CLV says it).
 */
export function priceClv(
  market: BetMarket,
  betLine: number | null,
  betPrice: number,
  close: ClosingMarket,
): number | null {
  const fair = closingFairProbability(close);
  if (fair === null) return null;
  // A missing closing line differs from any bet line, so `!==` also refuses it.
  if (market !== 'h2h' && (betLine === null || betLine !== close.line)) return null;
  return fair * americanToDecimal(betPrice) - 1;
}

/** Shown when a bet was logged as placed once the game had started: the close was already known. */
export const PLACED_AFTER_KICKOFF = 'placed at or after kickoff: the close was already known';
/** A moneyline's CLV is its price against the close, which needs both closing prices. */
const NO_PRICE_AT_CLOSE = 'the closing prices of both sides are not stored';

/**
 * A bet's CLV with the reason when there is none (decision 084). The line at the pick is the bet's own
 * (the price the person got); a bet placed at or after kickoff could not beat a close that was already
 * out, so it has no CLV rather than a 0.
 */
export function betClv(
  bet: { market: BetMarket; side: BetSide; line: number | null; price: number; placedAtMs: number },
  kickoffMs: number,
  close: ClosingMarket,
): { lineClv: number | null; priceClv: number | null; unknown: string | null } {
  if (bet.placedAtMs >= kickoffMs) return { lineClv: null, priceClv: null, unknown: PLACED_AFTER_KICKOFF };
  const line = lineClv(bet.market, bet.side, bet.line, close.line);
  const price = priceClv(bet.market, bet.line, bet.price, close);
  const noClose = close.line === null && close.price === null;
  return {
    lineClv: line,
    priceClv: price,
    unknown: line !== null || price !== null ? null : noClose ? NO_CLOSE : NO_PRICE_AT_CLOSE,
  };
}
