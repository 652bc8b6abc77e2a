import { describe, expect, inject, it } from 'vitest';
import { BIOBOOST_SIGNALS } from '../../src/domain/bioboost/signals.ts';
import { DESKTOP, openHome, useBrowser } from './browser.ts';

const TOP_LINKS = [
  { label: 'Weekly Picks', href: '/weekly-picks', heading: 'Weekly Picks' },
  { label: 'Top 5 DFS', href: '/top5', heading: 'Top 5 DFS Picks' },
];
const DROPDOWNS = [
  {
    group: 'Analytics',
    links: [
      { label: 'Leaderboard', href: '/leaderboard', heading: 'Contributor Leaderboard' },
      { label: 'Past Picks', href: '/past-picks', heading: 'Past Picks Archive' },
    ],
  },
  {
    group: 'Community',
    links: [{ label: 'Testimonials', href: '/testimonials', heading: 'Jungle Success Stories' }],
  },
  {
    group: 'Learn',
    links: [
      { label: 'Blog', href: '/blog', heading: 'Jungle Intelligence Hub' },
      { label: 'Juice Watch', href: '/alerts', heading: 'Juice Watch Alerts' },
      { label: 'Betting Education', href: '/education', heading: 'Betting Education' },
    ],
  },
  {
    group: 'Account',
    links: [
      // A visitor is sent to sign in first, to come back afterwards (tests/e2e/account.e2e.ts).
      { label: 'Dashboard', href: '/dashboard', heading: 'Sign in', signInFirst: true },
      { label: 'Profile', href: '/profile', heading: 'Sign in', signInFirst: true },
    ],
  },
];

describe('the frame on a desktop screen', () => {
  // A visitor's pages only, no clock moved, nothing written: one context, its cache on (decision 154).
  const s = useBrowser({ viewport: DESKTOP, warmCache: true });
  const nav = () => s.page.getByRole('navigation', { name: 'Main' });

  it('follows the top-level links and highlights the active one', async () => {
    await openHome(s.page);
    for (const link of TOP_LINKS) {
      await nav().getByRole('link', { name: link.label }).click();
      await s.page.getByRole('heading', { level: 1, name: link.heading }).waitFor();
      await expect.poll(() => new URL(s.page.url()).pathname).toBe(link.href);
      expect(await nav().getByRole('link', { name: link.label }).getAttribute('aria-current')).toBe('page');
      for (const other of TOP_LINKS.filter((o) => o !== link)) {
        expect(await nav().getByRole('link', { name: other.label }).getAttribute('aria-current')).toBeNull();
      }
    }
  });

  it('opens each dropdown on hover and follows every link in it', async () => {
    await openHome(s.page);
    for (const { group, links } of DROPDOWNS) {
      for (const link of links) {
        await nav().getByRole('button', { name: group }).hover();
        const menu = nav().getByRole('list', { name: group });
        await menu.waitFor({ state: 'visible' });
        await menu.getByRole('link', { name: link.label }).click();
        await s.page.getByRole('heading', { level: 1, name: link.heading }).waitFor();
        if ('signInFirst' in link) {
          await expect.poll(() => new URL(s.page.url()).searchParams.get('next')).toBe(link.href);
          await s.page.mouse.move(5, 700);
          await menu.waitFor({ state: 'hidden' });
          continue;
        }
        await expect.poll(() => new URL(s.page.url()).pathname).toBe(link.href);
        await s.page.mouse.move(5, 700);
        await menu.waitFor({ state: 'hidden' });
        // The group lights up while one of its pages is open, and its item is marked current.
        expect(await nav().getByRole('button', { name: group }).getAttribute('class')).toContain(
          'text-banana-400',
        );
        await nav().getByRole('button', { name: group }).hover();
        expect(await menu.getByRole('link', { name: link.label }).getAttribute('aria-current')).toBe('page');
        await s.page.mouse.move(5, 700);
      }
    }
  });

  it('lists the configured chat and social links as external links opening in a new tab', async () => {
    const { chatUrl, socialUrl } = inject('e2e');
    await openHome(s.page);
    await nav().getByRole('button', { name: 'Community' }).hover();
    const menu = nav().getByRole('list', { name: 'Community' });
    for (const [name, url] of [
      ['Join the Chat', chatUrl],
      ['Social Feed', socialUrl],
    ] as const) {
      const link = menu.getByRole('link', { name: new RegExp(name) });
      expect(await link.getAttribute('href')).toBe(url);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('opens a dropdown from the keyboard and closes it with Escape', async () => {
    await openHome(s.page);
    const button = nav().getByRole('button', { name: 'Learn' });
    await button.focus();
    await s.page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await s.page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
  });

  it('highlights an item when the path starts with its href', async () => {
    await s.page.goto('/blog/key-numbers-3-and-7');
    await s.page.getByRole('heading', { level: 1, name: 'Key numbers: why 3 and 7 matter' }).waitFor();
    await nav().getByRole('button', { name: 'Learn' }).hover();
    const blog = nav().getByRole('list', { name: 'Learn' }).getByRole('link', { name: 'Blog' });
    expect(await blog.getAttribute('aria-current')).toBe('page');
    // /dashboard-legacy is the Dashboard's screen: a visitor is sent to sign in and back to it.
    await s.page.goto('/dashboard-legacy');
    await s.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(new URL(s.page.url()).searchParams.get('next')).toBe('/dashboard-legacy');
  });

  it('shows the 404 page for any unknown path', async () => {
    s.expectConsoleError(/404 \(Not Found\)/);
    const response = await s.page.goto('/this/path/does-not-exist');
    expect(response?.status()).toBe(404);
    await s.page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await s.page.getByRole('link', { name: 'Back to the jungle' }).click();
    await s.page.getByRole('heading', { level: 1, name: 'Bet Smarter. Go Primal.' }).waitFor();
    await expect.poll(() => new URL(s.page.url()).pathname).toBe('/');
  });

  it('shows the loading view while a lazy page loads', async () => {
    s.expectConsoleError(/404 \(Not Found\)/);
    await s.page.goto('/this-is-not-a-page');
    await s.page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    // Hold the Weekly Picks page's own code back so the loading view has time to show (holding a
    // shared chunk depended on how Rollup happened to group the pages' common code).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await s.page.route(/\/weekly-picks-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await nav().getByRole('link', { name: 'Weekly Picks' }).click();
    const loading = s.page.getByRole('status');
    await loading.getByText('Peeling the data bananas...').waitFor();
    await loading.getByText('Fetching the freshest NFL intel...').waitFor();
    // The facts arrive with their own request and rotate every 3.5 s: wait for the panel, whichever
    // of the two it shows first.
    await loading.getByText(/^Fun fact [12] of 2$/).waitFor();
    // The old site claimed "47 factors"; ours states the real count of signals BioBoost reads.
    expect(
      await loading.getByText(`BioBoost reads ${BIOBOOST_SIGNALS.length} real signals per game`).isVisible(),
    ).toBe(true);
    release();
    await s.page.getByRole('heading', { level: 1, name: 'Weekly Picks' }).waitFor();
    await loading.waitFor({ state: 'detached' });
  });

  it('carries the responsible-gaming note in the footer', async () => {
    await openHome(s.page);
    const note = s.page.getByRole('contentinfo').getByRole('note');
    expect(await note.textContent()).toContain('1-800-GAMBLER');
    expect(await note.textContent()).toContain('entertainment only');
  });
});
