// Closing-line value against the line a pick could actually have been taken at (decision 084). A pick
// frozen at kickoff is frozen against the close itself, so measuring it against its own frozen line is
// 0 by construction; what says something is how the market moved between the last line it quoted before
// the pick and its close.
import { median } from '../odds/consensus.ts';
import { type LineSnapshot, perBook } from '../odds/market-board.ts';
import { CLOSING_BOOK, EARLY_WEEK_BOOK, EARLY_WEEK_LINE_HOLDS_MS } from '../odds/odds-board.ts';
import { closingLineValue } from './closing-line-value.ts';

/** Shown (as "—" with this) when no book's line was stored before the pick: only the close is known. */
export const NO_EARLIER_LINE = 'no line captured before the close';
/**
 * Shown when the only line stored before the pick is the early-week open, more than a day older than
 * the pick (decision 106): a pick frozen at kickoff was never made at Tuesday's number.
 */
export const ONLY_EARLY_WEEK_LINE =
  'the only earlier line is the early-week open, days before the pick: not a line it was made at';
/** Shown when the game has no stored closing line (yet). */
export const NO_CLOSE = 'no closing line stored';

export interface MarketLine {
  /** The median of the books' lines (decision 084): a quarter point when an even count splits. */
  line: number;
  /** How many books it is the median of. */
  books: number;
  /** The latest of those books' captures. */
  capturedAtMs: number;
}

type PickQuery = { market: 'spreads' | 'totals'; side: 'home' | 'over'; atMs: number; kickoffMs: number };

/** A line of the asked market and side, stored by the pick's instant and before kickoff. */
const quotedBeforePick = (s: LineSnapshot, q: PickQuery) =>
  s.market === q.market &&
  s.side === q.side &&
  s.line !== null &&
  s.capturedAtMs <= q.atMs &&
  s.capturedAtMs < q.kickoffMs;

/**
 * The market's line of one side at an instant: each book's latest line captured at or before `atMs`
 * and before kickoff, the close left out, and their median (the odds board's consensus rule). A book's
 * line holds until it changes (lines are stored change-only); the early-week open holds for a day
 * (decision 106). Null when no book had a line then.
 */
export function marketLineAt(snapshots: readonly LineSnapshot[], q: PickQuery): MarketLine | null {
  const before = snapshots.filter(
    (s) => s.book !== CLOSING_BOOK && quotedBeforePick(s, q) && !staleEarlyWeek(s, q.atMs),
  );
  const quotes = [...perBook(before, 'latest').values()];
  // quotedBeforePick kept only rows with a line; the empty case is for the compiler.
  const line = median(quotes.flatMap((s) => (s.line === null ? [] : [s.line])));
  if (line === null) return null;
  return { line, books: quotes.length, capturedAtMs: Math.max(...quotes.map((s) => s.capturedAtMs)) };
}

const staleEarlyWeek = (s: LineSnapshot, atMs: number) =>
  s.book === EARLY_WEEK_BOOK && atMs - s.capturedAtMs > EARLY_WEEK_LINE_HOLDS_MS;

/**
 * Why no line stood at the pick: only a stale early-week open (decision 106), or nothing before the
 * close at all.
 */
export function noLineAtPickReason(snapshots: readonly LineSnapshot[], q: PickQuery): string {
  const staleOpen = snapshots.some((s) => quotedBeforePick(s, q) && staleEarlyWeek(s, q.atMs));
  return staleOpen ? ONLY_EARLY_WEEK_LINE : NO_EARLIER_LINE;
}

/** The stored closing line of one side (the latest close row; the caller passes rows known at its clock). */
export function closingLineOf(
  snapshots: readonly LineSnapshot[],
  market: 'spreads' | 'totals',
  side: 'home' | 'over',
): number | null {
  let close: LineSnapshot | null = null;
  for (const s of snapshots) {
    if (s.book !== CLOSING_BOOK || s.market !== market || s.side !== side || s.line === null) continue;
    if (!close || close.capturedAtMs <= s.capturedAtMs) close = s;
  }
  return close?.line ?? null;
}

export type ClvReading =
  | { points: number; pickLine: MarketLine; closingLine: number }
  | { points: null; reason: string };

/**
 * Points the picked side gained from the line at the pick to the close, positive when the pick beat
 * it. Spreads are home handicaps (decision 034); totals the total (an over at 44 that closed at 45
 * gained a point). Unknown, with the reason, without a close or without a line before it — never 0.
 */
export function clvAtPick(
  pick: 'home' | 'away' | 'over' | 'under',
  pickLine: MarketLine | null,
  closingLine: number | null,
): ClvReading {
  if (closingLine === null) return { points: null, reason: NO_CLOSE };
  if (pickLine === null) return { points: null, reason: NO_EARLIER_LINE };
  const at = pickLine.line;
  const points =
    pick === 'home' || pick === 'away'
      ? closingLineValue(pick, at, closingLine)
      : Math.round((pick === 'over' ? closingLine - at : at - closingLine) * 100) / 100 + 0;
  return { points, pickLine, closingLine };
}
