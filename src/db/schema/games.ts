import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { TIME_SLOTS } from '../../shared/time-slots.ts';
import { stadiums, teams } from './reference.ts';

export const GAME_TYPES = ['REG', 'WC', 'DIV', 'CON', 'SB'] as const;
export const GAME_STATUSES = ['scheduled', 'in_progress', 'final'] as const;

/**
 * One row per game (nflverse game_id). Scores are stored as soon as a source reports them but are
 * shown only from `result_known_at` (replay: nothing known after NOW is visible).
 */
export const games = pgTable(
  'games',
  {
    gameId: text('game_id').primaryKey(),
    season: integer('season').notNull(),
    gameType: text('game_type', { enum: GAME_TYPES }).notNull(),
    week: integer('week').notNull(),
    kickoff: timestamp('kickoff', { withTimezone: true }).notNull(),
    /** The schedule gave no kickoff time (1999); a default hour was assumed. */
    kickoffEstimated: boolean('kickoff_estimated').notNull().default(false),
    timeSlot: text('time_slot', { enum: TIME_SLOTS }).notNull(),
    homeTeam: text('home_team')
      .notNull()
      .references(() => teams.code),
    awayTeam: text('away_team')
      .notNull()
      .references(() => teams.code),
    stadiumId: text('stadium_id').references(() => stadiums.id),
    neutralSite: boolean('neutral_site').notNull(),
    divisionGame: boolean('division_game').notNull(),
    homeRest: integer('home_rest'),
    awayRest: integer('away_rest'),
    roof: text('roof'),
    surface: text('surface'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    overtime: boolean('overtime'),
    /** 'scheduled' | 'in_progress' | 'final' as last reported by a source. */
    status: text('status', { enum: GAME_STATUSES }).notNull(),
    /** When the final score became known (nflverse history: kickoff + 4 h; live feeds: capture time). */
    resultKnownAt: timestamp('result_known_at', { withTimezone: true }),
    /**
     * An in-progress score from a live feed, kept apart from the final score so that a replay to a
     * moment during the game never sees the final.
     */
    liveHomeScore: integer('live_home_score'),
    liveAwayScore: integer('live_away_score'),
    liveDetail: text('live_detail'),
    liveScoreAt: timestamp('live_score_at', { withTimezone: true }),
    homeQbId: text('home_qb_id'),
    awayQbId: text('away_qb_id'),
    homeQbName: text('home_qb_name'),
    awayQbName: text('away_qb_name'),
    homeCoach: text('home_coach'),
    awayCoach: text('away_coach'),
    referee: text('referee'),
    espnId: text('espn_id'),
    pfrId: text('pfr_id'),
    oldGameId: text('old_game_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('games_season_week_idx').on(t.season, t.week),
    index('games_kickoff_idx').on(t.kickoff),
    index('games_espn_id_idx').on(t.espnId),
    check('games_status_check', sql`${t.status} in ('scheduled', 'in_progress', 'final')`),
  ],
);
