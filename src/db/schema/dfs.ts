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
    /** Our player (gsis id); null for a team defence, a crosswalk-only player, or no certain match. */
    gsisId: text('gsis_id'),
    /** The matched player: his gsis id, or 'mfl:<id>' for a crosswalk entry without one. */
    playerKey: text('player_key'),
    /**
     * How the row was matched (src/domain/dfs/player-match.ts): 'site-id', 'name-team',
     * 'name-position', 'name', 'team-defence' or 'unmatched'.
     */
    matchMethod: text('match_method', {
      enum: ['site-id', 'name-team', 'name-position', 'name', 'team-defence', 'unmatched'],
    }),
    /**
     * When the salary was known: the earlier of the import time and the sites' publication time (the
     * Tuesday before the slate's first kickoff, docs/decisions/032-dfs-salary-imports.md).
     */
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('dfs_salaries_natural_key').on(t.site, t.slate, t.sitePlayerId),
    index('dfs_salaries_week_idx').on(t.season, t.week),
  ],
);
