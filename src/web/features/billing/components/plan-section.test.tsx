// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN } from '../../../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../../../testing/component.tsx';
import { PlanSection } from './plan-section.tsx';

// The profile's Plan section (decision 121): the plan as the server holds it, and Manage billing.

const goTo = vi.hoisted(() => vi.fn());
vi.mock('../api/start-checkout.ts', async (original) => ({
  ...(await original<typeof import('../api/start-checkout.ts')>()),
  goTo,
}));

const PORTAL = 'https://billing.stripe.com/p/session/test_1';
const base = { manageable: true, paymentsConfigured: true };

beforeEach(() => goTo.mockReset());

describe('the Plan section', () => {
  it('a renewing plan: Premium, its renewal date, and Manage billing opens Stripe’s portal', async () => {
    const net = stubApi({
      'GET /api/auth/session': { body: SIGNED_IN },
      'GET /api/billing/status': {
        body: {
          ...base,
          plan: 'premium',
          status: 'active',
          renewsAt: '2026-12-27T15:00:00.000Z',
          endsAt: null,
        },
      },
      'POST /api/billing/portal': { body: { url: PORTAL } },
    });
    renderInApp(<PlanSection priceCents={1000} />);
    expect(await screen.findByText('Premium')).toBeTruthy();
    expect(screen.getByText('Status: Active')).toBeTruthy();
    // The viewer's zone, named (formatInstant): the date and hour depend on where the test runs.
    expect(screen.getByText(/^Renews Dec 2[67], 2026, .+ [A-Z]/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Manage billing' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(PORTAL));
    expect(net.writes()).toEqual([{ method: 'POST', path: '/api/billing/portal', body: {} }]);
  });

  it('cancelled at period end: still Premium, says when it ends and that nothing more is charged', async () => {
    stubApi({
      'GET /api/auth/session': { body: SIGNED_IN },
      'GET /api/billing/status': {
        body: {
          ...base,
          plan: 'premium',
          status: 'active',
          renewsAt: null,
          endsAt: '2026-12-27T15:00:00.000Z',
        },
      },
    });
    renderInApp(<PlanSection priceCents={1000} />);
    expect(
      await screen.findByText(/^Ends Dec 2[67], 2026, .+\(cancelled: no further charge\)$/),
    ).toBeTruthy();
    expect(screen.queryByText(/^Renews/)).toBeNull();
  });

  it('a payment that failed: Free, the reason in words, and no renewal date', async () => {
    stubApi({
      'GET /api/auth/session': { body: SIGNED_IN },
      'GET /api/billing/status': {
        body: { ...base, plan: 'free', status: 'past_due', renewsAt: null, endsAt: null },
      },
    });
    renderInApp(<PlanSection priceCents={1000} />);
    expect(await screen.findByText('Free')).toBeTruthy();
    expect(screen.getByText('Status: Payment failed — Stripe is retrying')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Premium — $10/month' })).toBeTruthy();
  });
});
