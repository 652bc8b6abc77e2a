// Checkout, the customer portal and the plan a person holds (issue 24 deliverables 3 and 8, decision 121).
// These only hand out Stripe's URLs and read what the webhook wrote: access is granted by
// routes/stripe-webhook.ts alone, never by a return from checkout.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StripeGateway } from '../../core/billing/stripe-gateway.ts';
import { hasPremium, planOf } from '../../db/repositories/subscriptions.ts';
import { BillingStatus, CheckoutBody, CheckoutSession, PortalSession } from '../../shared/api/billing.ts';
import { ApiError } from '../../shared/api/error.ts';
import { HttpError, sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';

export interface BillingContext {
  /** Unset: no Stripe keys, so no payments. */
  gateway: StripeGateway | undefined;
  siteUrl: string;
}

export const NOT_CONFIGURED =
  'Payments are not configured on this server (no Stripe keys): nothing can be bought.';
const STRIPE_FAILED = 'Stripe did not answer as expected. Nothing was charged; please try again.';

type Options = AppContext & { billing: BillingContext };

export const billingRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, clock, billing }) => {
  const tags = ['billing'];
  const { gateway, siteUrl } = billing;

  /**
   * The one shape of both Stripe calls that hand out a URL (checkout, portal): Stripe's answer, or
   * undefined once the error is sent — 503 without keys, 502 (logged) when Stripe throws or answers
   * without a URL. A refusal of our own inside `call` throws an HttpError, which passes through as it is.
   */
  async function viaStripe<T extends { url: string | null }>(
    request: FastifyRequest,
    reply: FastifyReply,
    event: string,
    call: (gateway: StripeGateway) => Promise<T>,
  ): Promise<(T & { url: string }) | undefined> {
    if (!gateway) {
      sendError(reply, 503, NOT_CONFIGURED);
      return undefined;
    }
    try {
      const answer = await call(gateway);
      if (answer.url) return { ...answer, url: answer.url };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      request.log.error({ event, userId: request.user?.id, err: error }, `${event} failed`);
    }
    sendError(reply, 502, STRIPE_FAILED);
    return undefined;
  }

  app.post(
    '/create-checkout-session',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Start Stripe Checkout for the monthly plan (card entry happens on Stripe’s page)',
        tags,
        body: CheckoutBody,
        response: { 200: CheckoutSession, 409: ApiError, 502: ApiError, 503: ApiError },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const session = await viaStripe(request, reply, 'billing.checkout', async (stripe) => {
        if (await hasPremium(db.orm, user.id, clock.now()))
          throw new HttpError(409, 'You have Premium already: manage it from your profile (Manage billing).');
        const held = await planOf(db.orm, user.id);
        return stripe.createCheckout(
          { userId: user.id, email: user.email, customerId: held?.stripeCustomerId ?? null },
          {
            // Stripe fills in {CHECKOUT_SESSION_ID}; the page then waits for the webhook, not for this.
            success: `${siteUrl}/profile?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
            cancel: `${siteUrl}/?checkout=cancelled`,
          },
        );
      });
      if (!session) return reply;
      request.log.info(
        { event: 'billing.checkout', userId: user.id, sessionId: session.id },
        'checkout started',
      );
      return { sessionId: session.id, url: session.url };
    },
  );

  app.post(
    '/billing/portal',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Open Stripe’s customer portal (cancel, card, invoices, the 7-day money-back)',
        tags,
        body: CheckoutBody,
        response: { 200: PortalSession, 404: ApiError, 502: ApiError, 503: ApiError },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const held = await planOf(db.orm, user.id);
      const customerId = held?.stripeCustomerId;
      if (!customerId) return sendError(reply, 404, 'You have no plan to manage yet.');
      const portal = await viaStripe(request, reply, 'billing.portal', async (stripe) => ({
        url: await stripe.createPortal(customerId, `${siteUrl}/profile`),
      }));
      return portal ? { url: portal.url } : reply;
    },
  );

  app.get(
    '/billing/status',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The signed-in person’s plan, as the verified webhooks left it',
        tags,
        response: { 200: BillingStatus },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const [held, premium] = await Promise.all([
        planOf(db.orm, user.id),
        hasPremium(db.orm, user.id, clock.now()),
      ]);
      const periodEnd = held?.currentPeriodEnd?.toISOString() ?? null;
      const stops = held !== null && (held.cancelAtPeriodEnd || held.status === 'canceled');
      return {
        plan: premium ? ('premium' as const) : ('free' as const),
        status: held?.status ?? null,
        renewsAt: premium && !stops ? periodEnd : null,
        endsAt: stops ? periodEnd : null,
        manageable: gateway !== undefined && Boolean(held?.stripeCustomerId),
        paymentsConfigured: gateway !== undefined,
      };
    },
  );
};
