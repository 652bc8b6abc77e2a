// Last season's rates, for a season that has no weekly player lines (2025 in the data pack): each
// player's per-game volume and share of his team's volume, and his efficiency, from last season's
// totals; and the league's, by position, to steady short records.

import type { SkillPosition } from '../player-game.ts';
import { emptyLine, STAT_KEYS, type StatLine } from '../stat-line.ts';
import type { Opportunity } from '../team-log.ts';

/** One player's regular-season totals (nflverse stats_player_reg). */
export interface SeasonTotals {
  playerId: string;
  name: string;
  position: SkillPosition;
  /** His last team that season. */
  team: string;
  season: number;
  games: number;
  line: StatLine;
}

/** A team's totals in one game (nflverse stats_team_week), with its kickoff. */
export interface TeamGameTotals {
  team: string;
  season: number;
  week: number;
  gameId: string;
  kickoffMs: number;
  volume: Record<Opportunity, number>;
}

export interface LeagueRates {
  /** Per player-game line of each position (all players who played). */
  perGame: Record<SkillPosition, StatLine>;
  /** Share of a team's volume each position takes (targets: WRs about 56%). */
  positionShare: Record<SkillPosition, Record<Opportunity, number>>;
  /** A team's volume per game. */
  teamPerGame: Record<Opportunity, number>;
}

const OPP: readonly Opportunity[] = ['passAttempts', 'carries', 'targets'];
export function leagueRates(
  totals: readonly SeasonTotals[],
  teamGames: readonly TeamGameTotals[],
): LeagueRates {
  const all = { passAttempts: 0, carries: 0, targets: 0 };
  for (const t of totals) for (const o of OPP) all[o] += t.line[o];
  const ratesOf = (pos: SkillPosition) => {
    const rows = totals.filter((t) => t.position === pos);
    const games = rows.reduce((a, t) => a + t.games, 0);
    const sum = emptyLine();
    for (const r of rows) for (const k of STAT_KEYS) sum[k] += r.line[k];
    const line = emptyLine();
    for (const k of STAT_KEYS) line[k] = games > 0 ? sum[k] / games : 0;
    const share = {
      passAttempts: all.passAttempts > 0 ? sum.passAttempts / all.passAttempts : 0,
      carries: all.carries > 0 ? sum.carries / all.carries : 0,
      targets: all.targets > 0 ? sum.targets / all.targets : 0,
    };
    return { line, share };
  };
  const qb = ratesOf('QB');
  const rb = ratesOf('RB');
  const wr = ratesOf('WR');
  const te = ratesOf('TE');
  const perGame = { QB: qb.line, RB: rb.line, WR: wr.line, TE: te.line };
  const positionShare = { QB: qb.share, RB: rb.share, WR: wr.share, TE: te.share };
  const teamPerGame = { passAttempts: 0, carries: 0, targets: 0 };
  for (const g of teamGames)
    for (const o of OPP) teamPerGame[o] += g.volume[o] / Math.max(1, teamGames.length);
  return { perGame, positionShare, teamPerGame };
}

/** His share per game of his team's volume last season (0 without a record). */
export function seasonShare(
  totals: SeasonTotals | undefined,
  teamGames: readonly TeamGameTotals[],
): Record<Opportunity, number> {
  const out = { passAttempts: 0, carries: 0, targets: 0 };
  if (!totals || totals.games === 0) return out;
  const own = teamGames.filter((g) => g.team === totals.team && g.season === totals.season);
  for (const o of OPP) {
    const teamPerGame = own.length ? own.reduce((a, g) => a + g.volume[o], 0) / own.length : 0;
    out[o] = teamPerGame > 0 ? totals.line[o] / totals.games / teamPerGame : 0;
  }
  return out;
}
