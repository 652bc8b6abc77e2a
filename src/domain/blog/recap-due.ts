// When a week's recap is due: the Tuesday after its last game (New York date), at 10:00 New York time,
// when the Monday night game is final and the grades are in. A week whose last game is on a Tuesday waits
// for the next one.
import { addDays, easternToInstant, easternWallTime } from '../time/eastern-time.ts';

export const RECAP_TIME_ET = '10:00';
const TUESDAY = 2;

export function recapDueAt(lastKickoff: Date): Date {
  const { date, weekday } = easternWallTime(lastKickoff);
  const ahead = (TUESDAY - weekday + 7) % 7 || 7;
  return easternToInstant(addDays(date, ahead), RECAP_TIME_ET);
}
