// Wall-clock arithmetic in IANA zones, using the runtime's time-zone database through Intl (no I/O).
// Building an Intl.DateTimeFormat costs ~150 µs, so a ZoneClock keeps its formatters and answers in a
// closure: callers create one per batch (a backtest, a loader run). No module state.

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

export interface ZoneClock {
  /** Minutes to add to UTC to get wall time in the zone at that instant (New York in July: −240). */
  offsetMinutes(timeZone: string, instantMs: number): number;
  wallTime(timeZone: string, instantMs: number): WallTime;
  /** The instant at which the zone's wall clock shows date (YYYY-MM-DD) and time (HH:MM). */
  toInstant(timeZone: string, date: string, time: string): number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const HOUR_MS = 3_600_000;

export function createZoneClock(): ZoneClock {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const offsets = new Map<string, number>();

  const formatter = (timeZone: string): Intl.DateTimeFormat => {
    let f = formatters.get(timeZone);
    if (!f) {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        weekday: 'short',
      });
      formatters.set(timeZone, f);
    }
    return f;
  };

  const wallTime = (timeZone: string, instantMs: number): WallTime => {
    const parts: Record<string, string> = {};
    for (const p of formatter(timeZone).formatToParts(instantMs)) parts[p.type] = p.value;
    return {
      year: Number(parts.year),
      month: Number(parts.month),
      day: Number(parts.day),
      hour: Number(parts.hour),
      minute: Number(parts.minute),
      weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
    };
  };

  // Offsets change only on whole hours in every zone we meet, so an hour bucket is a safe cache key.
  const offsetMinutes = (timeZone: string, instantMs: number): number => {
    const key = `${timeZone}|${Math.floor(instantMs / HOUR_MS)}`;
    const cached = offsets.get(key);
    if (cached !== undefined) return cached;
    const w = wallTime(timeZone, instantMs);
    const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
    const value = Math.round((asUtc - Math.floor(instantMs / 60_000) * 60_000) / 60_000);
    offsets.set(key, value);
    return value;
  };

  const toInstant = (timeZone: string, date: string, time: string): number => {
    const [y, m, d] = date.split('-').map(Number);
    const [hh, mm] = time.split(':').map(Number);
    const naive = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
    // Two passes: the offset at the first guess can differ from the one at the answer around DST.
    const first = naive - offsetMinutes(timeZone, naive) * 60_000;
    return naive - offsetMinutes(timeZone, first) * 60_000;
  };

  return { offsetMinutes, wallTime, toInstant };
}

/** Calendar days between two instants as dates on the zone's wall clock (Sunday → Thursday = 4). */
export function calendarDaysBetween(
  clock: ZoneClock,
  timeZone: string,
  fromMs: number,
  toMs: number,
): number {
  const a = clock.wallTime(timeZone, fromMs);
  const b = clock.wallTime(timeZone, toMs);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}
