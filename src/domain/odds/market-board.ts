// One market (moneyline, spread or total) of a game's odds board: every book's latest price per side
// and the first one we stored, the best price per side, the proportional no-vig fair probability and
// price, the model's probability and the expected value of each book's price against it.

import { itemAt } from '../../shared/guards.ts';
import { fairAmericanPrice } from './american-odds.ts';
import { type BestPrice, bestPrice, type Side } from './best-price.ts';
import { median, modalLine } from './consensus.ts';
import { expectedValue } from './expected-value.ts';
import { type Market, type ModelView, modelSideProbability } from './model-probability.ts';
import { noVig } from './no-vig.ts';

export interface LineSnapshot {
  book: string;
  market: Market;
  side: Side;
  line: number | null;
  price: number | null;
  capturedAtMs: number;
}

export interface PricedQuote {
  line: number | null;
  price: number | null;
  capturedAtMs: number;
}

export interface SideFigures {
  latest: PricedQuote | null;
  /** The first line we stored for this book and side ("open" is only what we saw first). */
  open: PricedQuote | null;
  /** Proportional no-vig probability from this book's two prices; null without both. */
  noVigProbability: number | null;
  /** The model's probability of this side winning at this book's line. */
  modelProbability: number | null;
  /** Units per unit staked at this book's price, against the model's probability. */
  expectedValue: number | null;
}

export interface BookRow {
  book: string;
  sides: Record<string, SideFigures>;
  /** The latest capture of any side: when this book's market last moved (or first appeared). */
  lastChangeAtMs: number;
}

export interface FairPrice {
  /** The line the fair figures are for (the line most books quote); null for moneylines. */
  line: number | null;
  probability: Record<string, number>;
  price: Record<string, number>;
  /** The books whose no-vig figures the median was taken over. */
  books: string[];
}

export interface MarketBoard {
  market: Market;
  sides: [Side, Side];
  books: BookRow[];
  best: Record<string, BestPrice | null>;
  /** Median of the books' latest lines for the first side (home handicap or total); null for moneylines. */
  consensusLine: number | null;
  fair: FairPrice | null;
  /** The model's probability per side at the fair line (or the consensus line). */
  modelProbability: Record<string, number | null>;
}

export const MARKET_SIDES: Record<Market, [Side, Side]> = {
  h2h: ['home', 'away'],
  spreads: ['home', 'away'],
  totals: ['over', 'under'],
};

const quoteOf = (s: LineSnapshot | undefined): PricedQuote | null =>
  s ? { line: s.line, price: s.price, capturedAtMs: s.capturedAtMs } : null;

/**
 * Each book's latest snapshot (at one instant, the later in the list) or first one (the earlier): the
 * one walk behind the board's latest and open quotes and the market's line at a pick (clv-at-pick.ts).
 */
export function perBook(
  snapshots: Iterable<LineSnapshot>,
  which: 'latest' | 'first',
): Map<string, LineSnapshot> {
  const out = new Map<string, LineSnapshot>();
  for (const s of snapshots) {
    const seen = out.get(s.book);
    const replaces =
      !seen ||
      (which === 'latest' ? s.capturedAtMs >= seen.capturedAtMs : s.capturedAtMs < seen.capturedAtMs);
    if (replaces) out.set(s.book, s);
  }
  return out;
}

/** `snapshots` are one game's, of this market, all captured by the instant shown. */
export function marketBoard(
  market: Market,
  snapshots: readonly LineSnapshot[],
  model: ModelView | null,
): MarketBoard {
  const sides = MARKET_SIDES[market];
  const ofSide = sides.map((side) => snapshots.filter((s) => s.side === side));
  const latestOf = ofSide.map((rows) => perBook(rows, 'latest'));
  const openOf = ofSide.map((rows) => perBook(rows, 'first'));

  const books: BookRow[] = [...perBook(snapshots, 'latest')].map(([book, lastChange]) => {
    const latest = latestOf.map((m) => m.get(book));
    const prices = latest.map((q) => q?.price ?? null);
    const fair = prices.every((p): p is number => p !== null) ? noVig(prices).probabilities : null;
    const figures: Record<string, SideFigures> = {};
    sides.forEach((side, i) => {
      const q = latest[i];
      const p = model && q ? modelSideProbability(model, market, side, q.line) : null;
      const price = q?.price ?? null;
      figures[side] = {
        latest: quoteOf(q),
        open: quoteOf(openOf[i]?.get(book)),
        noVigProbability: fair ? itemAt(fair, i) : null,
        modelProbability: p,
        expectedValue: p !== null && price !== null ? expectedValue(p, price) : null,
      };
    });
    return { book, sides: figures, lastChangeAtMs: lastChange.capturedAtMs };
  });
  books.sort((a, b) => a.book.localeCompare(b.book));

  const best: Record<string, BestPrice | null> = {};
  for (const side of sides) {
    const quotes = books.flatMap((b) => {
      // Stryker disable next-line OptionalChaining: equivalent: every book row has both sides
      const q = b.sides[side]?.latest;
      return q && q.price !== null ? [{ book: b.book, line: q.line, price: q.price }] : [];
    });
    best[side] = bestPrice(side, quotes);
  }

  // A moneyline has no line, whatever a feed sends with it.
  const firstLines = books.flatMap((b) => {
    // Stryker disable next-line OptionalChaining: equivalent: every book row has both sides
    const l = b.sides[sides[0]]?.latest?.line;
    return typeof l === 'number' ? [l] : [];
  });
  const consensusLine = market === 'h2h' ? null : median(firstLines);
  const fair = fairPrice(market, sides, books, market === 'h2h' ? null : modalLine(firstLines));
  const atLine = fair?.line ?? consensusLine;
  const modelProbability: Record<string, number | null> = {};
  for (const side of sides) {
    // The away side's handicap is the home one's opposite; totals have no away side.
    const line = side === 'away' && atLine !== null ? -atLine : atLine;
    modelProbability[side] = model ? modelSideProbability(model, market, side, line) : null;
  }
  return { market, sides, books, best, consensusLine, fair, modelProbability };
}

/** Median no-vig probability over the books quoting `line` on both sides (all books for moneylines). */
function fairPrice(
  market: Market,
  sides: [Side, Side],
  books: BookRow[],
  line: number | null,
): FairPrice | null {
  const usable = books.filter((b) => {
    const first = b.sides[sides[0]];
    // Stryker disable next-line OptionalChaining: equivalent: every book row has both sides, and a side with a no-vig share has a quote
    return first?.noVigProbability != null && (market === 'h2h' || first.latest?.line === line);
  });
  const p = median(
    usable.flatMap((b) => {
      const share = b.sides[sides[0]]?.noVigProbability;
      return share == null ? [] : [share];
    }),
  );
  // No bounds check: each book's no-vig share is strictly inside (0, 1), or noVig would have thrown.
  if (p === null) return null;
  return {
    line,
    probability: { [sides[0]]: p, [sides[1]]: 1 - p },
    price: { [sides[0]]: fairAmericanPrice(p), [sides[1]]: fairAmericanPrice(1 - p) },
    books: usable.map((b) => b.book),
  };
}
