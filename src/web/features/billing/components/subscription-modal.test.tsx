// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachToaster, type ToastRequest } from '../../../lib/toast.ts';
import { SIGNED_IN } from '../../../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../../../testing/component.tsx';
import { SubscriptionModal } from './subscription-modal.tsx';

// The subscription modal against a stub network (decision 121): the steps, a checkout that starts (the
// browser leaves for Stripe's URL), one that fails (spec 02's 'Payment Error' toast, the server's reason
// in place), and the return from Stripe, where success shows only once the server says premium.

const goTo = vi.hoisted(() => vi.fn());
vi.mock('../api/start-checkout.ts', async (original) => ({
  ...(await original<typeof import('../api/start-checkout.ts')>()),
  goTo,
}));

const STRIPE_URL = 'https://checkout.stripe.com/c/pay/cs_test_1';
const status = (plan: 'free' | 'premium') => ({
  plan,
  status: plan === 'premium' ? 'active' : null,
  renewsAt: plan === 'premium' ? '2026-12-27T15:00:00.000Z' : null,
  endsAt: null,
  manageable: plan === 'premium',
  paymentsConfigured: true,
});

let toasts: ToastRequest[];
let detach: () => void;
beforeEach(() => {
  // jsdom has <dialog> without its methods: open/close as the browser would.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  toasts = [];
  detach = attachToaster((t) => toasts.push(t));
  goTo.mockReset();
});
afterEach(() => detach());

const renderModal = (initialStep?: 'features' | 'confirming') =>
  renderInApp(<SubscriptionModal open onClose={() => {}} priceCents={1000} initialStep={initialStep} />);

describe('the subscription modal', () => {
  it('features → payment: the price from the config, the account’s email, no card fields, then Stripe', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const net = stubApi({
      'GET /api/auth/session': { body: SIGNED_IN },
      'POST /api/create-checkout-session': { body: { sessionId: 'cs_test_1', url: STRIPE_URL } },
      'POST /api/analytics/event': { body: { stored: true } },
    });
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/create-checkout-session') await gate;
      return stubbed(input, init);
    });
    renderModal();
    const user = userEvent.setup();
    expect(screen.getByText('$10/month')).toBeTruthy(); // 1000 cents
    expect(screen.queryByText(/4\.9\/5|1,247/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(screen.getByText('Go Gorilla Premium — $10/month')).toBeTruthy();
    expect(((await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement).value).toBe(
      SIGNED_IN.user.email,
    );
    expect(screen.queryByRole('textbox', { name: /card|expiry|cvc/i })).toBeNull();
    expect(screen.getByText(/You enter your card on Stripe’s secure checkout page/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Complete Subscription' }));
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(goTo).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(STRIPE_URL));
    // The funnel's checkout step is counted (decision 123) as the person asks for Stripe's page.
    expect(net.writes()).toEqual([
      { method: 'POST', path: '/api/analytics/event', body: { event: 'checkout_start', path: '/' } },
      { method: 'POST', path: '/api/create-checkout-session', body: {} },
    ]);
  });

  it('a failed start: the Payment Error toast, the server’s reason, the button back, nobody sent away', async () => {
    stubApi({
      'GET /api/auth/session': { body: SIGNED_IN },
      'POST /api/create-checkout-session': {
        status: 503,
        body: {
          error: 'Service Unavailable',
          message: 'Payments are not configured on this server (no Stripe keys): nothing can be bought.',
        },
      },
    });
    renderModal();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start Subscription' }));
    await user.click(await screen.findByRole('button', { name: 'Complete Subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Payments are not configured on this server (no Stripe keys): nothing can be bought.',
    );
    expect(toasts).toEqual([
      { kind: 'error', message: 'Payment Error', description: 'Failed to start checkout. Please try again.' },
    ]);
    expect(
      (screen.getByRole('button', { name: 'Complete Subscription' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a visitor is asked to sign in first, and cannot start checkout', async () => {
    const net = stubApi({});
    renderModal();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start Subscription' }));
    expect(await screen.findByRole('link', { name: 'sign in' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Complete Subscription' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(net.writes()).toEqual([]);
  });

  it('back from Stripe: waits while the server says free, shows success only once it says premium', async () => {
    const net = stubApi({
      'GET /api/auth/session': { body: SIGNED_IN },
      // The webhook has not arrived at the first ask; it has by the second.
      'GET /api/billing/status': (n) => ({ body: status(n === 1 ? 'free' : 'premium') }),
    });
    renderModal('confirming');
    expect(await screen.findByText(/Waiting for Stripe to confirm your payment/)).toBeTruthy();
    await vi.waitFor(() => expect(net.count('GET /api/billing/status')).toBe(1));
    expect(screen.queryByText('Welcome to Premium')).toBeNull();
    expect(await screen.findByText('Welcome to Premium', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.getByText(new RegExp(`Receipts go to ${SIGNED_IN.user.email}`))).toBeTruthy();
  });
});
