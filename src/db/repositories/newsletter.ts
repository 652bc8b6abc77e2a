// Newsletter addresses with double opt-in (docs/decisions/059-newsletter-double-opt-in.md). Tokens are
// stored as SHA-256 hashes; only confirmed addresses of people not on a responsible-gaming break are
// recipients.
import { and, eq, gt, isNull, lte, ne, or } from 'drizzle-orm';
import { newsletterSubscribers } from '../schema/newsletter.ts';
import { addressesOnBreak } from './betting-settings.ts';
import type { Executor } from './executor.ts';

/** What a sign-up leads to: a confirmation mail, or none (confirmed already, or one went out lately). */
export type SignupOutcome = 'send-confirmation' | 'no-mail';

/**
 * Records a sign-up for `email` (lower-cased) in one conditional upsert, so concurrent sign-ups naming
 * the same address cannot both win: a new address is inserted; a pending or unsubscribed one gets a
 * fresh token only when its last confirmation went out at least `resendAfterMs` before `now` (a form
 * cannot be used to flood someone's inbox); a confirmed one is left alone. 'send-confirmation' exactly
 * when the row was written. Run in a transaction with the mail it leads to.
 */
export async function recordSignup(
  db: Executor,
  entry: {
    email: string;
    source: string;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
    resendAfterMs: number;
  },
): Promise<SignupOutcome> {
  const email = entry.email.toLowerCase();
  const pending = {
    source: entry.source,
    status: 'pending' as const,
    subscribedAt: entry.now,
    confirmTokenHash: entry.tokenHash,
    confirmExpiresAt: entry.expiresAt,
    confirmationSentAt: entry.now,
    unsubscribedAt: null,
  };
  const resendFrom = new Date(entry.now.getTime() - entry.resendAfterMs);
  const written = await db
    .insert(newsletterSubscribers)
    .values({ email, ...pending })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: pending,
      setWhere: and(
        ne(newsletterSubscribers.status, 'confirmed'),
        or(
          isNull(newsletterSubscribers.confirmationSentAt),
          lte(newsletterSubscribers.confirmationSentAt, resendFrom),
        ),
      ),
    })
    .returning({ email: newsletterSubscribers.email });
  return written.length > 0 ? 'send-confirmation' : 'no-mail';
}

/** Confirms the pending address the token was mailed to; null when the token is unknown or expired. */
export async function confirmSignup(db: Executor, tokenHash: string, now: Date): Promise<string | null> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, tokenHash),
        eq(newsletterSubscribers.status, 'pending'),
        gt(newsletterSubscribers.confirmExpiresAt, now),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  return rows[0]?.email ?? null;
}

/** Takes an address off the list (whatever its state); false when it was never on it. */
export async function unsubscribe(db: Executor, email: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(eq(newsletterSubscribers.email, email.toLowerCase()))
    .returning({ email: newsletterSubscribers.email });
  return rows.length > 0;
}

/** Who a newsletter may be sent to at `now`: confirmed, and not a person on a break. */
export async function newsletterRecipients(db: Executor, now: Date): Promise<string[]> {
  const confirmed = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .orderBy(newsletterSubscribers.email);
  const emails = confirmed.map((r) => r.email);
  const excluded = await addressesOnBreak(db, emails, now);
  return emails.filter((e) => !excluded.has(e));
}

export async function countSubscribers(db: Executor, now: Date): Promise<number> {
  return (await newsletterRecipients(db, now)).length;
}
