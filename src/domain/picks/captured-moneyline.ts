// The moneyline close from The Odds API captures (decision 117), the way spreads and totals already
// read theirs (decisions 099, 107): at the last capture starting before kickoff, each book's latest h2h
// prices of both sides, turned into the side's no-vig chance, and the median over the books. A moneyline
// has no line to gain points on, so its CLV is in no-vig probability: the chance at the close minus the
// chance where the pick or bet was made.

import { median } from '../odds/consensus.ts';
import type { LineSnapshot } from '../odds/market-board.ts';
import { type Capture, pairChances } from './captured-lines.ts';

export interface CapturedMoneyline {
  /** The home side's no-vig chance, the median over the books (the away side's is 1 minus it). */
  homeChance: number;
  /** How many books quoted both sides by then. */
  books: number;
  /** The capture it was read at (its first stamp). */
  captureStartMs: number;
  /** The instant the books' prices were read at: the capture's last stamp, before kickoff. */
  readAtMs: number;
}

/** One side's no-vig moneyline chance over the books quoting both sides by `atMs` (one book if named). */
export function moneylineChances(
  snapshots: readonly LineSnapshot[],
  q: { side: 'home' | 'away'; atMs: number; book?: string },
): number[] {
  const rows = q.book === undefined ? snapshots : snapshots.filter((s) => s.book === q.book);
  return pairChances(rows, {
    market: 'h2h',
    sides: ['home', 'away'],
    lines: [null, null],
    first: q.side === 'home',
    atMs: q.atMs,
  });
}

/** The moneyline at the last capture starting before kickoff; null when no book quoted both sides by then. */
export function capturedMoneylineClose(
  snapshots: readonly LineSnapshot[],
  captures: readonly Capture[],
  kickoffMs: number,
): CapturedMoneyline | null {
  const last = captures.filter((c) => c.startMs < kickoffMs).at(-1);
  if (!last) return null;
  const readAtMs = Math.min(last.endMs, kickoffMs - 1);
  const chances = moneylineChances(snapshots, { side: 'home', atMs: readAtMs });
  const homeChance = median(chances);
  if (homeChance === null) return null;
  return { homeChance, books: chances.length, captureStartMs: last.startMs, readAtMs };
}

/** The side's no-vig chance at the captured close. */
export const closingChance = (close: CapturedMoneyline, side: 'home' | 'away'): number =>
  side === 'home' ? close.homeChance : 1 - close.homeChance;

/**
 * Moneyline CLV in no-vig probability, in the pick's direction: the side's chance at the close minus its
 * chance where it was taken, rounded to 4 places (0.03 = the market moved 3 points of chance its way).
 */
export const moneylineClv = (closing: number, taken: number): number =>
  Math.round((closing - taken) * 10_000) / 10_000 + 0;
