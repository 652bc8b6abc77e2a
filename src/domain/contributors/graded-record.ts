// A contributor's verified record as a testimonial shows it beside the quote, and the community's on
// the summary (docs/decisions/113-testimonials.md): wins, losses and pushes of the graded picks, and the
// units they won staking 1 unit at each locked price (My picks' own `pickUnits`, so the two agree).
import type { Outcome } from '../model/grading.ts';
import { pickUnits, unitsTotal } from './my-picks.ts';

export interface GradedRecord {
  graded: number;
  wins: number;
  losses: number;
  pushes: number;
  /** Null when no graded pick had a price: unknown, not zero. */
  units: number | null;
  unitsPicks: number;
}

export function gradedRecord(picks: readonly { outcome: Outcome; price: number | null }[]): GradedRecord {
  const wins = picks.filter((p) => p.outcome === 'win').length;
  const losses = picks.filter((p) => p.outcome === 'loss').length;
  return {
    graded: picks.length,
    wins,
    losses,
    pushes: picks.length - wins - losses,
    ...unitsTotal(picks.map((p) => ({ status: p.outcome, units: pickUnits(p.outcome, p.price) }))),
  };
}
