// The two Top 5 slates of spec 01 §2, from kickoff times: 'Main' is Sunday's afternoon games (kickoff
// from noon to before 7 pm Eastern, the DraftKings main slate), 'Prime-Time' every game kicking off
// at 7 pm Eastern or later (Thursday, Sunday and Monday nights). Other games (a London morning game,
// a Saturday or holiday afternoon) are on neither.

import { easternWallTime } from '../time/eastern-time.ts';

export type Slate = 'Main' | 'Prime-Time';
export const SLATES: readonly Slate[] = ['Main', 'Prime-Time'];

export function slateOf(kickoff: Date): Slate | null {
  const wall = easternWallTime(kickoff);
  if (wall.hour >= 19) return 'Prime-Time';
  if (wall.weekday === 0 && wall.hour >= 12) return 'Main';
  return null;
}
