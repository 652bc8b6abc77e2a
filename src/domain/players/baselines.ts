// The two naive projections the model must beat: a player's average DraftKings points this season so
// far, and his average over his last three games this season. Both exist only once he has played
// this season; before that there is nothing naive to say.

import { RESULT_KNOWN_AFTER_MS } from '../model/walk-forward.ts';
import type { PlayerGame } from './player-game.ts';

export interface Baselines {
  seasonToDate: number;
  lastThree: number;
}

/** `history` is his games, any order; only those of `season` known before `kickoffMs` count. */
export function naiveBaselines(
  history: readonly PlayerGame[],
  season: number,
  kickoffMs: number,
  points: (g: PlayerGame) => number,
): Baselines | null {
  const before = history
    .filter((g) => g.season === season && g.kickoffMs + RESULT_KNOWN_AFTER_MS <= kickoffMs)
    .sort((a, b) => a.kickoffMs - b.kickoffMs);
  if (before.length === 0) return null;
  const mean = (xs: readonly PlayerGame[]) => xs.reduce((a, g) => a + points(g), 0) / xs.length;
  return { seasonToDate: mean(before), lastThree: mean(before.slice(-3)) };
}
