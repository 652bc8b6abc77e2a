// @vitest-environment jsdom
// The first load while a page's code is slow to arrive (issue 21: a first start's catch-up held it for
// up to 40 s): the top bar shows at once, with its menu, and only the page's place says it is loading.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../testing/component.tsx';
import { Providers } from '../providers.tsx';
import { routes } from '../routes.tsx';

const HomePage = () => <h1>Home arrived</h1>;
const OtherPage = () => <h1>Other page</h1>;

/** The app's own root route (its HydrateFallback) over a Home whose code arrives when `arrive` is called. */
function renderSlowHome() {
  stubApi({
    'GET /api/config': 'network',
    'GET /api/fun-facts': { body: { asOf: '2025-12-12T18:00:00.000Z', figures: null, facts: [] } },
  });
  const [root] = routes;
  // Narrowed to a route that may have children (an index route may not).
  if (!root || root.index) throw new Error('no root layout route');
  let arrive: () => void = () => {};
  const code = new Promise<{ Component: () => ReactElement }>((resolve) => {
    arrive = () => resolve({ Component: HomePage });
  });
  const router = createMemoryRouter(
    [
      {
        ...root,
        children: [
          { index: true, lazy: () => code },
          { path: 'other', Component: OtherPage },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, arrive: () => act(async () => arrive()) };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('the first load of a page whose code has not arrived', () => {
  it('shows the top bar and its menu, and the loading view under it', async () => {
    renderSlowHome();
    expect(await screen.findByText('Peeling the data bananas...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Gorilla home' })).toBeTruthy();
    expect(within(mainNav()).getByRole('link', { name: 'Weekly Picks' })).toBeTruthy();
  });

  // The first load's top bar is replaced by the app's when the code arrives; a menu opened in between
  // closed under the pointer (model-record.e2e's hover landed on the first one and its link vanished).
  it('keeps a menu opened during the wait open when the page arrives, and closes it on the next page', async () => {
    const { router, arrive } = renderSlowHome();
    await screen.findByText('Peeling the data bananas...');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeTruthy();
    // One menu at a time: the dropdown opened next closes the mobile menu.
    fireEvent.click(within(mainNav()).getByRole('button', { name: 'Analytics' }));
    expect(within(mainNav()).getByRole('list', { name: 'Analytics' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

    await arrive();
    expect(await screen.findByRole('heading', { name: 'Home arrived' })).toBeTruthy();
    expect(screen.queryByText('Peeling the data bananas...')).toBeNull();
    expect(within(mainNav()).getByRole('list', { name: 'Analytics' })).toBeTruthy();
    expect(within(mainNav()).getByRole('button', { name: 'Analytics' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    await act(() => router.navigate('/other'));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeTruthy();
    expect(within(mainNav()).queryByRole('list', { name: 'Analytics' })).toBeNull();
    // Back on Home, the menu left open there stays shut.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Home arrived' })).toBeTruthy();
    expect(within(mainNav()).queryByRole('list', { name: 'Analytics' })).toBeNull();
  });
});
