// A game's odds board as known at one instant: the three markets (see market-board.ts), the line
// history of every book from what we captured, and an honest note when all we hold is the closing
// line. Pure: the caller passes the game's snapshots captured by the instant shown (never later).
import type { Side } from './best-price.ts';
import { type LineSnapshot, MARKET_SIDES, type MarketBoard, marketBoard } from './market-board.ts';
import type { Market, ModelView } from './model-probability.ts';

/** nflverse's closing lines, stored at kickoff (decision 006). */
export const CLOSING_BOOK = 'nflverse_close';
/**
 * The line-history book of SBR's opening line, an early-week consensus stamped Tuesday 12:00 ET
 * (decision 089). It is a line someone could take that day, not days later: decision 106.
 */
export const EARLY_WEEK_BOOK = 'sbr_open';
/** How long after its stamp the early-week open still counts as the line at a pick (decision 106). */
export const EARLY_WEEK_LINE_HOLDS_MS = 24 * 60 * 60 * 1000;

export interface HistoryPoint {
  capturedAtMs: number;
  line: number | null;
  price: number | null;
}

export interface BookHistory {
  book: string;
  market: Market;
  /** The side the series follows: home for moneylines and spreads, over for totals. */
  side: Side;
  /** One point per stored change, oldest first (a step chart: each value holds until the next). */
  points: HistoryPoint[];
}

export interface OddsBoard {
  markets: MarketBoard[];
  history: BookHistory[];
  /** Every figure is nflverse's closing line: no earlier capture exists for this game. */
  closingLineOnly: boolean;
  /** The latest capture of anything on the board. */
  latestCaptureMs: number | null;
}

const MARKETS: Market[] = ['h2h', 'spreads', 'totals'];

export function oddsBoard(snapshots: readonly LineSnapshot[], model: ModelView | null): OddsBoard {
  const markets = MARKETS.map((m) =>
    marketBoard(
      m,
      snapshots.filter((s) => s.market === m),
      model,
    ),
  ).filter((b) => b.books.length > 0);
  const history: BookHistory[] = [];
  for (const market of MARKETS) {
    const side = MARKET_SIDES[market][0];
    const followed = snapshots.filter((s) => s.market === market && s.side === side);
    for (const book of [...new Set(followed.map((s) => s.book))].sort()) {
      const points = followed
        .filter((s) => s.book === book)
        .sort((a, b) => a.capturedAtMs - b.capturedAtMs)
        .map((s) => ({ capturedAtMs: s.capturedAtMs, line: s.line, price: s.price }));
      history.push({ book, market, side, points });
    }
  }
  return {
    markets,
    history,
    closingLineOnly: snapshots.length > 0 && snapshots.every((s) => s.book === CLOSING_BOOK),
    latestCaptureMs: snapshots.length ? Math.max(...snapshots.map((s) => s.capturedAtMs)) : null,
  };
}
