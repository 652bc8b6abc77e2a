// Who has paid (issue 24). The one premium check every route and job uses: `hasPremium`.
import { and, eq, gt, inArray } from 'drizzle-orm';
import { subscriptions } from '../schema/subscriptions.ts';
import type { Executor } from './executor.ts';

/** Statuses that grant access while the paid period lasts. */
export const PREMIUM_STATUSES = ['active', 'trialing'] as const;

/**
 * True when this person holds a subscription Stripe reports as active or trialing whose paid period
 * has not ended at `now` (the app's clock: a replay asks at its own instant). Visitors (null) never do.
 */
export async function hasPremium(db: Executor, userId: string | null, now: Date): Promise<boolean> {
  if (userId === null) return false;
  const rows = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...PREMIUM_STATUSES]),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
