// Checkout, the portal and the plan on a bare app with the subscriptions repository and Stripe stubbed
// (decision 128, the routes' fast test set; decisions 120 and 121): user routes; premium is the
// server's check at the app's clock; no checkout for someone who has Premium (409); checkout and the
// portal carry the person's own id, email and Stripe customer and the site's return addresses; 503
// without Stripe keys, 502 when Stripe fails or answers without a URL; the status says when a plan
// renews or ends.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { StripeGateway } from '../../core/billing/stripe-gateway.ts';
import type { HeldPlan } from '../../db/repositories/subscriptions.ts';

vi.mock('../../db/repositories/subscriptions.ts', () => ({ hasPremium: vi.fn(), planOf: vi.fn() }));

const repo = await import('../../db/repositories/subscriptions.ts');
const { billingRoutes, NOT_CONFIGURED } = await import('./billing.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
const NOW = new Date('2025-11-19T12:00:00Z');
const SITE = 'https://gg.example';
const PAID_TO = new Date('2025-12-01T00:00:00Z');
const STRIPE_FAILED = 'Stripe did not answer as expected. Nothing was charged; please try again.';

const HELD: HeldPlan = {
  status: 'active',
  stripeCustomerId: 'cus_ann',
  stripeSubscriptionId: 'sub_ann',
  currentPeriodEnd: PAID_TO,
  cancelAtPeriodEnd: false,
};

const stripe = {
  priceId: 'price_monthly',
  createCheckout: vi.fn(),
  createPortal: vi.fn(),
  retrieveSubscription: vi.fn(),
  cancelSubscription: vi.fn(),
  verifyEvent: vi.fn(),
};

beforeEach(() => {
  vi.mocked(repo.hasPremium).mockReset().mockResolvedValue(false);
  vi.mocked(repo.planOf).mockReset().mockResolvedValue(null);
  stripe.createCheckout
    .mockReset()
    .mockResolvedValue({ id: 'cs_1', url: 'https://checkout.stripe.test/cs_1' });
  stripe.createPortal.mockReset().mockResolvedValue('https://billing.stripe.test/p_1');
});

const app = (gateway: StripeGateway | undefined) =>
  routeApp(billingRoutes, { ...context(), billing: { gateway, siteUrl: SITE } });

/** The audit lines of the last call: [pino level, event, person, session id or message]. */
let lastLogged: unknown[][] = [];

async function call(
  method: 'GET' | 'POST',
  url: string,
  keys: 'stripe' | 'none' = 'stripe',
  headers: object = AS(ANN, { email: 'ann@example.com' }),
) {
  const a = await app(keys === 'none' ? undefined : (stripe as unknown as StripeGateway));
  const res = await a.inject({
    method,
    url: `/api${url}`,
    headers: headers as Record<string, string>,
    ...(method === 'POST' ? { payload: {} } : {}),
  });
  lastLogged = a.logs.filter((l) => l.event).map((l) => [l.level, l.event, l.userId, l.sessionId ?? l.msg]);
  return { status: res.statusCode, body: res.json() };
}

describe('billing routes', () => {
  it('are user routes', async () => {
    const a = await app(stripe as unknown as StripeGateway);
    for (const route of [
      'POST /api/create-checkout-session',
      'POST /api/billing/portal',
      'GET /api/billing/status',
    ])
      expect(a.access.get(route)).toBe('user');
    expect((await call('POST', '/create-checkout-session', 'stripe', {})).status).toBe(401);
    expect((await call('GET', '/billing/status', 'stripe', {})).status).toBe(401);
  });
});

describe('checkout', () => {
  it("starts Stripe Checkout with the person's own id, email and customer, and the site's return addresses", async () => {
    vi.mocked(repo.planOf).mockResolvedValue({ ...HELD, status: 'canceled' });
    expect(await call('POST', '/create-checkout-session')).toEqual({
      status: 200,
      body: { sessionId: 'cs_1', url: 'https://checkout.stripe.test/cs_1' },
    });
    // pino level 30: info.
    expect(lastLogged).toEqual([[30, 'billing.checkout', ANN, 'cs_1']]);
    expect(repo.hasPremium).toHaveBeenCalledWith(ORM, ANN, NOW);
    expect(repo.planOf).toHaveBeenCalledWith(ORM, ANN);
    expect(stripe.createCheckout).toHaveBeenCalledWith(
      { userId: ANN, email: 'ann@example.com', customerId: 'cus_ann' },
      {
        success: 'https://gg.example/profile?checkout=success&session_id={CHECKOUT_SESSION_ID}',
        cancel: 'https://gg.example/?checkout=cancelled',
      },
    );
  });

  it('gives someone who never subscribed no customer id', async () => {
    await call('POST', '/create-checkout-session');
    expect(stripe.createCheckout.mock.calls[0]?.[0]).toEqual({
      userId: ANN,
      email: 'ann@example.com',
      customerId: null,
    });
  });

  it('refuses someone who has Premium already (409), before Stripe is asked', async () => {
    vi.mocked(repo.hasPremium).mockResolvedValue(true);
    expect(await call('POST', '/create-checkout-session')).toEqual({
      status: 409,
      body: {
        error: 'Conflict',
        message: 'You have Premium already: manage it from your profile (Manage billing).',
      },
    });
    expect(stripe.createCheckout).not.toHaveBeenCalled();
  });

  it('answers 503 without Stripe keys, 502 when Stripe throws or gives no URL', async () => {
    expect(await call('POST', '/create-checkout-session', 'none')).toEqual({
      status: 503,
      body: { error: 'Service Unavailable', message: NOT_CONFIGURED },
    });
    expect(repo.hasPremium).not.toHaveBeenCalled();
    stripe.createCheckout.mockRejectedValueOnce(new Error('card network down'));
    expect(await call('POST', '/create-checkout-session')).toEqual({
      status: 502,
      body: { error: 'Bad Gateway', message: STRIPE_FAILED },
    });
    // pino level 50: error, with the person.
    expect(lastLogged).toEqual([[50, 'billing.checkout', ANN, 'billing.checkout failed']]);
    stripe.createCheckout.mockResolvedValueOnce({ id: 'cs_2', url: null });
    expect((await call('POST', '/create-checkout-session')).status).toBe(502);
  });
});

describe('the customer portal', () => {
  it("opens for the person's own Stripe customer, returning to their profile", async () => {
    vi.mocked(repo.planOf).mockResolvedValue(HELD);
    expect(await call('POST', '/billing/portal')).toEqual({
      status: 200,
      body: { url: 'https://billing.stripe.test/p_1' },
    });
    expect(repo.planOf).toHaveBeenCalledWith(ORM, ANN);
    expect(stripe.createPortal).toHaveBeenCalledWith('cus_ann', 'https://gg.example/profile');
  });

  it('answers 404 without a plan or a customer, 503 without keys, 502 when Stripe fails', async () => {
    const none = { status: 404, body: { error: 'Not Found', message: 'You have no plan to manage yet.' } };
    expect(await call('POST', '/billing/portal')).toEqual(none);
    vi.mocked(repo.planOf).mockResolvedValue({ ...HELD, stripeCustomerId: null });
    expect(await call('POST', '/billing/portal')).toEqual(none);
    vi.mocked(repo.planOf).mockResolvedValue(HELD);
    expect((await call('POST', '/billing/portal', 'none')).status).toBe(503);
    stripe.createPortal.mockRejectedValueOnce(new Error('down'));
    expect(await call('POST', '/billing/portal')).toEqual({
      status: 502,
      body: { error: 'Bad Gateway', message: STRIPE_FAILED },
    });
    expect(lastLogged).toEqual([[50, 'billing.portal', ANN, 'billing.portal failed']]);
    expect(stripe.createPortal).toHaveBeenCalledTimes(1);
  });
});

describe('the plan status', () => {
  const status = async (held: HeldPlan | null, premium: boolean, keys: 'stripe' | 'none' = 'stripe') => {
    vi.mocked(repo.planOf).mockResolvedValue(held);
    vi.mocked(repo.hasPremium).mockResolvedValue(premium);
    return (await call('GET', '/billing/status', keys)).body;
  };
  const free = {
    plan: 'free',
    status: null,
    renewsAt: null,
    endsAt: null,
    manageable: false,
    paymentsConfigured: true,
  };

  it('asks the premium check with the person and the clock; never subscribed is free', async () => {
    expect(await status(null, false)).toEqual(free);
    expect(repo.hasPremium).toHaveBeenCalledWith(ORM, ANN, NOW);
    expect(repo.planOf).toHaveBeenCalledWith(ORM, ANN);
  });

  it('renews an active plan at its period end; a plan cancelled at period end ends then instead', async () => {
    expect(await status(HELD, true)).toEqual({
      plan: 'premium',
      status: 'active',
      renewsAt: '2025-12-01T00:00:00.000Z',
      endsAt: null,
      manageable: true,
      paymentsConfigured: true,
    });
    expect(await status({ ...HELD, cancelAtPeriodEnd: true }, true)).toMatchObject({
      plan: 'premium',
      renewsAt: null,
      endsAt: '2025-12-01T00:00:00.000Z',
    });
  });

  it('shows a cancelled plan ending, a past-due one neither renewing nor ending, a lapsed paid one as free', async () => {
    expect(await status({ ...HELD, status: 'canceled' }, true)).toMatchObject({
      plan: 'premium',
      renewsAt: null,
      endsAt: '2025-12-01T00:00:00.000Z',
    });
    expect(await status({ ...HELD, status: 'past_due' }, false)).toEqual({
      plan: 'free',
      status: 'past_due',
      renewsAt: null,
      endsAt: null,
      manageable: true,
      paymentsConfigured: true,
    });
    expect(await status({ ...HELD, currentPeriodEnd: null }, true)).toMatchObject({
      renewsAt: null,
      endsAt: null,
    });
  });

  it('is manageable only with a Stripe customer and Stripe keys', async () => {
    expect(await status({ ...HELD, stripeCustomerId: null }, true)).toMatchObject({
      manageable: false,
      paymentsConfigured: true,
    });
    expect(await status(HELD, true, 'none')).toMatchObject({ manageable: false, paymentsConfigured: false });
  });
});

describe('the API documentation', () => {
  it('lists the billing routes with their tags and summaries', async () => {
    const a = await app(stripe as unknown as StripeGateway);
    expect(documented(a)).toEqual([
      [
        'POST /api/create-checkout-session',
        ['billing'],
        'Start Stripe Checkout for the monthly plan (card entry happens on Stripe’s page)',
      ],
      [
        'POST /api/billing/portal',
        ['billing'],
        'Open Stripe’s customer portal (cancel, card, invoices, the 7-day money-back)',
      ],
      [
        'GET /api/billing/status',
        ['billing'],
        'The signed-in person’s plan, as the verified webhooks left it',
      ],
    ]);
  });
});
