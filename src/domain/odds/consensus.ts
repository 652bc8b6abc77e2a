// The consensus line across books is the median of their latest lines. A median, not a mean, because
// one stale or off-market book (a line left up while the others moved) must not drag the consensus;
// with an even number of books it is the midpoint of the two middle lines (so it can fall on a quarter
// point). Books are counted once each, whatever their size: we do not know their handle.
import { itemAt } from '../../shared/guards.ts';

/** The median of the values, or null when there are none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? itemAt(sorted, mid) : (itemAt(sorted, mid - 1) + itemAt(sorted, mid)) / 2;
}

/**
 * The line most books quote (a line actually on offer, unlike a median of 3 and 3.5); on a tie, the
 * one nearest the median, then the lower one.
 */
export function modalLine(lines: readonly number[]): number | null {
  const mid = median(lines);
  if (mid === null) return null;
  const counts = new Map<number, number>();
  for (const l of lines) counts.set(l, (counts.get(l) ?? 0) + 1);
  const [top] = [...counts.entries()].sort(
    (a, b) => b[1] - a[1] || Math.abs(a[0] - mid) - Math.abs(b[0] - mid) || a[0] - b[0],
  );
  return top ? top[0] : null;
}
