// Who has paid (issue 24). The one premium check every route and job uses: `hasPremium`.
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import { users } from '../schema/auth.ts';
import { type SUBSCRIPTION_STATUSES, stripeEvents, subscriptions } from '../schema/subscriptions.ts';
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

/** What the account page shows about a person's plan (null: they never started one). */
export interface HeldPlan {
  status: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export async function planOf(db: Executor, userId: string): Promise<HeldPlan | null> {
  const [row] = await db
    .select({
      status: subscriptions.status,
      stripeCustomerId: subscriptions.stripeCustomerId,
      stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/**
 * Records a Stripe event as applied. False when it was already (a retry or a replay): the caller then
 * changes nothing. Call it inside the transaction that applies the event, so both commit or neither.
 */
export async function recordStripeEvent(
  tx: Executor,
  event: { eventId: string; type: string; createdAt: Date },
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(stripeEvents)
    .values({ ...event, receivedAt: now })
    .onConflictDoNothing({ target: stripeEvents.eventId })
    .returning({ eventId: stripeEvents.eventId });
  return inserted.length > 0;
}

/** The person a Stripe subscription or customer belongs to, by what an earlier event linked. */
export async function userIdForStripe(
  tx: Executor,
  ids: { subscriptionId: string; customerId: string },
): Promise<string | null> {
  const [row] = await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      or(
        eq(subscriptions.stripeSubscriptionId, ids.subscriptionId),
        eq(subscriptions.stripeCustomerId, ids.customerId),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Locks the person's account row for the rest of the transaction (two events of one person apply one
 * after the other) and returns what we hold about their plan; undefined when the account is gone.
 */
export async function lockHeldSubscription(
  tx: Executor,
  userId: string,
): Promise<(HeldPlan & { lastEventAt: Date }) | null | undefined> {
  const user = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  if (user.length === 0) return undefined;
  const [row] = await tx
    .select({
      status: subscriptions.status,
      stripeCustomerId: subscriptions.stripeCustomerId,
      stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      lastEventAt: subscriptions.lastEventAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return row ?? null;
}

export interface SubscriptionWrite {
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  status: (typeof SUBSCRIPTION_STATUSES)[number];
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** `created` of the Stripe event this state comes from. */
  eventAt: Date;
}

/** The person's plan as the event says (one row per person: an upsert on the user id). */
export async function writeSubscription(
  tx: Executor,
  userId: string,
  write: SubscriptionWrite,
  now: Date,
): Promise<void> {
  const { eventAt, ...values } = write;
  await tx
    .insert(subscriptions)
    .values({ userId, ...values, lastEventAt: eventAt, updatedAt: now })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { ...values, lastEventAt: eventAt, updatedAt: now },
    });
}
