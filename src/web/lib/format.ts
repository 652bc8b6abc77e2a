// How figures and instants read for people (issue 21, docs/decisions/097-figures-for-people.md): scores
// rounded to what they mean, instants in the viewer's own time zone with the zone named, source ids as
// names, "—" for a figure we do not have. Prices, lines and probabilities live in format-odds.ts.
import { DASH } from './format-odds.ts';

/**
 * The viewer's zone unless a test names one. The browser's own zone is the one a person reads a clock
 * in; the short zone name ("EST", "GMT+1") is always shown so a kickoff is never ambiguous.
 */
const formatter = (options: Intl.DateTimeFormatOptions, timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { ...options, ...(timeZone ? { timeZone } : {}) });

/** An absolute instant with its zone: "Feb 8, 2026, 6:30 PM EST". */
export function formatInstant(timestamp: string, timeZone?: string): string {
  return formatter(
    {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    },
    timeZone,
  ).format(new Date(timestamp));
}

/** The calendar day of an instant, where space is tight (a phone's top bar): "Feb 8, 2026". */
export function formatDay(timestamp: string, timeZone?: string): string {
  return formatter({ month: 'short', day: 'numeric', year: 'numeric' }, timeZone).format(new Date(timestamp));
}

/** A kickoff: weekday, day and time with the zone: "Thu, Sep 4, 8:20 PM EDT". */
export function formatKickoff(timestamp: string, timeZone?: string): string {
  return formatter(
    {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    },
    timeZone,
  ).format(new Date(timestamp));
}

/** A clock time with its zone: "1:00 PM EST". */
export function formatClock(timestamp: string | number, timeZone?: string): string {
  return formatter(
    { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short' },
    timeZone,
  ).format(new Date(timestamp));
}

/** A 0–100 score (BioBoost, an impact): a whole number, since a tenth of a point means nothing. */
export const formatScore = (score: number | null | undefined): string =>
  score === null || score === undefined ? DASH : String(Math.round(score));

/** A chance already in percent (a forecast's 0–100): "40%", or "—" with no figure. */
export const formatPercent = (percent: number | null | undefined): string =>
  percent === null || percent === undefined ? DASH : `${Math.round(percent)}%`;

/**
 * How old a saved copy is (spec 01 §4's cache age): 'Just now', 'Nm ago' or 'Nh Nm ago'. The age is
 * measured on the browser's clock: it is about this device's download, not the app's instant (097).
 */
export function cacheAge(ageMs: number): string {
  const minutes = Math.floor(ageMs / 60_000);
  if (!Number.isFinite(minutes) || minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m ago`;
}

/**
 * The app's instant: the server's replay moment when it runs as of the past (so "now" on a page agrees
 * with the data), else the browser's clock. `wallClock` is a parameter so this stays pure.
 */
export function appInstant(replayAt: string | null | undefined, wallClock: number): Date {
  return replayAt ? new Date(replayAt) : new Date(wallClock);
}

/** A value for <input type="datetime-local"> in the viewer's zone: "2025-12-12T13:00". */
export function toLocalInputValue(instant: Date): string {
  const local = new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Text with a long unrounded decimal ("67.05656744332072"): what no page may show. */
export const LONG_DECIMAL = /\d+\.\d{4,}/;

/** A team's nickname, the short form where the full name does not fit: "Tampa Bay Buccaneers" → "Buccaneers". */
export const teamNickname = (name: string): string => name.trim().split(/\s+/).at(-1) ?? name;
