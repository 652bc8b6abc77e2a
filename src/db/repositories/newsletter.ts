import { eq } from 'drizzle-orm';
import { newsletterSubscribers } from '../schema/newsletter.ts';
import type { Executor } from './executor.ts';

/** Stores an address once; answers whether it was new. Idempotent: a second sign-up changes nothing. */
export async function subscribeToNewsletter(
  db: Executor,
  entry: { email: string; source: string },
): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: entry.email.toLowerCase(), source: entry.source })
    .onConflictDoNothing()
    .returning({ email: newsletterSubscribers.email });
  return { created: inserted.length > 0 };
}

export async function isSubscribed(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()));
  return rows.length > 0;
}

export async function countSubscribers(db: Executor): Promise<number> {
  return db.$count(newsletterSubscribers);
}
