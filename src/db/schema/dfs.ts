import { doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** DraftKings / FanDuel salary exports, one row per player per slate. */
export const dfsSalaries = pgTable(
  'dfs_salaries',
  {
    /** 'draftkings' | 'fanduel'. */
    site: text('site').notNull(),
    slate: text('slate').notNull(),
    sitePlayerId: text('site_player_id').notNull(),
    season: integer('season'),
    week: integer('week'),
    playerName: text('player_name').notNull(),
    position: text('position').notNull(),
    rosterPosition: text('roster_position').notNull(),
    salary: integer('salary').notNull(),
    team: text('team').notNull(),
    opponent: text('opponent'),
    gameId: text('game_id'),
    gameInfo: text('game_info'),
    avgPoints: doublePrecision('avg_points'),
    injuryIndicator: text('injury_indicator'),
    /** Matched through the crosswalk by name and team; null when no match was certain. */
    gsisId: text('gsis_id'),
    /** When the salary was known: the earlier of the import time and the slate's first kickoff. */
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('dfs_salaries_natural_key').on(t.site, t.slate, t.sitePlayerId),
    index('dfs_salaries_week_idx').on(t.season, t.week),
  ],
);
