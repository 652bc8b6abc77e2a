import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { MedianAccuracyReport, PropNoPickReason } from '../../shared/api/props.ts';
import { games } from './games.ts';

/**
 * One decision per prop (game, player, market) and model version, taken at kickoff: a pick against the
 * book's line, or "no pick published" with the reasons. Written once; a trigger (hand-written in the
 * migration) refuses any change but the grade, and every delete. Only picks are graded.
 */
export const propPicks = pgTable(
  'prop_picks',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    playerId: text('player_id').notNull(),
    market: text('market').notNull(),
    modelVersion: text('model_version').notNull(),
    /** The instant the decision is about: the kickoff. */
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    season: integer('season').notNull(),
    week: integer('week').notNull(),
    playerName: text('player_name').notNull(),
    position: text('position').notNull(),
    team: text('team').notNull(),
    opponent: text('opponent').notNull(),
    status: text('status', { enum: ['pick', 'no_pick'] }).notNull(),
    book: text('book').notNull(),
    line: doublePrecision('line').notNull(),
    overPrice: integer('over_price'),
    underPrice: integer('under_price'),
    lineCapturedAt: timestamp('line_captured_at', { withTimezone: true }).notNull(),
    projection: doublePrecision('projection'),
    side: text('side', { enum: ['OVER', 'UNDER'] }),
    edge: doublePrecision('edge'),
    probability: doublePrecision('probability'),
    marketProbability: doublePrecision('market_probability'),
    confidence: text('confidence', { enum: ['HIGH', 'MEDIUM', 'LOW'] }),
    hitRateHits: integer('hit_rate_hits'),
    hitRatePushes: integer('hit_rate_pushes'),
    hitRateGames: integer('hit_rate_games'),
    reasons: jsonb('reasons').$type<PropNoPickReason[]>(),
    // The grade: the only columns that may change after the row is written.
    actual: doublePrecision('actual'),
    outcome: text('outcome', { enum: ['win', 'loss', 'push'] }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.playerId, t.market, t.modelVersion] }),
    index('prop_picks_week_idx').on(t.season, t.week),
    index('prop_picks_player_idx').on(t.playerId),
    check(
      'prop_picks_shape_check',
      sql`(${t.status} = 'pick' and ${t.side} is not null and ${t.projection} is not null and ${t.probability} is not null and ${t.reasons} is null)
       or (${t.status} = 'no_pick' and ${t.side} is null and ${t.reasons} is not null and ${t.outcome} is null)`,
    ),
    check('prop_picks_outcome_check', sql`${t.outcome} in ('win', 'loss', 'push')`),
  ],
);

/** The median view's walk-forward accuracy, recomputed by the props job when the player lines change. */
export const propReports = pgTable(
  'prop_reports',
  {
    modelVersion: text('model_version').notNull(),
    asOf: timestamp('as_of', { withTimezone: true }).notNull(),
    dataKey: text('data_key').notNull(),
    report: jsonb('report').$type<MedianAccuracyReport>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [primaryKey({ columns: [t.modelVersion, t.asOf] })],
);
