import type { TimeSlot } from '../shared/time-slots.ts';
import { easternWallTime } from './time/eastern-time.ts';

/**
 * The broadcast window of a game. A game abroad is 'international' whatever its hour (they kick off in
 * the morning, Eastern); otherwise the Eastern weekday and hour decide. Sunday splits at 15:00 (the
 * late window starts 16:05/16:25) and at 20:00 (Sunday Night Football).
 */
export function timeSlot(kickoff: Date, stadiumCountry: string | undefined): TimeSlot {
  if (stadiumCountry !== undefined && stadiumCountry !== 'US') return 'international';
  return usTimeSlot(kickoff);
}

/** The window a game played in the US at `kickoff` falls in. */
export function usTimeSlot(kickoff: Date): Exclude<TimeSlot, 'international'> {
  const { weekday, hour } = easternWallTime(kickoff);
  switch (weekday) {
    case 0:
      return hour < 15 ? 'sunday_early' : hour < 20 ? 'sunday_late' : 'snf';
    case 1:
      return 'mnf';
    case 4:
      return 'thursday';
    case 5:
      return 'friday';
    case 6:
      return 'saturday';
    default:
      return 'midweek';
  }
}
