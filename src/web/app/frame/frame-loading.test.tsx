// @vitest-environment jsdom
// The first load while a page's code is slow to arrive (issue 21: a first start's catch-up held it for
// up to 40 s): the top bar shows at once, with its menu, and only the page's place says it is loading.
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/component.tsx';
import { Providers } from '../providers.tsx';
import { routes } from '../routes.tsx';

describe('the first load of a page whose code has not arrived', () => {
  it('shows the top bar and its menu, and the loading view under it', async () => {
    stubApi({
      'GET /api/config': 'network',
      'GET /api/fun-facts': { body: { asOf: '2025-12-12T18:00:00.000Z', figures: null, facts: [] } },
    });
    const [root] = routes;
    // Narrowed to a route that may have children (an index route may not).
    if (!root || root.index) throw new Error('no root layout route');
    // The app's own root route (its HydrateFallback), over a page whose code never arrives.
    const router = createMemoryRouter(
      [{ ...root, children: [{ index: true, lazy: () => new Promise<never>(() => {}) }] }],
      { initialEntries: ['/'] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByText('Peeling the data bananas...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Gorilla home' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Weekly Picks' })).toBeTruthy();
  });
});
