// A player card's prop odds (spec 01 §3 liveOdds), from captured sportsbook lines only: each market's
// latest line per book (docs/decisions/062-player-card-odds.md). No line captured, no odds: never an
// invented line. The card's recommended bets are his prop picks (decision 073), not computed here.
import { mergeName } from '../player-name.ts';

export interface PropRow {
  gameId: string;
  book: string;
  market: string;
  playerName: string;
  /** 'over' | 'under' | 'yes' | 'no'. */
  side: string;
  line: number | null;
  price: number | null;
  capturedAt: Date;
}

export interface PropBookLine {
  book: string;
  line: number | null;
  /** American prices of each side, when captured. */
  over: number | null;
  under: number | null;
  capturedAt: string;
}

export interface PropMarket {
  market: string;
  label: string;
  books: PropBookLine[];
}

const MARKETS: Record<string, { label: string }> = {
  player_pass_yds: { label: 'Passing yards' },
  player_rush_yds: { label: 'Rushing yards' },
  player_reception_yds: { label: 'Receiving yards' },
  player_receptions: { label: 'Receptions' },
  player_anytime_td: { label: 'Anytime touchdown' },
};
const MARKET_ORDER = Object.keys(MARKETS);
/** The books most people bet with first (spec 01 §3 names draftkings, fanduel, betmgm). */
const BOOK_ORDER = ['draftkings', 'fanduel', 'betmgm'];
const rank = (order: readonly string[], key: string) => {
  const i = order.indexOf(key);
  return i === -1 ? order.length : i;
};

export const marketLabel = (market: string) => MARKETS[market]?.label ?? market.replaceAll('_', ' ');

/** The key a prop row and a player share: the game and his name as matched across sources. */
export const propKey = (gameId: string, name: string) => `${gameId}|${mergeName(name)}`;

/** Groups rows (latest per game, book, market, player and side) by player: game id + matched name. */
export function propsByPlayer(rows: readonly PropRow[]): Map<string, PropRow[]> {
  const out = new Map<string, PropRow[]>();
  for (const r of rows) {
    const key = propKey(r.gameId, r.playerName);
    const list = out.get(key);
    if (list) list.push(r);
    else out.set(key, [r]);
  }
  return out;
}

/** One player's markets, ordered (projected markets first), each with its books ordered. */
export function propMarkets(rows: readonly PropRow[]): PropMarket[] {
  const byMarket = new Map<string, Map<string, PropBookLine>>();
  for (const r of rows) {
    const books = byMarket.get(r.market) ?? new Map<string, PropBookLine>();
    byMarket.set(r.market, books);
    const entry = books.get(r.book) ?? {
      book: r.book,
      line: r.line,
      over: null,
      under: null,
      capturedAt: r.capturedAt.toISOString(),
    };
    if (r.side === 'over' || r.side === 'yes') entry.over = r.price;
    if (r.side === 'under' || r.side === 'no') entry.under = r.price;
    if (entry.line === null) entry.line = r.line;
    if (r.capturedAt.toISOString() > entry.capturedAt) entry.capturedAt = r.capturedAt.toISOString();
    books.set(r.book, entry);
  }
  return [...byMarket.entries()]
    .sort(([a], [b]) => rank(MARKET_ORDER, a) - rank(MARKET_ORDER, b) || a.localeCompare(b))
    .map(([market, books]) => ({
      market,
      label: marketLabel(market),
      books: [...books.values()].sort(
        (a, b) => rank(BOOK_ORDER, a.book) - rank(BOOK_ORDER, b.book) || a.book.localeCompare(b.book),
      ),
    }));
}
