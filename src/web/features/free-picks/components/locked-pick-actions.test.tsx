// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachToaster, type ToastRequest } from '../../../lib/toast.ts';
import { WEEKLY_PICK } from '../../../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../../../testing/component.tsx';
import { LockedPickActions } from './locked-pick-actions.tsx';

// A locked card's actions against a stub network: the count is the server's, before and after a claim.
// A viewer in Berlin: the reset reads in their zone.
vi.stubEnv('TZ', 'Europe/Berlin');
const state = (remaining: number, claimed: string[]) => ({
  limit: 2,
  remaining,
  resetsAt: '2025-11-25T08:00:00.000Z',
  timeZone: 'America/New_York',
  claimed,
  subscribed: false,
});

describe('LockedPickActions', () => {
  it("offers the server's free picks left, claims one, and then shows the server's new count", async () => {
    const api = stubApi({
      'GET /api/free-picks': (n) => ({ body: n === 1 ? state(2, []) : state(1, ['2025_12_BUF_HOU']) }),
      'POST /api/free-picks/claim': { status: 409, body: { error: 'Conflict', message: 'kicked off' } },
    });
    renderInApp(<LockedPickActions gameId="2025_12_BUF_HOU" price="$10/month" onSubscribe={() => {}} />);
    expect(screen.getByRole('button', { name: 'Go Premium — $10/month' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock with a free pick (2 left)' }));
    // Whatever the claim answered, the label follows the server's next count (1 left), not a local one.
    await screen.findByRole('button', { name: 'Unlock with a free pick (1 left)' });
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/free-picks/claim', body: { gameId: '2025_12_BUF_HOU' } },
    ]);
  });

  it('counts a granted claim in the funnel (one free_pick_claim event), a refused one not at all', async () => {
    const api = stubApi({
      'GET /api/free-picks': (n) => ({ body: n === 1 ? state(2, []) : state(1, ['2025_12_BUF_HOU']) }),
      'POST /api/free-picks/claim': {
        body: { outcome: 'claimed', pick: WEEKLY_PICK, state: state(1, ['2025_12_BUF_HOU']) },
      },
      'POST /api/analytics/event': { body: { stored: true } },
    });
    renderInApp(<LockedPickActions gameId="2025_12_BUF_HOU" price="$10/month" onSubscribe={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock with a free pick (2 left)' }));
    await vi.waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'POST', path: '/api/free-picks/claim', body: { gameId: '2025_12_BUF_HOU' } },
        {
          method: 'POST',
          path: '/api/analytics/event',
          body: { event: 'free_pick_claim', path: '/', props: { gameId: '2025_12_BUF_HOU' } },
        },
      ]),
    );
  });

  it('offers only Premium when no free pick is left', async () => {
    stubApi({ 'GET /api/free-picks': { body: state(0, ['a', 'b']) } });
    renderInApp(<LockedPickActions gameId="2025_12_BUF_HOU" price={null} onSubscribe={() => {}} />);
    await screen.findByRole('button', { name: 'Go Premium' });
    expect(screen.queryByRole('button', { name: /Unlock with a free pick/ })).toBeNull();
  });

  describe('past the week’s limit (issue 20: the 403 carries the state)', () => {
    let toasts: ToastRequest[];
    let detach: () => void;
    beforeEach(() => {
      toasts = [];
      detach = attachToaster((t) => toasts.push(t));
      // The earlier tests' toasts were queued for a toaster; attaching delivered them here.
      toasts.length = 0;
    });
    afterEach(() => detach());

    it('says when the free picks come back, from the refusal’s state, and offers only Premium', async () => {
      const net = stubApi({
        // This tab still counted one left; another tab had spent it.
        'GET /api/free-picks': (n) => ({ body: n === 1 ? state(1, ['a']) : state(0, ['a', 'b']) }),
        'POST /api/free-picks/claim': {
          status: 403,
          body: {
            error: 'Forbidden',
            message:
              'You have used your 2 free picks this week. They come back at the reset (Tuesday 03:00); Premium opens every pick.',
            state: state(0, ['a', 'b']),
          },
        },
      });
      renderInApp(<LockedPickActions gameId="2025_12_BUF_HOU" price={null} onSubscribe={() => {}} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Unlock with a free pick (1 left)' }));
      // resetsAt 08:00 UTC on Tuesday 25 November is 9:00 AM in Berlin (UTC+1), named "GMT+1".
      await vi.waitFor(() =>
        expect(toasts).toEqual([
          {
            message:
              'You have used your 2 free picks this week. They come back Tue, Nov 25, 9:00 AM GMT+1; Premium opens every pick.',
            kind: 'error',
          },
        ]),
      );
      await screen.findByRole('button', { name: 'Go Premium' });
      expect(screen.queryByRole('button', { name: /Unlock with a free pick/ })).toBeNull();
      // The refusal is the route's, not a stale CSRF token's: the claim was sent once (decision 150).
      expect(net.count('POST /api/free-picks/claim')).toBe(1);
    });

    // A card's actions unmount as soon as the refreshed state shows its pick unlocked, which can be before
    // the claim has settled: the toast must not go with them (funnel.e2e waited for it in vain in CI).
    it('says "Free pick unlocked!" even when the card is gone before the claim settles', async () => {
      stubApi({
        'GET /api/free-picks': { body: state(2, []) },
        'POST /api/free-picks/claim': {
          body: { outcome: 'claimed', pick: WEEKLY_PICK, state: state(1, ['2025_12_BUF_HOU']) },
        },
        'POST /api/analytics/event': { body: { stored: true } },
      });
      const view = renderInApp(
        <LockedPickActions gameId="2025_12_BUF_HOU" price={null} onSubscribe={() => {}} />,
      );
      // Clicked and gone in the same task: the claim is still on its way when the card unmounts.
      fireEvent.click(await screen.findByRole('button', { name: 'Unlock with a free pick (2 left)' }));
      view.unmount();
      await vi.waitFor(() =>
        expect(toasts).toEqual([{ message: 'Free pick unlocked! 🎉', kind: 'success' }]),
      );
    });
  });
});
