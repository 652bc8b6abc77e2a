// Paid plans (issue 24): one row per person who ever started a subscription, written only by Stripe's
// verified webhooks (src/server/routes/stripe-webhook.ts) and read by every premium check. Access is
// decided here, on the server, never by a browser flag. See docs/decisions (subscriptions).

import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Stripe's subscription statuses, stored as Stripe sends them. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id').unique('subscriptions_stripe_customer_unique'),
    stripeSubscriptionId: text('stripe_subscription_id').unique('subscriptions_stripe_subscription_unique'),
    status: text('status').notNull(),
    /** End of the period paid for; access ends here (a cancelled plan keeps access until then). */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * `created` of the newest Stripe event applied to this row: an older event arriving later (Stripe
     * does not promise order) changes nothing.
     */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'subscriptions_status_known',
      sql`${t.status} in ('incomplete','incomplete_expired','trialing','active','past_due','canceled','unpaid','paused')`,
    ),
  ],
);

/**
 * Stripe events already applied, by Stripe's event id: Stripe delivers at least once and retries, so
 * an event seen again changes nothing. Written in the same transaction as the subscription row it
 * changed (decision 121).
 */
export const stripeEvents = pgTable('stripe_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  /** `created` of the event at Stripe. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
