// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubApi } from '../testing/component.tsx';
import { Component as Bets } from './bets.tsx';

// Issue 21, decision 161: the Bet Tracker reloaded while the server was stopped kept its skeleton for
// ever: the tracker's read waits for a signed-in answer from the break status, which had failed. It now
// says what failed, with a retry that works once the server is back.

describe('the Bet Tracker, the server stopped', () => {
  it('says it could not load instead of a skeleton, and recovers on a retry', async () => {
    const net = stubApi({
      'GET /api/user/rg-status': (n) =>
        n === 1 ? 'network' : { body: { signedIn: false, state: 'none', until: null, permanent: false } },
    });
    renderInApp(<Bets />, { route: '/bets' });
    expect(await screen.findByText('Could not load your bet tracker.')).toBeTruthy();
    expect(screen.queryByRole('status', { busy: true })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sign in to track your bets')).toBeTruthy();
    expect(net.count('GET /api/user/rg-status')).toBe(2);
  });
});
