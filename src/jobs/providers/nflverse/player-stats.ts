// nflverse player statistics: weekly (old `player_stats_YYYY`, `player_stats_kicking_YYYY`, new
// `stats_player_week_YYYY`) and season totals (`stats_player_reg_YYYY`). Key columns are validated;
// every other numeric column is kept under its nflverse name.
import { z } from 'zod';
import { canonicalTeamCode } from '../../../shared/reference/teams.ts';
import { integer, numericCells, numericColumns, type RowParser, requiredInteger, text } from '../csv.ts';

export const NON_STAT_COLUMNS: ReadonlySet<string> = new Set([
  'season',
  'week',
  'season_type',
  'game_type',
  'game_id',
  'player_id',
  'player_name',
  'player_display_name',
  'position',
  'position_group',
  'headshot_url',
  'recent_team',
  'team',
  'opponent_team',
  'games',
  'fg_made_list',
  'fg_missed_list',
  'fg_blocked_list',
  'fg_made_distance',
  'fg_missed_distance',
  'fg_blocked_distance',
  'gwfg_distance',
  'gwfg_distance_list',
]);

const seasonType = z.enum(['REG', 'POST']);
const optionalTeam = text.transform((t) => (t === null ? null : (canonicalTeamCode(t) ?? t)));

// nflverse adds one row per team with no player_id for plays nobody is credited with (team penalties);
// it is not a player's line, so it is left out.
const Keys = z.object({
  player_id: text,
  season: requiredInteger,
  season_type: seasonType,
  player_display_name: text,
  player_name: text,
  position: text,
});

export interface PlayerWeekStat {
  season: number;
  week: number;
  seasonType: string;
  playerId: string;
  playerName: string | null;
  position: string | null;
  team: string;
  opponentTeam: string | null;
  fantasyPoints: number | null;
  fantasyPointsPpr: number | null;
  stats: Record<string, number>;
}

// Every stat cell is checked before the key columns: the stats map keeps them all.
const WeekRow = numericCells(NON_STAT_COLUMNS).pipe(
  Keys.extend({
    week: requiredInteger,
    team: optionalTeam.optional(),
    recent_team: optionalTeam.optional(),
    opponent_team: optionalTeam.optional(),
  }).refine((r) => (r.team ?? r.recent_team) != null, { message: 'is required', path: ['team'] }),
);

export const playerWeekStatsParser: RowParser<typeof WeekRow, PlayerWeekStat> = {
  source: 'nflverse player week stats',
  schema: WeekRow,
  map: (r, record) => {
    if (r.player_id === null) return null;
    const stats = numericColumns(record, NON_STAT_COLUMNS);
    return {
      season: r.season,
      week: r.week,
      seasonType: r.season_type,
      playerId: r.player_id,
      playerName: r.player_display_name ?? r.player_name,
      position: r.position,
      team: (r.team ?? r.recent_team) as string,
      opponentTeam: r.opponent_team ?? null,
      fantasyPoints: stats.fantasy_points ?? null,
      fantasyPointsPpr: stats.fantasy_points_ppr ?? null,
      stats,
    };
  },
};

export interface PlayerSeasonStat {
  season: number;
  seasonType: string;
  playerId: string;
  playerName: string | null;
  position: string | null;
  team: string | null;
  games: number | null;
  stats: Record<string, number>;
}

const SeasonRow = numericCells(NON_STAT_COLUMNS).pipe(
  Keys.extend({
    season_type: z.enum(['REG', 'POST', 'REG+POST']),
    games: integer,
    recent_team: optionalTeam.optional(),
    team: optionalTeam.optional(),
  }),
);

export const playerSeasonStatsParser: RowParser<typeof SeasonRow, PlayerSeasonStat> = {
  source: 'nflverse player season stats',
  schema: SeasonRow,
  map: (r, record) =>
    r.player_id === null
      ? null
      : {
          season: r.season,
          seasonType: r.season_type,
          playerId: r.player_id,
          playerName: r.player_display_name ?? r.player_name,
          position: r.position,
          team: r.recent_team ?? r.team ?? null,
          games: r.games,
          stats: numericColumns(record, NON_STAT_COLUMNS),
        },
};
