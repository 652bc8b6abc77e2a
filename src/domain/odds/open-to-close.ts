// A game's line from its open to its close (issue 19): how far the spread and the total moved between
// the books' first quotes and the closing line. Pure: the caller passes only the snapshots known at its
// clock, so a replay sees the open once it was stored (SBR's: the Tuesday before the game, decision 089)
// and the close from kickoff.
import { closingLineOf } from '../picks/clv-at-pick.ts';
import { median } from './consensus.ts';
import type { LineSnapshot } from './market-board.ts';
import { CLOSING_BOOK } from './odds-board.ts';

export interface OpenLine {
  /** The median of each book's first line before kickoff (one book: SBR's early-week consensus). */
  line: number;
  books: string[];
  /** When the last of those first lines was captured: the open is known from then. */
  knownAtMs: number;
}

export interface OpenToCloseMarket {
  /** Home handicap for spreads (home −3 = favoured by 3), the total for totals. */
  open: OpenLine | null;
  close: number | null;
  /** close − open, in the same terms; null unless both are known. */
  move: number | null;
}

/** Why a side of the open → close is unknown, shown as "—" with it. */
export const NO_OPEN = 'no line captured before kickoff (SBR openers cover 2007–2021)';
export const NOT_CLOSED = 'no closing line yet: it is stored at kickoff';

function openOf(
  snapshots: readonly LineSnapshot[],
  market: 'spreads' | 'totals',
  side: 'home' | 'over',
  kickoffMs: number,
): OpenLine | null {
  const first = new Map<string, LineSnapshot & { line: number }>();
  for (const s of snapshots) {
    if (s.book === CLOSING_BOOK || s.market !== market || s.side !== side || s.line === null) continue;
    if (s.capturedAtMs >= kickoffMs) continue;
    const seen = first.get(s.book);
    if (!seen || s.capturedAtMs < seen.capturedAtMs) first.set(s.book, { ...s, line: s.line });
  }
  const quotes = [...first.values()];
  const line = median(quotes.map((s) => s.line));
  if (line === null) return null;
  return {
    line,
    books: quotes.map((s) => s.book).sort(),
    knownAtMs: Math.max(...quotes.map((s) => s.capturedAtMs)),
  };
}

function market(
  snapshots: readonly LineSnapshot[],
  name: 'spreads' | 'totals',
  side: 'home' | 'over',
  kickoffMs: number,
): OpenToCloseMarket {
  const open = openOf(snapshots, name, side, kickoffMs);
  const close = closingLineOf(snapshots, name, side);
  return { open, close, move: open && close !== null ? close - open.line : null };
}

export function openToClose(
  snapshots: readonly LineSnapshot[],
  kickoffMs: number,
): { spread: OpenToCloseMarket; total: OpenToCloseMarket } {
  return {
    spread: market(snapshots, 'spreads', 'home', kickoffMs),
    total: market(snapshots, 'totals', 'over', kickoffMs),
  };
}
