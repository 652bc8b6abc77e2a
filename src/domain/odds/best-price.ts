// The best price for a side across books. For spreads and totals the line comes first (half a point
// is worth more than a few cents of price, most of all around 3 and 7), then the price at that line:
// a side's handicap is better the higher it is (+3.5 beats +3, −3 beats −3.5); an over is better the
// lower the total, an under the higher. For moneylines only the price counts.
import { americanToDecimal } from './american-odds.ts';

export type Side = 'home' | 'away' | 'over' | 'under';

export interface Quote {
  book: string;
  line: number | null;
  price: number;
}

export interface BestPrice {
  line: number | null;
  price: number;
  /** Every book offering exactly this line and price (ties are all "best"). */
  books: string[];
}

/** How good a line is for the bettor of `side` (higher is better). */
function lineValue(side: Side, line: number | null): number {
  // Stryker disable next-line ConditionalExpression: equivalent: a market's quotes all have a line or none do, and null compares as null does
  if (line === null) return 0;
  return side === 'over' ? -line : line;
}

export function bestPrice(side: Side, quotes: readonly Quote[]): BestPrice | null {
  let best: BestPrice | null = null;
  for (const q of quotes) {
    const better =
      best === null ||
      lineValue(side, q.line) > lineValue(side, best.line) ||
      (lineValue(side, q.line) === lineValue(side, best.line) &&
        // Stryker disable next-line EqualityOperator: an equal payout at the same line is `same` below, checked first
        americanToDecimal(q.price) > americanToDecimal(best.price));
    // −100 and +100 are the same even money: both books are listed.
    const same =
      best !== null && q.line === best.line && americanToDecimal(q.price) === americanToDecimal(best.price);
    if (same && best) best.books.push(q.book);
    else if (better) best = { line: q.line, price: q.price, books: [q.book] };
  }
  if (best) best.books.sort();
  return best;
}
