// The panel's summary: how many alerts, how many graded, the hit rate (wins over decided bets; pushes
// count in neither) and the units won at the prices shown. The hit rate is null until one bet is
// decided, never a default.
import type { Outcome } from '../model/grading.ts';

export interface AlertSummary {
  alerts: number;
  graded: number;
  wins: number;
  losses: number;
  pushes: number;
  hitRate: number | null;
  units: number;
  /** Graded alerts with no price recorded: their units assume −110, and the panel says so. */
  assumedPrices: number;
}

export function summariseAlerts(
  alertCount: number,
  grades: readonly { outcome: Outcome; units: number; priceAssumed: boolean }[],
): AlertSummary {
  const wins = grades.filter((g) => g.outcome === 'win').length;
  const losses = grades.filter((g) => g.outcome === 'loss').length;
  const pushes = grades.length - wins - losses;
  const units = grades.reduce((sum, g) => sum + g.units, 0);
  return {
    alerts: alertCount,
    graded: grades.length,
    wins,
    losses,
    pushes,
    hitRate: wins + losses > 0 ? wins / (wins + losses) : null,
    units: Math.round(units * 100) / 100,
    assumedPrices: grades.filter((g) => g.priceAssumed).length,
  };
}
