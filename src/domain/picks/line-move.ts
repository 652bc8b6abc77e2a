// How far a game's spread moved from the first line we stored to the latest, at one book, so a move is
// never a difference between two books' prices.
import type { LineSnapshot } from '../odds/market-board.ts';

export interface LineMove {
  book: string;
  from: number;
  to: number;
  /** to − from, in home-handicap points: negative means the line moved toward the home team. */
  move: number;
}

/** `snapshots`: one game's, oldest first. The book is the one of the most recent home spread. */
export function spreadMove(snapshots: readonly LineSnapshot[]): LineMove | null {
  const home = snapshots.filter((s) => s.market === 'spreads' && s.side === 'home' && s.line !== null);
  const latest = home.reduce<LineSnapshot | undefined>(
    (best, s) => (best === undefined || s.capturedAtMs >= best.capturedAtMs ? s : best),
    undefined,
  );
  // Stryker disable next-line ConditionalExpression: equivalent: null lines were filtered out above; the check narrows the type
  if (!latest || latest.line === null) return null;
  const first = home
    .filter((s) => s.book === latest.book)
    .reduce((best, s) => (s.capturedAtMs < best.capturedAtMs ? s : best), latest);
  const from = first.line ?? latest.line;
  return { book: latest.book, from, to: latest.line, move: Math.round((latest.line - from) * 10) / 10 };
}
