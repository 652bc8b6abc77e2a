// Checkout, the customer portal and the plan a person holds (issue 24 deliverables 3 and 8, decision 121).
// These only hand out Stripe's URLs and read what the webhook wrote: access is granted by
// routes/stripe-webhook.ts alone, never by a return from checkout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StripeGateway } from '../../core/billing/stripe-gateway.ts';
import { hasPremium, planOf } from '../../db/repositories/subscriptions.ts';
import { BillingStatus, CheckoutBody, CheckoutSession, PortalSession } from '../../shared/api/billing.ts';
import { ApiError } from '../../shared/api/error.ts';
import { sendError } from '../api-error.ts';
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
      if (!gateway) return sendError(reply, 503, NOT_CONFIGURED);
      if (await hasPremium(db.orm, user.id, clock.now())) {
        return sendError(
          reply,
          409,
          'You have Premium already: manage it from your profile (Manage billing).',
        );
      }
      const held = await planOf(db.orm, user.id);
      try {
        const session = await gateway.createCheckout(
          { userId: user.id, email: user.email, customerId: held?.stripeCustomerId ?? null },
          {
            // Stripe fills in {CHECKOUT_SESSION_ID}; the page then waits for the webhook, not for this.
            success: `${siteUrl}/profile?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
            cancel: `${siteUrl}/?checkout=cancelled`,
          },
        );
        if (!session.url) return sendError(reply, 502, STRIPE_FAILED);
        request.log.info(
          { event: 'billing.checkout', userId: user.id, sessionId: session.id },
          'checkout started',
        );
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        request.log.error({ event: 'billing.checkout', userId: user.id, err: error }, 'checkout failed');
        return sendError(reply, 502, STRIPE_FAILED);
      }
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
      if (!held?.stripeCustomerId) return sendError(reply, 404, 'You have no plan to manage yet.');
      if (!gateway) return sendError(reply, 503, NOT_CONFIGURED);
      try {
        return { url: await gateway.createPortal(held.stripeCustomerId, `${siteUrl}/profile`) };
      } catch (error) {
        request.log.error({ event: 'billing.portal', userId: user.id, err: error }, 'portal failed');
        return sendError(reply, 502, STRIPE_FAILED);
      }
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
