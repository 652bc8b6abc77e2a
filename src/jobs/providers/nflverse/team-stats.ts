// nflverse team statistics: by week (`stats_team_week_YYYY`) and season totals (`stats_team_reg_YYYY`).
import { z } from 'zod';
import { canonicalTeamCode } from '../../../shared/reference/teams.ts';
import {
  integer,
  numericColumns,
  parseCsv,
  requiredInteger,
  requiredText,
  text,
  validateRecords,
} from '../csv.ts';
import { NON_STAT_COLUMNS } from './player-stats.ts';

const team = requiredText.transform((t) => canonicalTeamCode(t) ?? t);

export interface TeamWeekStat {
  season: number;
  week: number;
  seasonType: string;
  team: string;
  opponentTeam: string | null;
  gameId: string | null;
  stats: Record<string, number>;
}

const WeekRow = z.object({
  season: requiredInteger,
  week: requiredInteger,
  season_type: z.enum(['REG', 'POST']),
  team,
  opponent_team: text.transform((t) => (t === null ? null : (canonicalTeamCode(t) ?? t))),
  game_id: text.optional(),
});

export function parseTeamWeekStats(csv: string): TeamWeekStat[] {
  const { records } = parseCsv(csv);
  return validateRecords('nflverse team week stats', records, WeekRow).map((r, i) => ({
    season: r.season,
    week: r.week,
    seasonType: r.season_type,
    team: r.team,
    opponentTeam: r.opponent_team,
    gameId: r.game_id ?? null,
    stats: numericColumns(records[i] as Record<string, string>, NON_STAT_COLUMNS),
  }));
}

export interface TeamSeasonStat {
  season: number;
  seasonType: string;
  team: string;
  games: number | null;
  stats: Record<string, number>;
}

const SeasonRow = z.object({
  season: requiredInteger,
  season_type: z.enum(['REG', 'POST', 'REG+POST']),
  team,
  games: integer,
});

export function parseTeamSeasonStats(csv: string): TeamSeasonStat[] {
  const { records } = parseCsv(csv);
  return validateRecords('nflverse team season stats', records, SeasonRow).map((r, i) => ({
    season: r.season,
    seasonType: r.season_type,
    team: r.team,
    games: r.games,
    stats: numericColumns(records[i] as Record<string, string>, NON_STAT_COLUMNS),
  }));
}
