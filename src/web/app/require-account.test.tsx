// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../testing/component.tsx';
import { RequireAccount } from './require-account.tsx';

// Issue 21, decision 161: a signed-in person reloading the Dashboard while the server was stopped was sent
// to the sign-in page (a failed session read counted as "nobody"), where signing in failed too. Who is
// signed in is unknown then: the page says what failed and tries again, and opens once the server is back.

const app = (
  <Routes>
    <Route
      path="/dashboard"
      element={
        <RequireAccount>
          <h1>Your dashboard</h1>
        </RequireAccount>
      }
    />
    <Route path="/sign-in" element={<h1>Sign in</h1>} />
  </Routes>
);

describe('a page that needs an account, the server stopped', () => {
  it('says the session could not be read, stays, and opens on a retry once the server answers', async () => {
    stubApi({ 'GET /api/auth/session': (n) => (n === 1 ? 'network' : { body: SIGNED_IN }) });
    renderInApp(app, { route: '/dashboard' });
    expect(await screen.findByText('Could not load your session.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your dashboard' })).toBeTruthy();
  });

  it('still sends a visitor to sign in', async () => {
    stubApi({});
    renderInApp(app, { route: '/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });
});
