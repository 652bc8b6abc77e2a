// A verified Stripe event, applied once (decision 121). The subscription's state is read first (from the
// event, or fetched from Stripe for events that only name it), then one transaction records the event id
// and writes the person's plan: a retry of the same event finds its id recorded and changes nothing, and
// an event older than the last applied one changes nothing (domain/billing/event-order.ts).
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import {
  lockHeldSubscription,
  recordStripeEvent,
  userIdForStripe,
  writeSubscription,
} from '../../db/repositories/subscriptions.ts';
import { SUBSCRIPTION_STATUSES } from '../../db/schema/subscriptions.ts';
import { eventApplies } from '../../domain/billing/event-order.ts';
import {
  type StripeGateway,
  type StripeSubscriptionState,
  stripeIdOf,
  subscriptionState,
} from './stripe-gateway.ts';

export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored' | 'unmatched';

const knownStatus = (status: string) =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(status)
    ? (status as (typeof SUBSCRIPTION_STATUSES)[number])
    : null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface EventState {
  subscription: StripeSubscriptionState;
  /** Who it belongs to when the event says so (checkout's client_reference_id). */
  userId: string | null;
}

/**
 * What the event says about a subscription (null: nothing that touches access). Handled:
 * checkout.session.completed, customer.subscription.updated/deleted, invoice.payment_failed.
 */
async function stateOf(event: Stripe.Event, gateway: StripeGateway): Promise<EventState | null> {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = stripeIdOf(session.subscription);
      if (session.mode !== 'subscription' || subscriptionId === null) return null;
      const subscription = await gateway.retrieveSubscription(subscriptionId);
      return { subscription, userId: session.client_reference_id ?? subscription.userId };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = subscriptionState(event.data.object);
      return { subscription, userId: subscription.userId };
    }
    case 'invoice.payment_failed': {
      // The invoice names its subscription; the subscription says what the failure did (past_due…).
      const subscriptionId = stripeIdOf(event.data.object.parent?.subscription_details?.subscription);
      if (subscriptionId === null) return null;
      const subscription = await gateway.retrieveSubscription(subscriptionId);
      return { subscription, userId: subscription.userId };
    }
    default:
      return null;
  }
}

export async function applyStripeEvent(
  db: Database,
  gateway: StripeGateway,
  event: Stripe.Event,
  now: Date,
): Promise<EventOutcome> {
  // Read before the transaction: no row stays locked while Stripe answers.
  const state = await stateOf(event, gateway);
  const eventAt = new Date(event.created * 1000);
  return db.orm.transaction(async (tx) => {
    const first = await recordStripeEvent(
      tx,
      { eventId: event.id, type: event.type, createdAt: eventAt },
      now,
    );
    if (!first) return 'duplicate';
    if (state === null) return 'ignored';
    const { subscription } = state;
    const status = knownStatus(subscription.status);
    // A status Stripe adds later is not guessed at: the event is kept as seen and changes nothing.
    if (status === null) return 'ignored';
    const userId = state.userId ?? (await userIdForStripe(tx, subscription));
    if (userId === null || !UUID.test(userId)) return 'unmatched';
    const held = await lockHeldSubscription(tx, userId);
    if (held === undefined) return 'unmatched';
    const incoming = { stripeSubscriptionId: subscription.subscriptionId, eventAt };
    if (held !== null && !eventApplies(held, incoming)) return 'stale';
    await writeSubscription(
      tx,
      userId,
      {
        stripeCustomerId: subscription.customerId,
        stripeSubscriptionId: subscription.subscriptionId,
        status,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        eventAt,
      },
      now,
    );
    return 'applied';
  });
}
