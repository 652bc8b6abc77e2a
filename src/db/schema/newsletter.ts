import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * Addresses left in the newsletter card, lower-cased, once each. Double opt-in
 * (docs/decisions/059-newsletter-double-opt-in.md): an address is 'pending' until the link mailed to it
 * is opened; only 'confirmed' addresses (and none of a person on a responsible-gaming break) get mail.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    email: text('email').primaryKey(),
    source: text('source').notNull(),
    /** Real time of the (latest) sign-up (never the replay clock: a person signed up now). */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Addresses stored before double opt-in never confirmed: they start as pending, without a link. */
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
    /** SHA-256 of the confirmation token (the token itself is only in the mail). */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [check('newsletter_status_known', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`)],
);
