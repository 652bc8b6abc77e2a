import type { WeeklyPick } from '../../../../shared/api/weekly-picks.ts';

/**
 * The public week with the viewer's unlocked picks put in place of their withheld cards. Only a
 * withheld card is replaced: a card the public answer already shows in full (kicked off) stays as is.
 */
export function mergeUnlocked(picks: readonly WeeklyPick[], unlocked: readonly WeeklyPick[]): WeeklyPick[] {
  const open = new Map(unlocked.map((p) => [p.gameId, p]));
  return picks.map((p) => (p.withheld ? (open.get(p.gameId) ?? p) : p));
}
