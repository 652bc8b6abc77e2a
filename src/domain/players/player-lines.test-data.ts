// Hand-made player lines for the projection rule tests: Chiefs players in 2025 (week w kicks off on the
// Sunday of week w at 1 pm ET), with only the opportunities and yards a test names.
import type { PlayerGame, SkillPosition } from './player-game.ts';
import { emptyLine, type StatLine } from './stat-line.ts';

export const DAY = 86_400_000;
/** Sunday of week 1, 2025, 1 pm ET. */
export const WEEK_1 = Date.parse('2025-09-07T17:00:00Z');
export const kickoffOf = (week: number, season = 2025) =>
  WEEK_1 + (season - 2025) * 364 * DAY + (week - 1) * 7 * DAY;

export interface LineOptions {
  team?: string;
  opponent?: string;
  season?: number;
  gameId?: string;
  kickoffMs?: number;
  name?: string;
  snapShare?: number | null;
}

/** His line in week `week` of `season` (2025 unless given) for `team` (KC unless given). */
export function lineOf(
  playerId: string,
  position: SkillPosition,
  week: number,
  line: Partial<StatLine>,
  o: LineOptions = {},
): PlayerGame {
  const season = o.season ?? 2025;
  const team = o.team ?? 'KC';
  return {
    playerId,
    name: o.name ?? playerId,
    position,
    team,
    opponent: o.opponent ?? 'BUF',
    season,
    week,
    gameId: o.gameId ?? `${season}_${week}_${team}`,
    kickoffMs: o.kickoffMs ?? kickoffOf(week, season),
    line: { ...emptyLine(), ...line },
    ...(o.snapShare === undefined ? {} : { snapShare: o.snapShare }),
  };
}
