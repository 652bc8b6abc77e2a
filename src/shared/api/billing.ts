// Checkout, the customer portal and the plan a person holds (issue 24 deliverables 3 and 8, decision 121).
// Card numbers never reach us: checkout and the portal are Stripe's pages; we only hand out their URLs.
import { z } from 'zod';

/** No body: the account's email and id go to Stripe (the webhook maps the payment back to the person). */
export const CheckoutBody = z.strictObject({}).optional();

export const CheckoutSession = z
  .object({
    sessionId: z.string().describe('Stripe Checkout session id'),
    url: z.url().describe('Stripe’s hosted checkout page: the browser goes there'),
  })
  .meta({ id: 'CheckoutSession' });
export type CheckoutSession = z.infer<typeof CheckoutSession>;

export const PortalSession = z
  .object({ url: z.url().describe('Stripe’s customer portal: cancel, card, invoices, refunds') })
  .meta({ id: 'PortalSession' });

export const BillingStatus = z
  .object({
    plan: z.enum(['premium', 'free']).describe('premium while a paid period lasts (the server’s check)'),
    status: z
      .string()
      .nullable()
      .describe('Stripe’s subscription status (active, past_due, canceled…); null: never subscribed'),
    /** The paid period's end when the plan renews then. */
    renewsAt: z.iso.datetime().nullable(),
    /** The paid period's end when the plan stops then (cancelled at period end, or cancelled). */
    endsAt: z.iso.datetime().nullable(),
    /** A Stripe customer exists: the portal can open. */
    manageable: z.boolean(),
    /** Payments are configured on this server (else checkout answers 503). */
    paymentsConfigured: z.boolean(),
  })
  .meta({ id: 'BillingStatus' });
export type BillingStatus = z.infer<typeof BillingStatus>;

export const WebhookAnswer = z.object({ received: z.literal(true) });
