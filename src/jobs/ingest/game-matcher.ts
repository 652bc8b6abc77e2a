// Live feeds name games by teams and start time; our games are keyed by nflverse id.
import type { GameRow } from '../../db/repositories/games.ts';

export interface GameMatch {
  game: GameRow;
  /** The feed lists the teams the other way round (it happens at neutral sites). */
  swapped: boolean;
}

const WINDOW_MS = 36 * 3_600_000;

export function createGameMatcher(games: GameRow[]) {
  const byEspn = new Map(games.filter((g) => g.espnId).map((g) => [g.espnId as string, g]));
  return {
    match(
      home: string | undefined,
      away: string | undefined,
      start: Date,
      espnId?: string,
    ): GameMatch | undefined {
      const direct = espnId ? byEspn.get(espnId) : undefined;
      if (direct) return { game: direct, swapped: home !== undefined && direct.homeTeam !== home };
      if (!home || !away) return undefined;
      const near = games.filter((g) => Math.abs(g.kickoff.getTime() - start.getTime()) <= WINDOW_MS);
      const same = near.find((g) => g.homeTeam === home && g.awayTeam === away);
      if (same) return { game: same, swapped: false };
      const flipped = near.find((g) => g.homeTeam === away && g.awayTeam === home);
      return flipped ? { game: flipped, swapped: true } : undefined;
    },
  };
}
