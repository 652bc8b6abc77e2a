// nflverse team statistics: by week (`stats_team_week_YYYY`) and season totals (`stats_team_reg_YYYY`).
import { z } from 'zod';
import { canonicalTeamCode } from '../../../shared/reference/teams.ts';
import {
  integer,
  numericCells,
  numericColumns,
  type RowParser,
  requiredInteger,
  requiredText,
  text,
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

const WeekRow = numericCells(NON_STAT_COLUMNS).pipe(
  z.object({
    season: requiredInteger,
    week: requiredInteger,
    season_type: z.enum(['REG', 'POST']),
    team,
    opponent_team: text.transform((t) => (t === null ? null : (canonicalTeamCode(t) ?? t))),
    game_id: text.optional(),
  }),
);

export const teamWeekStatsParser: RowParser<typeof WeekRow, TeamWeekStat> = {
  source: 'nflverse team week stats',
  schema: WeekRow,
  map: (r, record) => ({
    season: r.season,
    week: r.week,
    seasonType: r.season_type,
    team: r.team,
    opponentTeam: r.opponent_team,
    gameId: r.game_id ?? null,
    stats: numericColumns(record, NON_STAT_COLUMNS),
  }),
};

export interface TeamSeasonStat {
  season: number;
  seasonType: string;
  team: string;
  games: number | null;
  stats: Record<string, number>;
}

const SeasonRow = numericCells(NON_STAT_COLUMNS).pipe(
  z.object({
    season: requiredInteger,
    season_type: z.enum(['REG', 'POST', 'REG+POST']),
    team,
    games: integer,
  }),
);

export const teamSeasonStatsParser: RowParser<typeof SeasonRow, TeamSeasonStat> = {
  source: 'nflverse team season stats',
  schema: SeasonRow,
  map: (r, record) => ({
    season: r.season,
    seasonType: r.season_type,
    team: r.team,
    games: r.games,
    stats: numericColumns(record, NON_STAT_COLUMNS),
  }),
};
