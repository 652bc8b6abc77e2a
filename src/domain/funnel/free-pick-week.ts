// The free-pick week (spec 02, "Funnel"): 2 free picks a week, the count starting again every Tuesday
// at 03:00 on the person's own wall clock (America/New_York for visitors). Pure: the instant and the
// zone come in, the week's bounds go out. Wall time goes through the time-zone database (Intl), so a
// week that crosses a daylight-saving switch is 167 or 169 hours long, and 03:00 stays 03:00.
import { addDays, EASTERN, wallTimeIn, zonedTimeToInstant } from '../time/eastern-time.ts';

/** Free picks per person per week (spec 02 §"Rules"). */
export const FREE_PICKS_PER_WEEK = 2;
/** Visitors have no stored zone: the schedule's own. */
export const VISITOR_TIME_ZONE = EASTERN;

const TUESDAY = 2;
const RESET_TIME = '03:00';

export interface FreePickWeek {
  /** The last reset at or before the instant: claims from here on count. */
  startsAt: Date;
  /** The next reset: the count starts again. */
  resetsAt: Date;
}

/** True when `zone` is an IANA zone Intl knows (anything else would throw inside the math). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The free-pick week `instant` falls in, on the wall clock of `timeZone`. */
export function freePickWeek(instant: Date, timeZone: string): FreePickWeek {
  const wall = wallTimeIn(instant, timeZone);
  // Days back to this week's Tuesday (0 on a Tuesday); before 03:00 on a Tuesday, last week's.
  let back = (wall.weekday - TUESDAY + 7) % 7;
  let startsAt = zonedTimeToInstant(addDays(wall.date, -back), RESET_TIME, timeZone);
  if (startsAt.getTime() > instant.getTime()) {
    back += 7;
    startsAt = zonedTimeToInstant(addDays(wall.date, -back), RESET_TIME, timeZone);
  }
  const resetsAt = zonedTimeToInstant(addDays(wall.date, 7 - back), RESET_TIME, timeZone);
  return { startsAt, resetsAt };
}
