// Each market's move from the snapshots we stored: at the book of the latest line, its first stored
// line → its latest. Lines are stored only when they change, so one stored line is "unchanged since" —
// but only once a later capture of the game exists: a move needs two captures at least one capture
// span apart (decision 099), else it is unknown, not zero.

import type { LineSnapshot } from '../odds/market-board.ts';
import { CAPTURE_SPAN_MS } from '../picks/captured-lines.ts';
import type { LineMoveInput } from './factors.ts';

export interface MeasuredMove extends LineMoveInput {
  fromAtMs: number;
  /** The game's latest capture of any line: the move holds up to it. */
  throughMs: number;
}

function moveOf(
  snapshots: readonly LineSnapshot[],
  market: LineSnapshot['market'],
  side: LineSnapshot['side'],
  value: (s: LineSnapshot) => number | null,
): MeasuredMove | null {
  // This market and side's snapshots that have the value, with it (a number).
  const mine = snapshots.flatMap((s) => {
    const v = s.market === market && s.side === side ? value(s) : null;
    return v === null ? [] : [{ ...s, v }];
  });
  const latest = mine.reduce<(typeof mine)[number] | undefined>(
    (best, s) => (best === undefined || s.capturedAtMs >= best.capturedAtMs ? s : best),
    undefined,
  );
  if (!latest) return null;
  const first = mine
    .filter((s) => s.book === latest.book)
    .reduce((best, s) => (s.capturedAtMs < best.capturedAtMs ? s : best), latest);
  const throughMs = Math.max(...snapshots.map((s) => s.capturedAtMs));
  if (throughMs - first.capturedAtMs < CAPTURE_SPAN_MS) return null;
  return {
    book: latest.book,
    from: first.v,
    to: latest.v,
    fromAtMs: first.capturedAtMs,
    throughMs,
  };
}

/** `snapshots`: one game's, any order. Spread and total by line, moneyline by the home price. */
export function lineMoves(snapshots: readonly LineSnapshot[]) {
  return {
    spread: moveOf(snapshots, 'spreads', 'home', (s) => s.line),
    total: moveOf(snapshots, 'totals', 'over', (s) => s.line),
    moneyline: moveOf(snapshots, 'h2h', 'home', (s) => s.price),
  };
}
