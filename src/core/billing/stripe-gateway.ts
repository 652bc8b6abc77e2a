// The few Stripe calls the app makes, behind one small interface (decision 121). The real SDK talks to
// STRIPE_API_URL: Stripe itself in production, a loopback stub in tests (tests/support/stripe-stub.ts).
import Stripe from 'stripe';
import type { Config } from '../config/env.ts';

export type StripeSettings = NonNullable<Config['billing']['stripe']>;

/** A subscription as Stripe reports it, reduced to what access depends on. */
export interface StripeSubscriptionState {
  subscriptionId: string;
  customerId: string;
  status: Stripe.Subscription.Status;
  /** End of the period paid for (the earliest item's, as Stripe bills items together). */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Our user id, as checkout wrote it into the subscription's metadata. */
  userId: string | null;
}

export interface CheckoutRequest {
  userId: string;
  email: string;
  /** The person's Stripe customer from an earlier plan, reused so Stripe keeps one record of them. */
  customerId: string | null;
}

export interface StripeGateway {
  priceId: string;
  createCheckout(
    request: CheckoutRequest,
    urls: { success: string; cancel: string },
  ): Promise<{
    id: string;
    url: string | null;
  }>;
  retrieveSubscription(subscriptionId: string): Promise<StripeSubscriptionState>;
  createPortal(customerId: string, returnUrl: string): Promise<string>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Checks the signature over the raw bytes; throws when it does not match or is too old. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export function subscriptionState(subscription: Stripe.Subscription): StripeSubscriptionState {
  const ends = subscription.items.data.map((item) => item.current_period_end);
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    currentPeriodEnd: ends.length > 0 ? new Date(Math.min(...ends) * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    userId: subscription.metadata?.userId ?? null,
  };
}

export function createStripeGateway(settings: StripeSettings): StripeGateway {
  const api = new URL(settings.apiUrl);
  const stripe = new Stripe(settings.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'https:' ? 443 : 80),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    timeout: 20_000,
    maxNetworkRetries: 2,
    appInfo: { name: 'go-gorilla' },
  });
  return {
    priceId: settings.priceId,
    async createCheckout(request, urls) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: settings.priceId, quantity: 1 }],
        client_reference_id: request.userId,
        ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
        metadata: { userId: request.userId },
        subscription_data: { metadata: { userId: request.userId } },
        success_url: urls.success,
        cancel_url: urls.cancel,
      });
      return { id: session.id, url: session.url };
    },
    async retrieveSubscription(subscriptionId) {
      return subscriptionState(await stripe.subscriptions.retrieve(subscriptionId));
    },
    async createPortal(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
    verifyEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}

export { idOf as stripeIdOf };
