// A frozen prop pick against the stat he actually recorded: over the line wins an OVER, under it an
// UNDER, exactly on it is a push (stakes returned), as the books settle them.
import type { PropSide } from './prop-pick.ts';

export type PropOutcome = 'win' | 'loss' | 'push';

export function gradeProp(side: PropSide, line: number, actual: number): PropOutcome {
  if (actual === line) return 'push';
  return actual > line === (side === 'OVER') ? 'win' : 'loss';
}
