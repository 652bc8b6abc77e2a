// Closing-line value in probability (decision 084): when the pick was made at the very line the game
// closed at, the points say 0 but the price may still have moved. The picked side's no-vig chance at the
// close minus its no-vig chance at the pick: positive when the market came to rate the side higher.
import { itemAt } from '../../shared/guards.ts';
import { median } from '../odds/consensus.ts';
import type { LineSnapshot } from '../odds/market-board.ts';
import { noVig } from '../odds/no-vig.ts';
import { CLOSING_BOOK } from '../odds/odds-board.ts';

type Side = 'home' | 'away';

/** One book's proportional no-vig chance of `side` at home handicap `homeLine`; null unless both sides are priced there. */
function fairChance(rows: { home?: LineSnapshot; away?: LineSnapshot }, side: Side, homeLine: number) {
  const { home, away } = rows;
  if (!home || !away || home.price === null || away.price === null) return null;
  if (home.line !== homeLine || away.line !== -homeLine + 0) return null;
  const pHome = itemAt(noVig([home.price, away.price]).probabilities, 0);
  return side === 'home' ? pHome : 1 - pHome;
}

/** Each book's latest spread row per side by `atMs` (and before `beforeMs`). */
function latestByBook(snapshots: readonly LineSnapshot[], keep: (s: LineSnapshot) => boolean) {
  const books = new Map<string, { home?: LineSnapshot; away?: LineSnapshot }>();
  for (const s of snapshots) {
    if (s.market !== 'spreads' || (s.side !== 'home' && s.side !== 'away') || !keep(s)) continue;
    const rows = books.get(s.book) ?? {};
    const seen = rows[s.side];
    if (!seen || seen.capturedAtMs <= s.capturedAtMs) rows[s.side] = s;
    books.set(s.book, rows);
  }
  return books;
}

/**
 * Probability CLV of a spread pick, rounded to 4 places: null unless the line at the pick equals the
 * close (at different lines the two chances are of different events) and both chances are known. The
 * chance at the pick is the median over the books quoting that line with both prices (before kickoff,
 * the close left out), like the line itself.
 */
export function probabilityClv(
  snapshots: readonly LineSnapshot[],
  q: { side: Side; pickLine: number; closingLine: number; atMs: number; kickoffMs: number },
): number | null {
  if (q.pickLine !== q.closingLine) return null;
  const before = latestByBook(
    snapshots,
    (s) => s.book !== CLOSING_BOOK && s.capturedAtMs <= q.atMs && s.capturedAtMs < q.kickoffMs,
  );
  const atPick = median(
    [...before.values()].flatMap((rows) => {
      const p = fairChance(rows, q.side, q.pickLine);
      return p === null ? [] : [p];
    }),
  );
  const close = latestByBook(snapshots, (s) => s.book === CLOSING_BOOK).get(CLOSING_BOOK);
  const atClose = close ? fairChance(close, q.side, q.closingLine) : null;
  if (atPick === null || atClose === null) return null;
  return Math.round((atClose - atPick) * 10_000) / 10_000 + 0;
}
