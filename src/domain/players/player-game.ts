// One player's line in one game, with the facts about that game the projection needs. Built from
// nflverse weekly stats joined to the schedule (the database in the app, the CSVs in tests).

import type { StatLine } from './stat-line.ts';

/** The positions we project. Fullbacks are listed as running backs by both DFS sites. */
export type SkillPosition = 'QB' | 'RB' | 'WR' | 'TE';
export const SKILL_POSITIONS: readonly SkillPosition[] = ['QB', 'RB', 'WR', 'TE'];

export function skillPosition(position: string | null | undefined): SkillPosition | undefined {
  const p = (position ?? '').trim().toUpperCase();
  if (p === 'QB' || p === 'RB' || p === 'WR' || p === 'TE') return p;
  if (p === 'FB' || p === 'HB') return 'RB';
  return undefined;
}

/** Which player, which game: what a projection is asked for. */
export interface PlayerGameKey {
  playerId: string;
  name: string;
  position: SkillPosition;
  team: string;
  opponent: string;
  season: number;
  week: number;
  gameId: string;
  /** Kickoff instant, epoch ms: the line is known RESULT_KNOWN_AFTER_MS later. */
  kickoffMs: number;
}

export interface PlayerGame extends PlayerGameKey {
  line: StatLine;
  /** Share of his team's offensive snaps, 0–1, where snap counts exist for the game. */
  snapShare?: number | null;
}
