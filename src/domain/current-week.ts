// Spec 01 §4's current-week rule, stated as "NFL weeks run Tuesday to Monday in New York" and with
// the season start taken from the schedule. See docs/decisions/005-current-week.md.
import { addDays, daysBetween, easternWallTime } from './time/eastern-time.ts';

/** One season as the schedule gives it. */
export interface SeasonWindow {
  season: number;
  firstKickoff: Date;
  lastKickoff: Date;
  /** The last week number in the schedule: 22 once the playoffs are in, 18 for a regular season. */
  lastWeek: number;
}

export interface CurrentWeek {
  season: number;
  week: number;
  label: string;
  /** True when no schedule was available and the spec's fixed start was used. */
  fallback: boolean;
}

export const REGULAR_SEASON_WEEKS = 18;

/** Used only when the database holds no schedule at all (spec 01 §4: 4 Sep 2025). */
export const FALLBACK_SEASON: SeasonWindow = {
  season: 2025,
  firstKickoff: new Date('2025-09-05T00:20:00Z'),
  lastKickoff: new Date('2026-01-05T01:20:00Z'),
  lastWeek: REGULAR_SEASON_WEEKS,
};

// A season stays current until two days after its last game, so the Super Bowl's result is still
// "this week" on the Monday and Tuesday after it.
const SEASON_GRACE_MS = 2 * 86_400_000;

/** The season `now` belongs to: the earliest not yet over (last kickoff + 2 days), else the latest. */
export function currentSeason(seasons: readonly SeasonWindow[], now: Date): SeasonWindow | undefined {
  const sorted = [...seasons].sort((a, b) => a.season - b.season);
  return (
    sorted.find((s) => s.lastKickoff.getTime() + SEASON_GRACE_MS > now.getTime()) ?? sorted[sorted.length - 1]
  );
}

/** The Tuesday (New York date) on or before the season's first game: day one of week 1. */
export function seasonWeekOneTuesday(window: SeasonWindow): string {
  const first = easternWallTime(window.firstKickoff);
  return addDays(first.date, -((first.weekday - 2 + 7) % 7));
}

/** Week number of `now` within `window`, clamped to 1…lastWeek. Changes only at Tuesday 00:00 New York. */
export function weekOfSeason(window: SeasonWindow, now: Date): number {
  const days = daysBetween(seasonWeekOneTuesday(window), easternWallTime(now).date);
  const week = Math.floor(days / 7) + 1;
  return Math.min(Math.max(week, 1), Math.max(window.lastWeek, 1));
}

export function weekLabel(week: number): string {
  return week > REGULAR_SEASON_WEEKS ? 'Playoffs' : `Week ${week}`;
}

export const isPlayoffWeek = (week: number): boolean => week > REGULAR_SEASON_WEEKS;

export function currentWeek(seasons: readonly SeasonWindow[], now: Date): CurrentWeek {
  const found = currentSeason(seasons, now);
  const window = found ?? FALLBACK_SEASON;
  const week = weekOfSeason(window, now);
  return { season: window.season, week, label: weekLabel(week), fallback: found === undefined };
}
