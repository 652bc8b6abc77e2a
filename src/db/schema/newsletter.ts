import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Addresses left in the newsletter card. Stored lower-cased, once each. Double opt-in (a confirmation
 * mail before anything is sent) comes with the accounts work; until then nothing is mailed from here.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  source: text('source').notNull(),
  /** Real time of the sign-up (never the replay clock: a person signed up now). */
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
});
