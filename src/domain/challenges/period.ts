// When a challenge runs and what state it is in (docs/decisions/070-challenge-membership.md). Periods
// follow the NFL calendar the rest of the app uses: days and weeks in New York time, weeks Tuesday to
// Monday (decision 005), a season from its week-1 Tuesday to two days after its last game.
import { currentSeason, type SeasonWindow, seasonWeekOneTuesday } from '../current-week.ts';
import { addDays, daysBetween, easternToInstant, easternWallTime } from '../time/eastern-time.ts';

export type ChallengePeriod = 'daily' | 'weekly' | 'season' | 'tournament';
export type ChallengeStatus = 'upcoming' | 'open' | 'running' | 'finished';

export interface Window {
  startsAt: Date;
  endsAt: Date;
}

/** A tournament lasts at most this many days. */
export const MAX_TOURNAMENT_DAYS = 31;

const midnight = (date: string) => easternToInstant(date, '00:00');

/** The Tuesday (New York date) on or before `date`: day one of its NFL week. */
export function weekTuesday(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 Sunday … 2 Tuesday
  return addDays(date, -((weekday - 2 + 7) % 7));
}

/**
 * The window [startsAt, endsAt) of a challenge starting on the New York date `startDate`:
 * daily — that day; weekly — the NFL week holding it; season — the season holding it (by the schedule);
 * tournament — `startDate` to the end of `endDate`. An error string when the dates do not make one.
 */
export function periodWindow(q: {
  period: ChallengePeriod;
  startDate: string;
  endDate?: string | undefined;
  seasons: readonly SeasonWindow[];
}): Window | string {
  const { period, startDate } = q;
  switch (period) {
    case 'daily':
      return { startsAt: midnight(startDate), endsAt: midnight(addDays(startDate, 1)) };
    case 'weekly': {
      const tuesday = weekTuesday(startDate);
      return { startsAt: midnight(tuesday), endsAt: midnight(addDays(tuesday, 7)) };
    }
    case 'season': {
      const season = currentSeason(q.seasons, midnight(startDate));
      if (!season) return 'No season is in the schedule yet.';
      const last = easternWallTime(season.lastKickoff).date;
      return { startsAt: midnight(seasonWeekOneTuesday(season)), endsAt: midnight(addDays(last, 2)) };
    }
    case 'tournament': {
      const end = q.endDate ?? startDate;
      const days = daysBetween(startDate, end) + 1;
      if (days < 1) return 'The end date must be on or after the start date.';
      if (days > MAX_TOURNAMENT_DAYS) return `A tournament lasts at most ${MAX_TOURNAMENT_DAYS} days.`;
      return { startsAt: midnight(startDate), endsAt: midnight(addDays(end, 1)) };
    }
  }
}

/**
 * upcoming: not started (join and leave open). open: running and still taking members (daily, weekly
 * and season challenges take members until they end). running: started and closed to new members (a
 * tournament once it starts, or any challenge that is full). finished: ended.
 */
export function challengeStatus(
  c: Window & { period: ChallengePeriod; capacity: number | null; members: number },
  now: Date,
): ChallengeStatus {
  const t = now.getTime();
  if (t >= c.endsAt.getTime()) return 'finished';
  if (t < c.startsAt.getTime()) return 'upcoming';
  const full = c.capacity !== null && c.members >= c.capacity;
  return c.period === 'tournament' || full ? 'running' : 'open';
}

export type JoinRefusal = 'finished' | 'started' | 'full';

/** Why a person may not join now, or null when they may. */
export function joinRefusal(
  c: Window & { period: ChallengePeriod; capacity: number | null; members: number },
  now: Date,
): JoinRefusal | null {
  const t = now.getTime();
  if (t >= c.endsAt.getTime()) return 'finished';
  if (c.period === 'tournament' && t >= c.startsAt.getTime()) return 'started';
  if (c.capacity !== null && c.members >= c.capacity) return 'full';
  return null;
}

/** Leaving is allowed only before the start: afterwards the member's record in it is part of the board. */
export const mayLeave = (c: Window, now: Date): boolean => now.getTime() < c.startsAt.getTime();
