import type { GradedRecord } from '../../../../shared/api/testimonials.ts';

/** "7-4-1" (wins-losses-pushes); null with no graded pick. */
export function recordText(r: GradedRecord): string | null {
  return r.graded === 0 ? null : `${r.wins}-${r.losses}-${r.pushes}`;
}

/** "+1.84 u" / "−0.50 u"; null when no graded pick had a price (unknown, not 0). */
export function unitsText(r: GradedRecord): string | null {
  if (r.units === null) return null;
  const sign = r.units > 0 ? '+' : r.units < 0 ? '−' : '';
  return `${sign}${Math.abs(r.units).toFixed(2)} u`;
}
