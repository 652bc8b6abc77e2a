// How far a game's point spread and total can plausibly be, for every provider that brings lines
// (nflverse's schedule, The Odds API, ESPN). A value outside is a broken or mislabelled file, most
// often spread and total columns swapped (a spread of 47.5, a total of -3), and refuses the file.
// Measured on the data pack (docs/decisions/086-strict-imports.md): nflverse games 1999–2026 close
// between -19 and +27 points of spread and 28.5 to 63.5 points of total; spreadspoke_scores.csv since
// 1979, between -26.5 and 0 (favourite's side) and 28 to 63.5. The bounds leave room on both sides.

/** The largest spread, in points either way, a file may carry. */
export const MAX_SPREAD = 35;
/** The lowest and highest game total a file may carry. */
export const MIN_TOTAL = 20;
export const MAX_TOTAL = 80;

/** Why a spread cannot be a game's spread, or undefined when it can. */
export function spreadProblem(points: number): string | undefined {
  return Math.abs(points) <= MAX_SPREAD
    ? undefined
    : `a spread of ${points} is beyond ±${MAX_SPREAD} points (spread and total swapped?)`;
}

/** Why a total cannot be a game's total, or undefined when it can. */
export function totalProblem(points: number): string | undefined {
  return points >= MIN_TOTAL && points <= MAX_TOTAL
    ? undefined
    : `a total of ${points} is outside ${MIN_TOTAL}–${MAX_TOTAL} points (spread and total swapped?)`;
}
