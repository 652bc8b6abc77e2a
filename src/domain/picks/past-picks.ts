// The Past Picks filters and tiles (spec 01 §2, §5). The server filters with them and the browser
// applies the team and outcome filters again after the fetch, so both must agree: one function.
import type { PastPick, PastPickOutcome, PastPicksSummary } from '../../shared/api/past-picks.ts';

export interface PastPickFilters {
  week?: number;
  team?: string;
  outcome?: PastPickOutcome;
}

type Filterable = Pick<PastPick, 'week' | 'homeTeam' | 'awayTeam' | 'outcome'>;

/** Week exact; team text matches the home or away code or name, case-insensitive; outcome exact. */
export function filterPastPicks<P extends Filterable>(picks: readonly P[], f: PastPickFilters): P[] {
  const needle = f.team?.trim().toLowerCase() ?? '';
  const matchesTeam = (p: P) =>
    [p.homeTeam.code, p.homeTeam.name, p.awayTeam.code, p.awayTeam.name].some((t) =>
      t.toLowerCase().includes(needle),
    );
  return picks.filter(
    (p) =>
      (f.week === undefined || p.week === f.week) &&
      matchesTeam(p) && // every name includes the empty text
      (f.outcome === undefined || p.outcome === f.outcome),
  );
}

/** The five tiles plus the CLV sum. Rates are null with nothing to divide, never a default. */
export function summarisePastPicks(
  picks: readonly Pick<PastPick, 'outcome' | 'pickedBioBoost' | 'clv'>[],
): PastPicksSummary {
  const count = (o: PastPickOutcome) => picks.filter((p) => p.outcome === o).length;
  const wins = count('win');
  const losses = count('loss');
  const withClv = picks.flatMap((p) => (p.clv ? [p.clv.points] : []));
  const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits + 0;
  return {
    total: picks.length,
    wins,
    losses,
    pushes: count('push'),
    winRate: wins + losses > 0 ? wins / (wins + losses) : null,
    avgBioBoost: picks.length
      ? round(picks.reduce((s, p) => s + p.pickedBioBoost, 0) / picks.length, 1)
      : null,
    // No pick with a line before the close: the sum is unknown, not 0 (decision 084).
    clvPoints: withClv.length
      ? round(
          withClv.reduce((s, x) => s + x, 0),
          2,
        )
      : null,
    clvPicks: withClv.length,
  };
}
