// Stripe's webhook (decision 121): the only way access is granted or taken away. Stripe signs each
// delivery over the exact bytes it sent, so this plugin keeps its own JSON parser that hands the raw
// body over untouched (the app's parser would re-serialise it and break the signature). The route is
// public — Stripe holds no session — and its authentication is the signature: a forged or stale one
// gets 400 and changes nothing. No CSRF check (no cookie can ride along), see auth/access.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { applyStripeEvent } from '../../core/billing/apply-stripe-event.ts';
import type { StripeGateway } from '../../core/billing/stripe-gateway.ts';
import { WebhookAnswer } from '../../shared/api/billing.ts';
import { ApiError } from '../../shared/api/error.ts';
import { sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';
import { NOT_CONFIGURED } from './billing.ts';

type Options = AppContext & { gateway: StripeGateway | undefined };

export const stripeWebhookRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, wallNow, gateway }) => {
  // Scoped to this plugin: every other route keeps the app's JSON parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhook',
    {
      config: { access: 'public', csrf: false },
      schema: {
        summary: 'Stripe events (signed): checkout completed, subscription updated/deleted, payment failed',
        tags: ['billing'],
        // No body schema: the body is the signed bytes, checked by the signature and read by the SDK.
        response: { 200: WebhookAnswer, 400: ApiError, 503: ApiError },
      },
    },
    async (request, reply) => {
      if (!gateway) return sendError(reply, 503, NOT_CONFIGURED);
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        return sendError(reply, 400, 'No Stripe-Signature header or no JSON body.');
      let event: Stripe.Event;
      try {
        event = gateway.verifyEvent(request.body, signature);
      } catch {
        request.log.warn(
          { event: 'billing.webhook', outcome: 'bad-signature', ip: request.ip },
          'webhook refused',
        );
        return sendError(reply, 400, 'The Stripe signature does not match this body.');
      }
      // A failure here (Stripe unreachable, database down) answers 5xx: Stripe retries the event later.
      const outcome = await applyStripeEvent(db, gateway, event, wallNow());
      request.log.info(
        { event: 'billing.webhook', outcome, stripeEvent: event.id, type: event.type },
        `stripe event ${outcome}`,
      );
      return { received: true as const };
    },
  );
};
