// Sleep proxy (0–100, higher = better rested). Nobody measures players' sleep, so we score what the
// schedule does to it: days of rest, flights, time zones and the body-clock hour of kickoff. Shared
// by teams and (later) players, who live on their team's schedule.
//
// Why these numbers (judgement calls, published so they can be argued with; the model's use of the
// composite is fitted, so a wrong guess here costs weight, not honesty):
// - 80 for a normal week at home: a good night, with room above for extra rest.
// - Rest: a bye (13+ days) +12, extra rest (8–12 days, e.g. after a Thursday game) +6, Monday → Sunday
//   (6 days) −3, 5 days −10, 4 or fewer (Thursday after Sunday) −18: the short week is the one schedule
//   effect players and coaches complain about most, and it compresses two nights of recovery.
// - Travel: −4 per 1,000 miles flown, at most −12 (a London trip), for the hours in transit.
// - Time zones: −3 per zone flown east, −2 per zone west: the body clock advances more slowly than it
//   delays, which is why eastward jet lag is worse.
// - Body clock: kickoff before 11 am on the team's home clock costs 4 per hour early (a Pacific team at
//   1 pm ET plays at 10 am); after 9 pm costs 3 per hour late.

import { clampScore } from './composite.ts';
import { formatClockHour, formatThousands, type InputScore, plural, WEEKDAY_NAMES } from './text.ts';

export interface SleepFacts {
  /** Calendar days since the previous game; null for the season opener. */
  restDays: number | null;
  /** Weekday (0 = Sunday) of the previous game, for the wording. */
  previousWeekday: number | null;
  /** Miles flown from home base to the venue; null if either stadium is unknown. */
  travelMiles: number | null;
  /** Time zones crossed, signed: positive = flew east (clock moves forward). */
  zonesCrossed: number;
  /** Kickoff on the team's home-base wall clock, in decimal hours; null if unknown. */
  bodyClockHour: number | null;
}

export const SLEEP_BASE = 80;

export function restAdjustment(restDays: number | null): number {
  if (restDays === null) return 0;
  if (restDays >= 13) return 12;
  if (restDays >= 8) return 6;
  if (restDays === 7) return 0;
  if (restDays === 6) return -3;
  if (restDays === 5) return -10;
  return -18;
}

export function travelAdjustment(miles: number | null): number {
  // Stryker disable next-line ConditionalExpression: equivalent: without the check null counts as 0 miles
  return miles === null ? 0 : -Math.min(12, (4 * miles) / 1000);
}

export function timeZoneAdjustment(zonesCrossed: number): number {
  // Stryker disable next-line EqualityOperator: equivalent: no zone crossed costs 0 either way
  return zonesCrossed > 0 ? -3 * zonesCrossed : 2 * zonesCrossed;
}

export function bodyClockAdjustment(hour: number | null): number {
  if (hour === null) return 0;
  // Stryker disable next-line EqualityOperator: equivalent: 11 am costs 4 × 0 hours either way
  if (hour < 11) return -4 * (11 - hour);
  // Stryker disable next-line EqualityOperator: equivalent: 9 pm costs 3 × 0 hours either way
  if (hour > 21) return -3 * (hour - 21);
  return 0;
}

export function sleepValue(facts: SleepFacts): number {
  return clampScore(
    SLEEP_BASE +
      restAdjustment(facts.restDays) +
      travelAdjustment(facts.travelMiles) +
      timeZoneAdjustment(facts.zonesCrossed) +
      bodyClockAdjustment(facts.bodyClockHour),
  );
}

export function sleepScore(facts: SleepFacts): InputScore {
  const reason = [restWords(facts), travelWords(facts), bodyClockWords(facts)].filter(Boolean).join('; ');
  return { value: sleepValue(facts), reason };
}

function restWords({ restDays, previousWeekday }: SleepFacts): string {
  if (restDays === null) return 'Season opener: full rest';
  const after = previousWeekday === null ? '' : ` after ${WEEKDAY_NAMES[previousWeekday]}`;
  const days = `${plural(restDays, "day's rest", "days' rest")}${after}`;
  if (restDays >= 13) return `Off a bye: ${days}`;
  if (restDays >= 8) return `Extra rest: ${days}`;
  if (restDays >= 6) return `Normal week: ${days}`;
  return `Short week: ${days}`;
}

function travelWords({ travelMiles, zonesCrossed }: SleepFacts): string {
  if (travelMiles === null) return 'travel unknown';
  if (travelMiles < 1) return 'no travel';
  const zones = Math.abs(zonesCrossed);
  const direction = zonesCrossed > 0 ? ' west to east' : zonesCrossed < 0 ? ' east to west' : '';
  const zoneText = zones === 0 ? 'same time zone' : plural(zones, 'time zone');
  return `flew ${formatThousands(travelMiles)} miles${direction}, ${zoneText}`;
}

function bodyClockWords({ bodyClockHour }: SleepFacts): string {
  // Stryker disable next-line ConditionalExpression: equivalent: an unknown hour costs nothing, so the next check says it
  if (bodyClockHour === null) return '';
  if (bodyClockAdjustment(bodyClockHour) === 0) return '';
  return `kickoff at ${formatClockHour(bodyClockHour)} on the body clock`;
}
