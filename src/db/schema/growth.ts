// Growth (issue 24 deliverables 4–6): the weekly digest's deliveries, referral codes with their clicks and
// sign-ups, and first-party analytics events. Decisions 122 (digest) and 123 (referrals and analytics).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ANALYTICS_EVENT_NAMES, type AnalyticsEventName } from '../../shared/api/analytics.ts';
import { users } from './auth.ts';

export const DIGEST_CHANNELS = ['mail', 'push'] as const;
export type DigestChannel = (typeof DIGEST_CHANNELS)[number];

/**
 * One row per (week's digest, channel, recipient): inserted before the mail is queued or the push sent,
 * in the same transaction, so two instances running the digest job at once send each person one digest
 * a week. `recipient` is the address (mail) or the user id (push).
 */
export const weeklyDigestDeliveries = pgTable(
  'weekly_digest_deliveries',
  {
    season: integer('season').notNull(),
    week: integer('week').notNull(),
    channel: text('channel', { enum: DIGEST_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.week, t.channel, t.recipient] }),
    check('weekly_digest_channel_known', sql`${t.channel} in ('mail', 'push')`),
  ],
);

/** A person's own referral code: random, made the first time they look at it. */
export const referralCodes = pgTable('referral_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique('referral_codes_code_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A visit through a referral link, once per visitor per UTC day: `visitor` is an HMAC of the client's
 * address and user agent under the server secret (no address stored in clear).
 */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    code: text('code')
      .notNull()
      .references(() => referralCodes.code, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.visitor, t.day] })],
);

/** A sign-up attributed to a referrer's code; one per new account, never the referrer's own. */
export const referralSignups = pgTable(
  'referral_signups',
  {
    referredUserId: uuid('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code')
      .notNull()
      .references(() => referralCodes.code, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('referral_signups_code_idx').on(t.code)],
);

export { ANALYTICS_EVENT_NAMES as ANALYTICS_EVENTS, type AnalyticsEventName };

/** First-party analytics: what happened, when, on which page, by which (hashed) visitor. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    event: text('event', { enum: ANALYTICS_EVENT_NAMES }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** HMAC of address + user agent under the server secret: counts visitors, names nobody. */
    visitor: text('visitor').notNull(),
    /** The signed-in person, if any: their events go with their account (export, erase). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    referralCode: text('referral_code'),
    props: jsonb('props').$type<Record<string, string | number | boolean>>().notNull(),
  },
  (t) => [
    index('analytics_events_time_idx').on(t.occurredAt),
    index('analytics_events_user_idx').on(t.userId),
    check(
      'analytics_event_known',
      sql`${t.event} in ('page_view','free_pick_claim','modal_dismiss','banner_click','checkout_start')`,
    ),
  ],
);
