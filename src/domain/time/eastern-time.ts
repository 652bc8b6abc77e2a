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

const DAY_MS = 86_400_000;
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

/**
 * Memoised answers, keyed by their whole input: Intl's formatToParts is the costly step, and a schedule
 * asks the same instants (every 1 pm kickoff of a Sunday) and wall times again and again. Pure, so a
 * remembered answer is the one a new call gives; each map is emptied when it grows past MEMO_LIMIT
 * (decision 110).
 */
const MEMO_LIMIT = 50_000;
const partsMemo = new Map<string, Parts>();
const instantMemo = new Map<string, number>();

function remember<V>(memo: Map<string, V>, key: string, value: V): V {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
  return value;
}

function partsOf(instant: Date, timeZone: string): Parts {
  const key = `${timeZone}|${instant.getTime()}`;
  return partsMemo.get(key) ?? remember(partsMemo, key, formatParts(instant, timeZone));
}

function formatParts(instant: Date, timeZone: string): Parts {
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
 * fall-back night the earlier instant is returned, in any zone; a time skipped by spring-forward maps
 * one hour later.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone}|${date}|${time}`;
  const known = instantMemo.get(key);
  return new Date(known ?? remember(instantMemo, key, instantOf(date, time, timeZone)));
}

function instantOf(date: string, time: string, timeZone: string): number {
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
  // Around a switch the zone has two offsets, the one in force a day before and the one a day after
  // (no zone changes twice within two days). Each gives a candidate; keep the earliest whose wall time
  // really is the one asked for (both, in the repeated hour; one, on any other day).
  const before = offsetMinutes(new Date(naive - DAY_MS), timeZone);
  const after = offsetMinutes(new Date(naive + DAY_MS), timeZone);
  const shows = (instant: number) => {
    const wall = wallTimeIn(new Date(instant), timeZone);
    return wall.date === date && wall.hour === Number(t[1]) && wall.minute === Number(t[2]);
  };
  // Earliest first: where both show it the clocks fell back, so the offset before is the larger.
  const candidates = [naive - before * 60_000, naive - after * 60_000];
  // None shows it in the hour skipped by spring-forward: the clock before the switch, an hour later.
  return candidates.find(shows) ?? naive - before * 60_000;
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
