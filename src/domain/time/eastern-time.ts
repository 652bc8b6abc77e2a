// NFL schedules are published in America/New_York wall time. These helpers turn wall time into a UTC
// instant and back through Intl, so daylight-saving switches come from the time-zone database rather
// than from hand-written offset rules.

export const EASTERN = 'America/New_York';

export interface WallTime {
  /** 'YYYY-MM-DD' */
  date: string;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // A formatter is costly to build and immutable once built: memoising it changes no result.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

function partsOf(instant: Date, timeZone: string): Parts {
  const out: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) out[p.type] = p.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour),
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: WEEKDAYS[out.weekday ?? ''] ?? 0,
  };
}

/** The wall clock in `timeZone` at `instant`. */
export function wallTimeIn(instant: Date, timeZone: string): WallTime {
  const p = partsOf(instant, timeZone);
  const date = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return { date, hour: p.hour, minute: p.minute, weekday: p.weekday };
}

export const easternWallTime = (instant: Date): WallTime => wallTimeIn(instant, EASTERN);

/** Offset of `timeZone` from UTC at `instant`, in minutes (New York in winter: -300). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = partsOf(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` `time`. In the repeated hour of a
 * fall-back night the earlier instant is returned; a time skipped by spring-forward maps one hour later.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) throw new RangeError(`Not a wall time: ${date} ${time}`);
  const naive = Date.UTC(
    Number(d[1]),
    Number(d[2]) - 1,
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
    Number(t[3] ?? 0),
  );
  // Two passes settle on the offset in force at the answer itself, not at the naive guess.
  const first = naive - offsetMinutes(new Date(naive), timeZone) * 60_000;
  const second = naive - offsetMinutes(new Date(first), timeZone) * 60_000;
  if (second === first) return new Date(first);
  // The offsets disagree only around a switch: prefer the candidate whose wall time matches.
  const earlier = Math.min(first, second);
  const wall = wallTimeIn(new Date(earlier), timeZone);
  const matches = wall.date === date && wall.hour === Number(t[1]) && wall.minute === Number(t[2]);
  return new Date(matches ? earlier : Math.max(first, second));
}

export const easternToInstant = (date: string, time: string): Date => zonedTimeToInstant(date, time, EASTERN);

/** Whole calendar days from `from` to `to` ('YYYY-MM-DD' each), independent of any time zone. */
export function daysBetween(from: string, to: string): number {
  const ms = (s: string) =>
    Date.UTC(Number(s.slice(0, 4)), Number(s.slice(5, 7)) - 1, Number(s.slice(8, 10)));
  return Math.round((ms(to) - ms(from)) / 86_400_000);
}

/** `date` ('YYYY-MM-DD') moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return new Date(ms + days * 86_400_000).toISOString().slice(0, 10);
}
