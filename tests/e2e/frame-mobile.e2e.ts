import { describe, expect, it } from 'vitest';
import { MOBILE, openHome, useBrowser } from './browser.ts';

const LINKS = [
  { label: 'Weekly Picks', href: '/weekly-picks', heading: 'Weekly Picks' },
  { label: 'Top 5 DFS', href: '/top5', heading: 'Top 5 DFS Picks' },
  { label: 'Leaderboard', href: '/leaderboard', heading: 'Contributor Leaderboard' },
  { label: 'Past Picks', href: '/past-picks', heading: 'Past Picks Archive' },
  { label: 'Testimonials', href: '/testimonials', heading: 'Jungle Success Stories' },
  { label: 'Blog', href: '/blog', heading: 'Jungle Intelligence Hub' },
  { label: 'Juice Watch', href: '/alerts', heading: 'Juice Watch Alerts' },
  { label: 'Betting Education', href: '/education', heading: 'Betting Education' },
  // A visitor is sent to sign in first (tests/e2e/account.e2e.ts signs in and comes back).
  { label: 'Dashboard', href: '/dashboard', heading: 'Sign in', signInFirst: true },
  { label: 'Profile', href: '/profile', heading: 'Sign in', signInFirst: true },
];

describe('the frame on a phone', () => {
  // A visitor's pages only, no clock moved, nothing written: one context, its cache on (decision 154).
  const s = useBrowser({ viewport: MOBILE, warmCache: true });

  it('hides the desktop bar and offers a menu toggle', async () => {
    await openHome(s.page);
    expect(await s.page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const toggle = s.page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await s.page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await s.page.getByRole('button', { name: 'Close menu' }).click();
    await s.page.getByRole('navigation', { name: 'Mobile' }).waitFor({ state: 'detached' });
  });

  it('follows every link from the menu, which closes on click and marks the page current', async () => {
    await openHome(s.page);
    for (const link of LINKS) {
      await s.page.getByRole('button', { name: 'Open menu' }).click();
      const menu = s.page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('link', { name: link.label, exact: true }).click();
      await s.page.getByRole('heading', { level: 1, name: link.heading }).waitFor();
      await menu.waitFor({ state: 'detached' });
      if ('signInFirst' in link) {
        // The previous link's sign-in page has the same heading: wait for this link's `next`.
        await expect.poll(() => new URL(s.page.url()).searchParams.get('next')).toBe(link.href);
        continue;
      }
      await expect.poll(() => new URL(s.page.url()).pathname).toBe(link.href);
      await s.page.getByRole('button', { name: 'Open menu' }).click();
      expect(
        await menu.getByRole('link', { name: link.label, exact: true }).getAttribute('aria-current'),
      ).toBe('page');
      await s.page.getByRole('button', { name: 'Close menu' }).click();
    }
  });
});
