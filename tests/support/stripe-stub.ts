// A loopback stand-in for the Stripe API (decision 121): the real SDK talks to it over HTTP, so tests
// exercise the SDK's own request encoding, auth header and response parsing. It answers the four calls
// the app makes with JSON shaped like Stripe's (API 2026-10-28: the period end lives on the items), keeps
// the subscriptions it made, and builds webhook events signed with the SDK's own test helper.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { parseEnv } from '../../src/core/config/env.ts';
import { type StubServer, startStubServer } from './stub-server.ts';

export const STUB_SECRET_KEY = 'sk_test_stub';
export const STUB_WEBHOOK_SECRET = 'whsec_test_stub_secret';
export const STUB_PRICE_ID = 'price_test_monthly';

type Status = Stripe.Subscription.Status;

export interface StubSubscription {
  id: string;
  customer: string;
  status: Status;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  userId: string;
}

export interface StubCheckout {
  id: string;
  /** The form Stripe received (the SDK's encoding), e.g. `line_items[0][price]`. */
  form: URLSearchParams;
}

export interface StripeStub {
  server: StubServer;
  /** Env entries that point the app at this stub. */
  env: Record<string, string>;
  checkouts: StubCheckout[];
  portals: string[];
  cancelled: string[];
  subscriptions: Map<string, StubSubscription>;
  /** Makes every call answer 500 (Stripe down) until set back. */
  failing: boolean;
  /** Stripe's side of a paid checkout: a customer and an active subscription; returns the event. */
  completeCheckout(session: StubCheckout, options?: { created?: number }): Stripe.Event;
  subscriptionEvent(
    type: 'customer.subscription.updated' | 'customer.subscription.deleted',
    id: string,
    created: number,
  ): Stripe.Event;
  paymentFailedEvent(subscriptionId: string, created: number): Stripe.Event;
  /** The body and headers Stripe would POST; `secret` other than ours forges the signature. */
  signed(event: Stripe.Event, secret?: string): { payload: string; headers: Record<string, string> };
}

const stripe = new Stripe(STUB_SECRET_KEY);
const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

function subscriptionJson(s: StubSubscription) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    metadata: { userId: s.userId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          current_period_start: s.currentPeriodEnd - 30 * DAY,
          current_period_end: s.currentPeriodEnd,
          price: { id: STUB_PRICE_ID, object: 'price', unit_amount: 1000, currency: 'usd' },
        },
      ],
      has_more: false,
    },
  };
}

function eventOf(type: string, object: unknown, created: number): Stripe.Event {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created,
    data: { object },
  } as never;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const json = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` });
  res.end(JSON.stringify(body));
};

export async function startStripeStub(): Promise<StripeStub> {
  const stub = {} as StripeStub;
  const server = await startStubServer(async (req, res, url) => {
    // Stripe's hosted checkout page, where the browser is sent: a page, not the API (no key).
    if (req.method === 'GET' && url.pathname.startsWith('/pay/')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      // An icon of its own (empty), so Chromium does not ask the stub's API for /favicon.ico (a 401 in the
      // page's console since the e2e pages no longer answer other hosts' images through a route, decision 154).
      res.end(
        '<!doctype html><title>Stripe Checkout (stub)</title><link rel="icon" href="data:,"><h1>Stripe Checkout (stub)</h1>',
      );
      return;
    }
    if (req.headers.authorization !== `Bearer ${STUB_SECRET_KEY}`) {
      return json(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const form = await formOf(req);
    if (stub.failing)
      return json(res, 500, { error: { type: 'api_error', message: 'stub: Stripe is down' } });
    const path = url.pathname;
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
      stub.checkouts.push({ id, form });
      return json(res, 200, {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: form.get('client_reference_id'),
        url: `${server.url}/pay/${id}`,
      });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      stub.portals.push(form.get('customer') ?? '');
      return json(res, 200, { id: 'bps_1', object: 'billing_portal.session', url: `${server.url}/portal/1` });
    }
    const sub = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    const held = sub ? stub.subscriptions.get(sub[1] ?? '') : undefined;
    if (sub && !held)
      return json(res, 404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
    if (held && req.method === 'GET') return json(res, 200, subscriptionJson(held));
    if (held && req.method === 'DELETE') {
      held.status = 'canceled';
      stub.cancelled.push(held.id);
      return json(res, 200, subscriptionJson(held));
    }
    return json(res, 404, {
      error: { type: 'invalid_request_error', message: `stub: no ${req.method} ${path}` },
    });
  });
  Object.assign(stub, {
    server,
    env: {
      STRIPE_SECRET_KEY: STUB_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STUB_WEBHOOK_SECRET,
      STRIPE_PRICE_ID: STUB_PRICE_ID,
      STRIPE_API_URL: server.url,
    },
    checkouts: [],
    portals: [],
    cancelled: [],
    subscriptions: new Map(),
    failing: false,
    completeCheckout(session: StubCheckout, options: { created?: number } = {}) {
      const created = options.created ?? nowSeconds();
      const userId = session.form.get('client_reference_id') ?? '';
      const id = `sub_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
      const customer = session.form.get('customer') ?? `cus_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
      stub.subscriptions.set(id, {
        id,
        customer,
        status: 'active',
        currentPeriodEnd: created + 30 * DAY,
        cancelAtPeriodEnd: false,
        userId,
      });
      return eventOf(
        'checkout.session.completed',
        {
          id: session.id,
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: userId,
          customer,
          subscription: id,
          payment_status: 'paid',
        },
        created,
      );
    },
    subscriptionEvent(type: string, id: string, created: number) {
      const held = stub.subscriptions.get(id);
      if (!held) throw new Error(`stub: no subscription ${id}`);
      return eventOf(type, subscriptionJson(held), created);
    },
    paymentFailedEvent(subscriptionId: string, created: number) {
      return eventOf(
        'invoice.payment_failed',
        {
          id: 'in_1',
          object: 'invoice',
          status: 'open',
          parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
        },
        created,
      );
    },
    signed(event: Stripe.Event, secret = STUB_WEBHOOK_SECRET) {
      const payload = JSON.stringify(event, null, 2);
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
      return {
        payload,
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
      };
    },
  });
  return stub;
}

/** The app's billing config for a stub (what parseEnv makes of `stub.env`). */
export const stubBillingConfig = (stub: StripeStub) => parseEnv({ LOG_LEVEL: 'silent', ...stub.env }).billing;
