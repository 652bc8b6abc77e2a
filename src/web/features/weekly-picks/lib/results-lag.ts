// How far the data's results reach, against the calendar's week (decision 150). A live start whose data
// holds a season's schedule but none of its results (the data pack in November 2026: the 2026 schedule,
// results to February 2026) showed "Week 12", eleven "Completed" weeks and "the 2026 record" above
// panels with nothing in them, as if that season were known. The screens say what the data is instead.
import type { CurrentWeekResponse } from '../../../../shared/api/games.ts';
import { weekName } from '../../../lib/game-names.ts';

export interface ResultsLag {
  /** The season the calendar is in, whose results are missing. */
  season: number;
  /** The last week of that season with a result loaded: 0 when none. */
  resultsWeek: number;
  /** One sentence for people: what is loaded and what is not. */
  text: string;
}

/**
 * null when the results keep up: the last result is at most a week behind the calendar (last week's
 * games, or the previous season's when this one is in its first week). Unknown (an answer from the
 * device's stored copy, or an older server) is not a lag.
 */
export function resultsLag(
  current: Pick<CurrentWeekResponse, 'season' | 'week' | 'fallback' | 'resultsThrough'>,
): ResultsLag | null {
  const through = current.resultsThrough;
  if (through === undefined || current.fallback) return null;
  const sameSeason = through !== null && through.season === current.season;
  const resultsWeek = sameSeason ? through.week : 0;
  if (current.week - resultsWeek < 2) return null;
  const text =
    through === null
      ? `No game results are loaded yet, so ${current.season} has no record and no graded picks.`
      : sameSeason
        ? `${current.season} results are loaded through ${weekName(through.week)} only: later weeks show the schedule without scores or a record.`
        : `No ${current.season} results are loaded yet (the newest are from ${through.season}): ${current.season} shows its schedule, without scores or a record.`;
  return { season: current.season, resultsWeek, text };
}
