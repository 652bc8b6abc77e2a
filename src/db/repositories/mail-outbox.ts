// The mail outbox: written in the transaction of the change it announces, claimed by the mail job
// with SKIP LOCKED (so several instances never send one message twice at once), retried with backoff.
import { and, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { type MailKind, type MailStatus, mailOutbox } from '../schema/mail.ts';
import type { Executor } from './executor.ts';

export interface NewMail {
  userId: string | null;
  to: string;
  kind: MailKind;
  subject: string;
  text: string;
  expiresAt: Date;
  /** Extra headers (List-Unsubscribe…), emptied with the body once sent. */
  headers?: Record<string, string>;
}

export type StoredMail = typeof mailOutbox.$inferSelect;

/** `now`: real time (the app's wallNow, the senders' clock), when the mail falls due. */
export async function enqueueMail(db: Executor, mail: NewMail, now: Date): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      userId: mail.userId,
      toAddress: mail.to,
      kind: mail.kind,
      subject: mail.subject,
      bodyText: mail.text,
      headers: mail.headers ?? {},
      expiresAt: mail.expiresAt,
      // Due now on the senders' millisecond clock. The column's default (PostgreSQL's now()) keeps
      // microseconds, so a sender asking "due at new Date()" in the same millisecond missed it and the
      // mail waited for the next poll (CI caught it: 43 of 200 immediate claims missed).
      nextAttemptAt: now,
    })
    .returning({ id: mailOutbox.id });
  return row?.id ?? 0;
}

/**
 * Takes up to `limit` messages due at `now` and pushes their next attempt `leaseMs` ahead, so a sender
 * that dies mid-send leaves them to be retried after the lease instead of lost or sent twice at once.
 */
export function claimDueMail(db: Executor, now: Date, limit: number, leaseMs: number): Promise<StoredMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Delivered: the body (with its token) is emptied, the headers stay for the admin page. */
export async function markMailSent(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, bodyText: '', headers: {}, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(
  db: Executor,
  id: number,
  error: string,
  retryAt: Date | undefined,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { lastError: error.slice(0, 500), nextAttemptAt: retryAt }
        : { lastError: error.slice(0, 500), status: 'failed' },
    )
    .where(eq(mailOutbox.id, id));
}

/** Pending messages whose link no longer works are not worth sending: marked expired. */
export async function expireStaleMail(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'expired', bodyText: '', headers: {} })
    .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.expiresAt, now)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

export function listMail(db: Executor, options: { limit: number; beforeId?: number; status?: MailStatus }) {
  const filters = [
    options.beforeId === undefined ? undefined : lt(mailOutbox.id, options.beforeId),
    options.status === undefined ? undefined : eq(mailOutbox.status, options.status),
  ].filter((f) => f !== undefined);
  return db
    .select()
    .from(mailOutbox)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(options.limit);
}
