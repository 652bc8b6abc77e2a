// Stripe's webhook on a bare app with the gateway and the event's effect stubbed (decision 128, the
// routes' fast test set; decision 121): public and without CSRF (Stripe holds no cookie), its
// authentication the signature over the exact bytes sent — the raw body reaches the gateway untouched;
// no signature, no body or a forged one is 400 and changes nothing; the event applies at real time.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, DB, documented, routeApp } from '../../../tests/support/route-app.ts';
import type { StripeGateway } from '../../core/billing/stripe-gateway.ts';

vi.mock('../../core/billing/apply-stripe-event.ts', () => ({ applyStripeEvent: vi.fn() }));

const apply = await import('../../core/billing/apply-stripe-event.ts');
const { stripeWebhookRoutes } = await import('./stripe-webhook.ts');

// context()'s real time; the app's clock (2025-11-19) must not be used.
const WALL = new Date('2026-11-27T12:00:00Z');
// Spaces and key order as Stripe sent them: a re-serialised body would not match the signature.
const BODY = '{"id": "evt_1",  "type": "customer.subscription.updated"}';
const EVENT = { id: 'evt_1', type: 'customer.subscription.updated' };

const verifyEvent = vi.fn();
const gateway = { verifyEvent } as unknown as StripeGateway;

beforeEach(() => {
  verifyEvent.mockReset().mockReturnValue(EVENT);
  vi.mocked(apply.applyStripeEvent)
    .mockReset()
    .mockResolvedValue('applied' as never);
});

const app = (payments: { gateway: StripeGateway | undefined } = { gateway }) =>
  routeApp(stripeWebhookRoutes, { ...context(), gateway: payments.gateway });
const deliver = async (
  a: Awaited<ReturnType<typeof app>>,
  headers: Record<string, string> = { 'stripe-signature': 't=1,v1=abc' },
  payload = BODY,
) =>
  a.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('the Stripe webhook', () => {
  it('is public without a CSRF check, documented under billing', async () => {
    const a = await app();
    expect(a.declared.get('POST /api/stripe/webhook')?.config).toEqual({ access: 'public', csrf: false });
    expect(documented(a)).toEqual([
      [
        'POST /api/stripe/webhook',
        ['billing'],
        'Stripe events (signed): checkout completed, subscription updated/deleted, payment failed',
      ],
    ]);
  });

  it('hands the exact bytes and the signature to the gateway and applies the event at real time', async () => {
    const a = await app();
    const res = await deliver(a);
    expect([res.statusCode, res.json()]).toEqual([200, { received: true }]);
    const [bytes, signature] = verifyEvent.mock.calls[0] ?? [];
    expect(Buffer.isBuffer(bytes) && bytes.toString('utf8')).toBe(BODY);
    expect(signature).toBe('t=1,v1=abc');
    expect(apply.applyStripeEvent).toHaveBeenCalledWith(DB, gateway, EVENT, WALL);
    expect(
      a.logs.filter((l) => l.event).map((l) => [l.level, l.event, l.outcome, l.stripeEvent, l.type, l.msg]),
    ).toEqual([
      [30, 'billing.webhook', 'applied', 'evt_1', 'customer.subscription.updated', 'stripe event applied'],
    ]);
  });

  it('refuses a forged signature (400), applying nothing and logging the refusal', async () => {
    verifyEvent.mockImplementation(() => {
      throw new Error('No signatures found matching the expected signature for payload');
    });
    const a = await app();
    const res = await deliver(a);
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'The Stripe signature does not match this body.',
    ]);
    expect(apply.applyStripeEvent).not.toHaveBeenCalled();
    expect(a.logs.filter((l) => l.event).map((l) => [l.level, l.event, l.outcome, l.ip, l.msg])).toEqual([
      [40, 'billing.webhook', 'bad-signature', '127.0.0.1', 'webhook refused'],
    ]);
  });

  it('refuses a delivery without a signature or without a JSON body (400)', async () => {
    const a = await app();
    const unsigned = await deliver(a, {});
    expect([unsigned.statusCode, unsigned.json().message]).toEqual([
      400,
      'No Stripe-Signature header or no JSON body.',
    ]);
    const empty = await a.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'stripe-signature': 't=1,v1=abc' },
    });
    expect([empty.statusCode, empty.json().message]).toEqual([
      400,
      'No Stripe-Signature header or no JSON body.',
    ]);
    expect(verifyEvent).not.toHaveBeenCalled();
  });

  it('answers 503 when payments are not configured', async () => {
    const res = await deliver(await app({ gateway: undefined }));
    expect([res.statusCode, res.json().message]).toEqual([
      503,
      'Payments are not configured on this server (no Stripe keys): nothing can be bought.',
    ]);
  });

  it('answers 5xx when applying fails, so Stripe retries', async () => {
    vi.mocked(apply.applyStripeEvent).mockRejectedValue(new Error('database down'));
    expect((await deliver(await app())).statusCode).toBe(500);
  });
});
