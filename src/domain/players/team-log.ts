// Every known team-game's opportunities (pass attempts, carries, targets) and who got them, learned
// one known line at a time. The usage model reads a player's share of his team's volume from here.

import type { PlayerGame } from './player-game.ts';

export type Opportunity = 'passAttempts' | 'carries' | 'targets';
export const OPPORTUNITIES: readonly Opportunity[] = ['passAttempts', 'carries', 'targets'];

export interface TeamGame {
  gameId: string;
  season: number;
  week: number;
  kickoffMs: number;
  team: string;
  totals: Record<Opportunity, number>;
  lines: Map<string, PlayerGame>;
}

export interface TeamLog {
  add(game: PlayerGame): void;
  /** The team's known games, oldest first. */
  games(team: string): readonly TeamGame[];
  /** One known team-game. */
  game(team: string, gameId: string): TeamGame | undefined;
  /** League average per team-game of each opportunity, over the known games of a season. */
  leagueAverage(season: number): Record<Opportunity, number> | null;
}

export function createTeamLog(): TeamLog {
  const byTeam = new Map<string, TeamGame[]>();
  const index = new Map<string, TeamGame>();
  const seasonTotals = new Map<number, { games: number } & Record<Opportunity, number>>();
  return {
    add(g) {
      const key = `${g.gameId}|${g.team}`;
      let tg = index.get(key);
      const season = seasonTotals.get(g.season) ?? { games: 0, passAttempts: 0, carries: 0, targets: 0 };
      seasonTotals.set(g.season, season);
      if (!tg) {
        tg = {
          gameId: g.gameId,
          season: g.season,
          week: g.week,
          kickoffMs: g.kickoffMs,
          team: g.team,
          totals: { passAttempts: 0, carries: 0, targets: 0 },
          lines: new Map(),
        };
        index.set(key, tg);
        const list = byTeam.get(g.team) ?? [];
        list.push(tg);
        list.sort((a, b) => a.kickoffMs - b.kickoffMs);
        byTeam.set(g.team, list);
        season.games += 1;
      }
      tg.lines.set(g.playerId, g);
      for (const o of ['passAttempts', 'carries', 'targets'] as const) {
        tg.totals[o] += g.line[o];
        season[o] += g.line[o];
      }
    },
    games: (team) => byTeam.get(team) ?? [],
    game: (team, gameId) => index.get(`${gameId}|${team}`),
    leagueAverage(season) {
      const s = seasonTotals.get(season);
      if (!s || s.games < 16) return null;
      return {
        passAttempts: s.passAttempts / s.games,
        carries: s.carries / s.games,
        targets: s.targets / s.games,
      };
    },
  };
}
