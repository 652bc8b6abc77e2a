import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ALERT_TYPE_VALUES, type AlertDetails, URGENCY_VALUES } from '../../shared/api/alerts.ts';
import { games } from './games.ts';

const SIDES = ['home', 'away', 'over', 'under'] as const;
const LINE_MARKETS = ['spreads', 'totals'] as const;
const OUTCOMES = ['win', 'loss', 'push'] as const;

/**
 * Juice Watch alerts (spec 01 §3), made by the alerts job from real changes in the captured data and
 * stored once: `key` is the change's natural key, so a re-run inserts nothing, and a trigger (migration
 * 0003) refuses any update or delete. An alert is visible from `detected_at`, the capture time of the
 * newer value (replay never sees a later one).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull().unique('alerts_key_unique'),
    type: text('type', { enum: ALERT_TYPE_VALUES }).notNull(),
    urgency: text('urgency', { enum: URGENCY_VALUES }).notNull(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
    /** Capture of the older value; null for a first sighting. */
    fromAt: timestamp('from_at', { withTimezone: true }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    emoji: text('emoji').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    impact: text('impact').notNull(),
    team: text('team'),
    player: text('player'),
    playerId: text('player_id'),
    /** A book key or 'consensus'. */
    book: text('book'),
    market: text('market', { enum: LINE_MARKETS }),
    /** The side the change favoured (graded alerts only), its line and price at the alert. */
    side: text('side', { enum: SIDES }),
    line: doublePrecision('line'),
    price: integer('price'),
    details: jsonb('details').$type<AlertDetails>().notNull(),
    /** Real time of the insert (the database's clock), for auditing; visibility uses detected_at. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('alerts_detected_at_idx').on(t.detectedAt),
    index('alerts_game_idx').on(t.gameId),
    check('alerts_type_check', sql`${t.type} in ('line_movement', 'injury', 'weather', 'sharp_money')`),
    check('alerts_urgency_check', sql`${t.urgency} in ('high', 'medium', 'low')`),
    check(
      'alerts_graded_fields_check',
      sql`(${t.side} is null) = (${t.line} is null) and (${t.side} is null or ${t.market} is not null)`,
    ),
  ],
);

/**
 * The grade of an alert that implies a side, from the final score. Visible from `known_at`, when the
 * result became known (decision 006); units are one unit staked at the alert's price (−110 when none).
 */
export const alertGrades = pgTable(
  'alert_grades',
  {
    alertId: bigint('alert_id', { mode: 'number' })
      .primaryKey()
      .references(() => alerts.id),
    outcome: text('outcome', { enum: OUTCOMES }).notNull(),
    units: doublePrecision('units').notNull(),
    /** The price the units were counted at. */
    price: integer('price').notNull(),
    homeScore: integer('home_score').notNull(),
    awayScore: integer('away_score').notNull(),
    knownAt: timestamp('known_at', { withTimezone: true }).notNull(),
    gradedAt: timestamp('graded_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('alert_grades_outcome_check', sql`${t.outcome} in ('win', 'loss', 'push')`)],
);
