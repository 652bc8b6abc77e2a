// Which seasons a report's "same games" span: those FiveThirtyEight published (it stopped after 2020),
// or the whole range when it covers none of them. Shared by the page and the Markdown tables.
import type { ModelReport } from '../../shared/api/model-report.ts';

export function sameGamesSeasons(report: Pick<ModelReport, 'seasons' | 'fromSeason' | 'toSeason'>) {
  const with538 = report.seasons.filter((s) => s.elo538 !== null).map((s) => s.season);
  return with538.length > 0
    ? { from: Math.min(...with538), to: Math.max(...with538) }
    : { from: report.fromSeason, to: report.toSeason };
}

/** "2010–2020", or "2025" for one season. */
export function seasonSpan(from: number, to: number): string {
  return from === to ? `${from}` : `${from}–${to}`;
}
