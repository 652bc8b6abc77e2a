import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Stat tables keep nflverse's numeric columns in a jsonb map keyed by nflverse's own column names: the
// release formats differ between years (e.g. `interceptions` vs `passing_interceptions`) and a fixed
// column list would drop whatever the next format adds. Visible once their game's result is known.
type Stats = Record<string, number>;

export const playerWeekStats = pgTable(
  'player_week_stats',
  {
    season: integer('season').notNull(),
    week: integer('week').notNull(),
    seasonType: text('season_type').notNull(),
    playerId: text('player_id').notNull(),
    playerName: text('player_name'),
    position: text('position'),
    team: text('team').notNull(),
    opponentTeam: text('opponent_team'),
    fantasyPoints: doublePrecision('fantasy_points'),
    fantasyPointsPpr: doublePrecision('fantasy_points_ppr'),
    stats: jsonb('stats').$type<Stats>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.week, t.seasonType, t.playerId] }),
    index('player_week_stats_player_idx').on(t.playerId),
    index('player_week_stats_team_idx').on(t.season, t.week, t.team),
  ],
);

export const playerSeasonStats = pgTable(
  'player_season_stats',
  {
    season: integer('season').notNull(),
    seasonType: text('season_type').notNull(),
    playerId: text('player_id').notNull(),
    playerName: text('player_name'),
    position: text('position'),
    team: text('team'),
    games: integer('games'),
    stats: jsonb('stats').$type<Stats>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.season, t.seasonType, t.playerId] })],
);

export const teamWeekStats = pgTable(
  'team_week_stats',
  {
    season: integer('season').notNull(),
    week: integer('week').notNull(),
    seasonType: text('season_type').notNull(),
    team: text('team').notNull(),
    opponentTeam: text('opponent_team'),
    gameId: text('game_id'),
    stats: jsonb('stats').$type<Stats>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.season, t.week, t.seasonType, t.team] })],
);

export const teamSeasonStats = pgTable(
  'team_season_stats',
  {
    season: integer('season').notNull(),
    seasonType: text('season_type').notNull(),
    team: text('team').notNull(),
    games: integer('games'),
    stats: jsonb('stats').$type<Stats>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.season, t.seasonType, t.team] })],
);

export const snapCounts = pgTable(
  'snap_counts',
  {
    gameId: text('game_id').notNull(),
    pfrPlayerId: text('pfr_player_id').notNull(),
    season: integer('season').notNull(),
    week: integer('week').notNull(),
    gameType: text('game_type').notNull(),
    player: text('player').notNull(),
    position: text('position'),
    team: text('team').notNull(),
    opponent: text('opponent'),
    offenseSnaps: integer('offense_snaps'),
    offensePct: doublePrecision('offense_pct'),
    defenseSnaps: integer('defense_snaps'),
    defensePct: doublePrecision('defense_pct'),
    stSnaps: integer('st_snaps'),
    stPct: doublePrecision('st_pct'),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.pfrPlayerId] }),
    index('snap_counts_player_idx').on(t.pfrPlayerId),
    index('snap_counts_season_week_idx').on(t.season, t.week),
  ],
);
