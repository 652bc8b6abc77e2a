// A saved pick's status (spec 01 §3: pending, won, lost; plus push for a tie): the saved team graded
// straight up from the final score, by the same rule as the model's own record (grading.ts).
import { gradeStraightUp } from '../model/grading.ts';

export type SavedPickStatus = 'pending' | 'won' | 'lost' | 'push';

export interface SavedPickGame {
  homeTeam: string;
  awayTeam: string;
  /** The final score, only once it is known at the clock; null before. */
  result: { homeScore: number; awayScore: number } | null;
}

export function savedPickStatus(pickedTeam: string, game: SavedPickGame): SavedPickStatus {
  if (!game.result) return 'pending';
  const side = pickedTeam === game.homeTeam ? 'home' : pickedTeam === game.awayTeam ? 'away' : undefined;
  if (!side) throw new Error(`${pickedTeam} does not play ${game.awayTeam} at ${game.homeTeam}`);
  const outcome = gradeStraightUp(side, game.result);
  return outcome === 'win' ? 'won' : outcome === 'loss' ? 'lost' : 'push';
}
