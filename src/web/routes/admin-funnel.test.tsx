// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN } from '../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../testing/component.tsx';
import { Component as AdminFunnel } from './admin-funnel.tsx';

// Issue 21: a member opening /admin/funnel got the server's 403 under "Try again", as if the refusal
// were a failure that could pass.
describe('the admin funnel for a member who is not an admin', () => {
  it('says an admin account is needed and offers no retry', async () => {
    const net = stubApi({
      'GET /api/auth/session': { body: SIGNED_IN },
      'GET /api/admin/funnel': {
        status: 403,
        body: { error: 'Forbidden', message: 'this needs the admin role' },
      },
    });
    renderInApp(<AdminFunnel />, { route: '/admin/funnel' });
    expect(await screen.findByText('You need an admin account to see the funnel.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(net.count('GET /api/admin/funnel')).toBe(1);
  });
});
