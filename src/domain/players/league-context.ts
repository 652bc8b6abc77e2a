// What the league has shown so far, learned one known game at a time: each position's usual volume
// and efficiency (the priors a short history is shrunk towards) and what each defence has allowed to
// each position. The walk-forward driver feeds it only lines whose result was known before the
// kickoff being projected.

import { draftKingsPoints } from './fantasy-scoring.ts';
import type { PlayerGame, SkillPosition } from './player-game.ts';
import { emptyLine, STAT_KEYS, type StatLine } from './stat-line.ts';

interface PositionTotals {
  lines: number;
  sum: StatLine;
}

export interface LeagueContext {
  add(game: PlayerGame): void;
  /** League per-game line of a position so far this season (last season's while this one is young). */
  perGame(position: SkillPosition, season: number): StatLine;
  /** DraftKings points a defence allows to a position per game against the league's, shrunk (1 = average). */
  opponentRatio(defence: string, position: SkillPosition, season: number, priorGames: number): number;
}

const MIN_LINES = 200;

export function createLeagueContext(): LeagueContext {
  const totals = new Map<string, PositionTotals>(); // `${season}|${position}`
  const allowed = new Map<string, number>(); // `${season}|${defence}|${position}` → DK points
  const defenceGames = new Map<string, Set<string>>(); // `${season}|${defence}` → game ids
  const leagueGames = new Map<number, Set<string>>(); // season → `${gameId}|${defence}`
  const leaguePoints = new Map<string, number>(); // `${season}|${position}`

  const totalsFor = (season: number, position: SkillPosition) => {
    const key = `${season}|${position}`;
    let t = totals.get(key);
    if (!t) {
      t = { lines: 0, sum: emptyLine() };
      totals.set(key, t);
    }
    return t;
  };

  return {
    add(game) {
      const t = totalsFor(game.season, game.position);
      t.lines += 1;
      for (const k of STAT_KEYS) t.sum[k] += game.line[k];
      const dk = draftKingsPoints(game.line);
      const a = `${game.season}|${game.opponent}|${game.position}`;
      allowed.set(a, (allowed.get(a) ?? 0) + dk);
      const d = `${game.season}|${game.opponent}`;
      defenceGames.set(d, (defenceGames.get(d) ?? new Set()).add(game.gameId));
      leagueGames.set(
        game.season,
        (leagueGames.get(game.season) ?? new Set()).add(`${game.gameId}|${game.opponent}`),
      );
      const lp = `${game.season}|${game.position}`;
      leaguePoints.set(lp, (leaguePoints.get(lp) ?? 0) + dk);
    },
    perGame(position, season) {
      const now = totals.get(`${season}|${position}`);
      const before = totals.get(`${season - 1}|${position}`);
      const use = now && (now.lines >= MIN_LINES || !before) ? now : (before ?? now);
      const out = emptyLine();
      if (!use || use.lines === 0) return out;
      for (const k of STAT_KEYS) out[k] = use.sum[k] / use.lines;
      return out;
    },
    opponentRatio(defence, position, season, priorGames) {
      const teamGames = leagueGames.get(season)?.size ?? 0;
      if (teamGames === 0) return 1;
      const average = (leaguePoints.get(`${season}|${position}`) ?? 0) / teamGames;
      if (average <= 0) return 1;
      const games = defenceGames.get(`${season}|${defence}`)?.size ?? 0;
      const points = allowed.get(`${season}|${defence}|${position}`) ?? 0;
      return (points + priorGames * average) / ((games + priorGames) * average);
    },
  };
}
