// Push notifications (issue 24 deliverable 7, spec 02 §8): a signed-in person's browser subscriptions,
// their alert preferences, and one row per alert delivered to a person, so an alert is pushed at most
// once per person even when two instances run the alerts job. See docs/decisions/115-push-notifications.md.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { alerts } from './alerts.ts';
import { users } from './auth.ts';

/** A browser's push subscription (the PushSubscription's endpoint and keys), owned by one person. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser; unique: a browser re-subscribing moves it to its new owner. */
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** One row per person who changed a push preference; a missing row reads as the defaults. */
export const pushPreferences = pgTable(
  'push_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Spec 02 §8's five toggles: all on by default except criticalOnly.
    juiceWatch: boolean('juice_watch').notNull().default(true),
    lineMovements: boolean('line_movements').notNull().default(true),
    playerUpdates: boolean('player_updates').notNull().default(true),
    weeklyDigest: boolean('weekly_digest').notNull().default(true),
    criticalOnly: boolean('critical_only').notNull().default(false),
    /** Only alerts about the Profile's favourite teams. */
    favoriteTeamsOnly: boolean('favorite_teams_only').notNull().default(false),
    /** Quiet hours in the person's time zone, [start, end) in whole hours; both null: none. */
    quietStartHour: integer('quiet_start_hour'),
    quietEndHour: integer('quiet_end_hour'),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('push_preferences_quiet_pair', sql`(${t.quietStartHour} is null) = (${t.quietEndHour} is null)`),
    check(
      'push_preferences_quiet_range',
      sql`${t.quietStartHour} is null or (${t.quietStartHour} between 0 and 23 and ${t.quietEndHour} between 0 and 23)`,
    ),
  ],
);

export const PUSH_OUTCOMES = ['sent', 'quiet', 'capped', 'failed'] as const;

/**
 * An alert considered for a person: claimed by inserting this row (the primary key makes the claim
 * atomic across instances), then marked with what happened. Admin-triggered test alerts have no
 * alert row and are not recorded here.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => alerts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: PUSH_OUTCOMES }).notNull(),
    /** The app's clock when it was decided (a replay records its instant). */
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.userId] }),
    index('push_deliveries_user_time_idx').on(t.userId, t.decidedAt),
    check('push_deliveries_outcome', sql`${t.outcome} in ('sent', 'quiet', 'capped', 'failed')`),
  ],
);
