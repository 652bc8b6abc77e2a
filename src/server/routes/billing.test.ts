// Checkout, webhooks and the portal through the real app on real PostgreSQL (decision 121). The real
// Stripe SDK talks to a loopback stub of Stripe's API (tests/support/stripe-stub.ts); webhook bodies are
// signed with the SDK's test helper and pretty-printed, so a parser that re-serialised the body would
// break the signature. The app's clock stands at 12 December 2025 (replay); Stripe's times are real.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInBrowser, type TestBrowser } from '../../../tests/support/accounts.ts';
import { type StripeStub, startStripeStub, stubBillingConfig } from '../../../tests/support/stripe-stub.ts';
import { baseTestConfig, createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { fixedClock } from '../../core/clock.ts';
import { hasPremium } from '../../db/repositories/subscriptions.ts';
import { users } from '../../db/schema/auth.ts';
import { stripeEvents, subscriptions } from '../../db/schema/subscriptions.ts';
import { buildApp } from '../app.ts';

const NOW = new Date('2025-12-12T18:00:00Z');
let t: TestApp;
let stub: StripeStub;

beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp({ now: NOW.toISOString(), config: { billing: stubBillingConfig(stub) } });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await stub?.server.close();
});

const orm = () => t.database.db.orm;
const userId = async (email: string) =>
  (await orm().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';
const status = async (browser: TestBrowser) => (await browser.get('/api/billing/status')).json();
const rowOf = async (email: string) =>
  (
    await orm()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, await userId(email)))
  )[0];

/** POSTs an event the way Stripe does: no cookie, no CSRF token, the signed raw bytes. */
async function deliver(signed: { payload: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: signed.payload,
    headers: signed.headers,
  });
}

/** A signed-in person who has started checkout; returns the stub's record of the session. */
async function startCheckout(email: string) {
  const browser = await signedInBrowser(t, email);
  const res = await browser.post('/api/create-checkout-session', {});
  expect(res.statusCode, res.body).toBe(200);
  const session = stub.checkouts.at(-1);
  if (!session) throw new Error('no checkout reached the stub');
  return { browser, session, body: res.json() };
}

/** Checkout, then Stripe's checkout.session.completed delivered; returns the subscription id. */
async function subscribe(email: string, created?: number) {
  const { browser, session } = await startCheckout(email);
  const event = stub.completeCheckout(session, { created });
  expect((await deliver(stub.signed(event))).statusCode).toBe(200);
  const subscriptionId = (event.data.object as { subscription: string }).subscription;
  return { browser, subscriptionId, event };
}

describe('POST /api/create-checkout-session', () => {
  it('asks a visitor to sign in first (the webhook must map the payment to a person)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/create-checkout-session', payload: {} });
    expect(res.statusCode).toBe(403); // no CSRF token without a session: refused before anything else
    expect(stub.checkouts).toHaveLength(0);
  });

  it('creates a subscription session for the signed-in person with the configured price', async () => {
    const { browser, session, body } = await startCheckout('ann@example.com');
    const annId = await userId('ann@example.com');
    expect(body).toEqual({ sessionId: session.id, url: `${stub.server.url}/pay/${session.id}` });
    const form = Object.fromEntries(session.form);
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_test_monthly',
      'line_items[0][quantity]': '1',
      client_reference_id: annId,
      customer_email: 'ann@example.com',
      'subscription_data[metadata][userId]': annId,
      success_url: 'http://localhost:3000/profile?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/?checkout=cancelled',
    });
    // Returning from checkout grants nothing: only the webhook does.
    expect(await status(browser)).toMatchObject({ plan: 'free', status: null, manageable: false });
    expect(await hasPremium(orm(), annId, NOW)).toBe(false);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('checkout.session.completed makes the person premium until the period Stripe reports', async () => {
    const { browser, event } = await subscribe('cara@example.com');
    const created = event.created;
    // The stub bills 30 days from the event: period end = created + 30 × 86,400 s.
    const periodEnd = new Date((created + 30 * 86_400) * 1000).toISOString();
    expect(await status(browser)).toEqual({
      plan: 'premium',
      status: 'active',
      renewsAt: periodEnd,
      endsAt: null,
      manageable: true,
      paymentsConfigured: true,
    });
    expect(await hasPremium(orm(), await userId('cara@example.com'), NOW)).toBe(true);
  });

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const { browser, session } = await startCheckout('forger@example.com');
    const event = stub.completeCheckout(session);
    const before = (await orm().select().from(stripeEvents)).length;
    const res = await deliver(stub.signed(event, 'whsec_not_ours'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The Stripe signature does not match this body.');
    // A body changed after signing is refused too.
    const genuine = stub.signed(event);
    const tampered = { ...genuine, payload: genuine.payload.replace('"paid"', '"PAID"') };
    expect((await deliver(tampered)).statusCode).toBe(400);
    expect(await status(browser)).toMatchObject({ plan: 'free', status: null });
    expect(await orm().select().from(stripeEvents)).toHaveLength(before);
  });

  it('applies a replayed event once: the second delivery answers 200 and changes nothing', async () => {
    const { browser, subscriptionId, event } = await subscribe('dave@example.com');
    expect(await status(browser)).toMatchObject({ plan: 'premium', status: 'active' });
    // Stripe's side moves on without an event; the same checkout event arrives again (a retry, or an
    // attacker replaying a captured delivery). Applied again, it would fetch and write past_due.
    const held = stub.subscriptions.get(subscriptionId);
    if (held) held.status = 'past_due';
    const again = await deliver(stub.signed(event));
    expect(again.statusCode).toBe(200);
    expect(await status(browser)).toMatchObject({ plan: 'premium', status: 'active' });
    expect(await orm().select().from(stripeEvents).where(eq(stripeEvents.eventId, event.id))).toHaveLength(1);
  });

  it('out of order: a deletion, then an older update, leaves the plan cancelled', async () => {
    const t0 = Math.floor(Date.now() / 1000);
    const { browser, subscriptionId } = await subscribe('erin@example.com', t0);
    const held = stub.subscriptions.get(subscriptionId);
    if (!held) throw new Error('no subscription');
    // Stripe's update of t0+100 (still active) is delayed; its deletion of t0+200 arrives first.
    const update = stub.subscriptionEvent('customer.subscription.updated', subscriptionId, t0 + 100);
    held.status = 'canceled';
    const deletion = stub.subscriptionEvent('customer.subscription.deleted', subscriptionId, t0 + 200);
    expect((await deliver(stub.signed(deletion))).statusCode).toBe(200);
    expect((await deliver(stub.signed(update))).statusCode).toBe(200);
    expect(await status(browser)).toMatchObject({ plan: 'free', status: 'canceled', renewsAt: null });
    expect((await rowOf('erin@example.com'))?.lastEventAt).toEqual(new Date((t0 + 200) * 1000));
  });

  it('out of order: an older update arriving after a newer one changes nothing', async () => {
    const t0 = Math.floor(Date.now() / 1000);
    const { browser, subscriptionId } = await subscribe('lou@example.com', t0);
    const held = stub.subscriptions.get(subscriptionId);
    if (!held) throw new Error('no subscription');
    // At t0+100 the plan still renews; at t0+200 the person cancels at period end. The later one lands first.
    const renewing = stub.subscriptionEvent('customer.subscription.updated', subscriptionId, t0 + 100);
    held.cancelAtPeriodEnd = true;
    const cancelling = stub.subscriptionEvent('customer.subscription.updated', subscriptionId, t0 + 200);
    expect((await deliver(stub.signed(cancelling))).statusCode).toBe(200);
    expect((await deliver(stub.signed(renewing))).statusCode).toBe(200);
    expect(await status(browser)).toMatchObject({ plan: 'premium', renewsAt: null });
    expect((await rowOf('lou@example.com'))?.cancelAtPeriodEnd).toBe(true);
  });

  it('cancel at period end keeps access until then and says when it ends', async () => {
    const t0 = Math.floor(Date.now() / 1000);
    const { browser, subscriptionId } = await subscribe('fay@example.com', t0);
    const held = stub.subscriptions.get(subscriptionId);
    if (!held) throw new Error('no subscription');
    held.cancelAtPeriodEnd = true;
    const update = stub.subscriptionEvent('customer.subscription.updated', subscriptionId, t0 + 60);
    expect((await deliver(stub.signed(update))).statusCode).toBe(200);
    expect(await status(browser)).toMatchObject({
      plan: 'premium',
      status: 'active',
      renewsAt: null,
      endsAt: new Date((t0 + 30 * 86_400) * 1000).toISOString(),
    });
  });

  it('invoice.payment_failed records what Stripe did with the subscription (past_due: no access)', async () => {
    const t0 = Math.floor(Date.now() / 1000);
    const { browser, subscriptionId } = await subscribe('gus@example.com', t0);
    const held = stub.subscriptions.get(subscriptionId);
    if (held) held.status = 'past_due';
    const failed = stub.paymentFailedEvent(subscriptionId, t0 + 30);
    expect((await deliver(stub.signed(failed))).statusCode).toBe(200);
    expect(await status(browser)).toMatchObject({ plan: 'free', status: 'past_due', renewsAt: null });
    expect(await hasPremium(orm(), await userId('gus@example.com'), NOW)).toBe(false);
  });
});

describe('portal, account deletion and a server without keys', () => {
  it('opens Stripe’s portal for a subscriber, and says there is nothing to manage otherwise', async () => {
    const { browser, subscriptionId } = await subscribe('hal@example.com');
    const res = await browser.post('/api/billing/portal', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: `${stub.server.url}/portal/1` });
    expect(stub.portals.at(-1)).toBe(stub.subscriptions.get(subscriptionId)?.customer);
    // A subscriber has nothing to buy: 409 before Stripe is asked.
    const checkouts = stub.checkouts.length;
    const again = await browser.post('/api/create-checkout-session', {});
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'You have Premium already: manage it from your profile (Manage billing).',
    ]);
    expect(stub.checkouts).toHaveLength(checkouts);
    // Stripe failing: the portal (and checkout, for someone free) answer 502, the same words.
    const failed = 'Stripe did not answer as expected. Nothing was charged; please try again.';
    const free = await signedInBrowser(t, 'hal.free@example.com');
    stub.failing = true;
    try {
      const portal = await browser.post('/api/billing/portal', {});
      const checkout = await free.post('/api/create-checkout-session', {});
      expect([portal.statusCode, portal.json().message]).toEqual([502, failed]);
      expect([checkout.statusCode, checkout.json().message]).toEqual([502, failed]);
    } finally {
      stub.failing = false;
    }
    const never = await signedInBrowser(t, 'ivy@example.com');
    const none = await never.post('/api/billing/portal', {});
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('You have no plan to manage yet.');
  });

  it('deleting the account cancels the Stripe subscription first; if Stripe fails, the account stays', async () => {
    const { browser, subscriptionId } = await subscribe('jo@example.com');
    stub.failing = true;
    const refused = await browser.delete('/api/user', { password: PASSWORD });
    stub.failing = false;
    expect(refused.statusCode).toBe(502);
    expect(await userId('jo@example.com')).not.toBe('');
    expect(stub.cancelled).not.toContain(subscriptionId);
    const deleted = await browser.delete('/api/user', { password: PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(stub.cancelled).toContain(subscriptionId);
    expect(await userId('jo@example.com')).toBe('');
  });

  it('without Stripe keys checkout answers 503 with a clear message, and the status says so', async () => {
    const bare = await buildApp(baseTestConfig(), { db: t.database.db, clock: fixedClock(NOW) });
    try {
      await bare.ready();
      const browser = await signedInBrowser({ ...t, app: bare }, 'kim@example.com');
      const res = await browser.post('/api/create-checkout-session', {});
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'Payments are not configured on this server (no Stripe keys): nothing can be bought.',
      );
      expect(await status(browser)).toMatchObject({ plan: 'free', paymentsConfigured: false });
    } finally {
      await bare.close();
    }
  });
});
