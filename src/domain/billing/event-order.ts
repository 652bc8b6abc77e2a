// Stripe does not promise to deliver events in order, and retries them for days (decision 121). Which
// of two states of a person's subscription wins is decided here, from the events' own times.

/** What we hold about a person's subscription: the state the last applied event left. */
export interface HeldSubscription {
  stripeSubscriptionId: string | null;
  status: string;
  /** `created` of the newest event applied. */
  lastEventAt: Date;
}

/** What an incoming event says. */
export interface IncomingState {
  stripeSubscriptionId: string;
  /** `created` of the event at Stripe. */
  eventAt: Date;
}

/**
 * True when the incoming event may replace what we hold. An event older than the last one applied
 * changes nothing. Events of the same second (Stripe sends checkout.session.completed and
 * customer.subscription.updated together) both apply, except that a cancelled subscription never comes
 * back: Stripe cannot reactivate one (a new plan is a new subscription id), so only a different
 * subscription may replace it.
 */
export function eventApplies(held: HeldSubscription | null, incoming: IncomingState): boolean {
  if (held === null) return true;
  const heldMs = held.lastEventAt.getTime();
  const incomingMs = incoming.eventAt.getTime();
  if (incomingMs < heldMs) return false;
  const same = held.stripeSubscriptionId === incoming.stripeSubscriptionId;
  if (same && held.status === 'canceled') return false;
  return true;
}
