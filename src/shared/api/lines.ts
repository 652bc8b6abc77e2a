// One spread convention for the whole API, the sportsbooks' own: a line is a handicap from one team's
// point of view (home −3.5: the home team gives 3.5 points). The model's own number is a different
// quantity, the margin it expects, and carries its own name so the two are never confused on a screen.
import { z } from 'zod';

export const HomeHandicap = z
  .number()
  .describe('Spread as the books print it, from the home side: -3.5 means the home team gives 3.5 points');

export const ExpectedHomeMargin = z
  .number()
  .describe('Points the model expects the home team to win by (negative: the away team wins)');

/** The handicap that corresponds to an expected home margin (a margin of +3.5 is home −3.5). */
export const handicapFromMargin = (margin: number): number => (margin === 0 ? 0 : -margin);
