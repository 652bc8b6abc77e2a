// A Chiefs player's key for one 2025 game against the Bills, for player tests.
import type { PlayerGameKey } from './player-game.ts';

export const chiefsPlayer = (
  playerId: string,
  position: PlayerGameKey['position'],
  game: { gameId: string; week: number; kickoffMs: number },
): PlayerGameKey => ({
  playerId,
  name: playerId,
  position,
  team: 'KC',
  opponent: 'BUF',
  season: 2025,
  ...game,
});
