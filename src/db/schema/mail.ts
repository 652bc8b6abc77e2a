// The transactional mail outbox: a message is written in the same transaction as the change it
// announces (sign-up, password reset) and sent later by the mail job, with retries. Without SMTP the
// messages stay here, readable by admins (GET /api/admin/mail). See docs/decisions/046-mail-outbox.md.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const MAIL_KINDS = [
  'verify-email',
  'reset-password',
  'account-exists',
  'newsletter-confirm',
  'newsletter-digest',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'expired'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The person it is about: their messages go when their account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    subject: text('subject').notNull(),
    /** Plain text with the link; emptied once delivered, so no usable token lingers in the table. */
    bodyText: text('body_text').notNull(),
    /**
     * Extra headers the sender adds (the digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058);
     * they carry the address's unsubscribe token, so they are emptied with the body once delivered.
     */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may next try: now for new mail, later after a failure or while one holds it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its link stops working then, so it is not worth sending later. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_user_idx').on(t.userId),
    check('mail_outbox_status_known', sql`${t.status} in ('pending', 'sent', 'failed', 'expired')`),
  ],
);
