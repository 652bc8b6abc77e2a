// The line-history chart's time windows (UI.md §2: 6 h / 24 h / all, as LineGap offers). A window
// ends where the history ends: at kickoff for a game that has started (the last capture if a book was
// stored later, e.g. a live line), at the server's "now" before it. It starts N hours earlier, never
// before the first line we stored. A step line holds its value until the next capture, so a book whose
// last capture came before the window still has a line in it: the value it held at the window's start,
// marked `carried` so the text can say since when it was held rather than pretend it was captured then.

export type HistoryWindowId = '6h' | '24h' | 'all';

export const HISTORY_WINDOWS: readonly { id: HistoryWindowId; label: string; hours: number | null }[] = [
  { id: '6h', label: '6 h', hours: 6 },
  { id: '24h', label: '24 h', hours: 24 },
  { id: 'all', label: 'All', hours: null },
];

const HOUR_MS = 3_600_000;

export interface WindowPoint<P> {
  point: P;
  /** Where the point sits on the chart: its capture time, or the window's start when carried in. */
  t: number;
  /** Captured before the window; shown as the line held at its start. */
  carried: boolean;
}

export interface WindowedSeries<P> {
  book: string;
  points: WindowPoint<P>[];
  /** Stored changes inside the window (the first line we ever stored for the book is not a move). */
  moves: number;
  /** The book's first stored line lies in the window (the chart marks the opener). */
  opensInWindow: boolean;
}

export interface WindowedHistory<P> {
  window: HistoryWindowId;
  start: number;
  end: number;
  series: WindowedSeries<P>[];
  /** Captures (of any book) inside the window; 0 means every line shown was held from before it. */
  captures: number;
  /** The latest capture of any book, in ms. */
  lastCapture: number;
}

/**
 * The history of each book (points oldest first, `timeOf` giving each one's capture time in ms) cut to
 * one window. Null when there is no point at all.
 */
export function windowHistory<P>(
  series: readonly { book: string; points: readonly P[] }[],
  timeOf: (point: P) => number,
  window: HistoryWindowId,
  bounds: { kickoffMs: number; asOfMs: number },
): WindowedHistory<P> | null {
  const times = series.flatMap((s) => s.points.map(timeOf));
  if (times.length === 0) return null;
  const first = Math.min(...times);
  const lastCapture = Math.max(...times);
  const end = Math.max(lastCapture, Math.min(bounds.kickoffMs, bounds.asOfMs));
  const hours = HISTORY_WINDOWS.find((w) => w.id === window)?.hours ?? null;
  const start = hours === null ? first : Math.max(first, end - hours * HOUR_MS);
  let captures = 0;
  const out: WindowedSeries<P>[] = [];
  for (const s of series) {
    const points: WindowPoint<P>[] = [];
    let moves = 0;
    let held: P | undefined;
    s.points.forEach((point, i) => {
      const t = timeOf(point);
      if (t < start) {
        held = point;
        return;
      }
      points.push({ point, t, carried: false });
      captures += 1;
      if (i > 0) moves += 1;
    });
    if (held !== undefined) points.unshift({ point: held, t: start, carried: true });
    if (points.length === 0) continue;
    const opener = s.points[0];
    out.push({
      book: s.book,
      points,
      moves,
      opensInWindow: opener !== undefined && timeOf(opener) >= start,
    });
  }
  return { window, start, end, series: out, captures, lastCapture };
}
