// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../../testing/component.tsx';
import { AccountMenu } from './account-menu.tsx';

// Issue 21 (decision 163): with the server stopped, a signed-in person reloading a page saw "Sign in" in
// the top bar, as if the server had said they were signed out. Who is signed in is unknown then: the
// bar says the account is unavailable and asks again when pressed; only a "nobody" answer gives "Sign in".

describe('the top bar’s account control', () => {
  it('says the account is unavailable, not "Sign in", when the session read gets no answer; the retry brings the menu', async () => {
    stubApi({ 'GET /api/auth/session': (n) => (n === 1 ? 'network' : { body: SIGNED_IN }) });
    renderInApp(<AccountMenu />, { route: '/dashboard' });
    const retry = await screen.findByRole('button', { name: 'Account unavailable – try again' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('button', { name: 'Account menu for Pat Doe' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Account unavailable/ })).toBeNull();
  });

  it('says the same on a server failure (503)', async () => {
    stubApi({
      'GET /api/auth/session': { status: 503, body: { error: 'Service Unavailable', message: 'x' } },
    });
    renderInApp(<AccountMenu />, { route: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Account unavailable – try again' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('offers "Sign in" when the server says nobody is signed in', async () => {
    stubApi({});
    renderInApp(<AccountMenu />, { route: '/dashboard' });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/sign-in?next=%2Fdashboard');
  });
});
