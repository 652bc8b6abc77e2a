// When a pick "at the open" is made: the Tuesday before the game, 12:00 UTC (7–8 am Eastern), when the
// early-week lines are up and the week before is over (Monday night's result is known by 05:30 UTC).
// Nothing from the game's own week is known then: not Thursday's result, not the week's injury
// reports, not the weather. A non-decreasing function of kickoff, as the walk-forward engine needs.
const DAY_MS = 86_400_000;
const TUESDAY = 2;
const PICK_HOUR_UTC = 12;

/** The latest Tuesday 12:00 UTC strictly before the kickoff. */
export function tuesdayBefore(kickoffMs: number): number {
  const d = new Date(kickoffMs);
  const sameDay = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), PICK_HOUR_UTC);
  const back = (d.getUTCDay() - TUESDAY + 7) % 7;
  const candidate = sameDay - back * DAY_MS;
  return candidate < kickoffMs ? candidate : candidate - 7 * DAY_MS;
}
