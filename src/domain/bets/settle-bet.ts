// Grading a logged bet from the final score: win, loss or push, and the profit at the bet's own price.
import { profitPerUnit } from '../odds/american-odds.ts';
import type { BetResult, BetTerms, FinalScore } from './bet.ts';

/** How far the backed side finished ahead of its line: > 0 wins, 0 pushes, < 0 loses. */
function coverMargin(bet: BetTerms, score: FinalScore): number {
  const homeMargin = score.homeScore - score.awayScore;
  const total = score.homeScore + score.awayScore;
  const line = bet.line ?? 0;
  switch (bet.market) {
    // Stryker disable next-line ConditionalExpression: equivalent: a moneyline has no line (shared/api/bets.ts refuses one), so the spread's `+ line` would add 0
    case 'h2h':
      // A tie returns the stake, as US books grade a two-way moneyline.
      return bet.side === 'home' ? homeMargin : -homeMargin;
    case 'spreads':
      return (bet.side === 'home' ? homeMargin : -homeMargin) + line;
    case 'totals':
      return bet.side === 'over' ? total - line : line - total;
  }
}

export interface Settlement {
  result: BetResult;
  /** Won (> 0) or lost (< 0) in cents; a push is 0. Winnings are rounded down to the cent. */
  profitCents: number;
}

export function settleBet(bet: BetTerms, score: FinalScore): Settlement {
  const margin = coverMargin(bet, score);
  if (margin > 0) {
    return { result: 'win', profitCents: Math.floor(bet.stakeCents * profitPerUnit(bet.price) + 1e-9) };
  }
  if (margin < 0) return { result: 'loss', profitCents: -bet.stakeCents };
  return { result: 'push', profitCents: 0 };
}
