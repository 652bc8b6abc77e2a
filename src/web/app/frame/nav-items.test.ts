import { describe, expect, it } from 'vitest';
import { PAGES } from '../pages.ts';
import { isGroup, navEntries } from './nav-items.ts';

const hrefs = (signedIn: boolean) =>
  navEntries({ chat: null, social: null }, signedIn).flatMap((e) =>
    isGroup(e) ? e.items.map((i) => i.href) : [e.href],
  );

// Pages reached another way: Home (the logo), the Dashboard's twin, Data status (the footer), the
// account and newsletter flows (links in forms and emails), and the admins' testimonial review (a link
// on /testimonials shown to admins only).
const ELSEWHERE = new Set([
  '/',
  '/dashboard-legacy',
  '/status',
  '/sign-in',
  '/sign-up',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/admin/testimonials',
  // Admins only (decision 123): not in a reader's menu.
  '/admin/funnel',
]);

describe('the top menu (issue 21: Challenges, the Wizard, the Playground, Week 1 and the bet tracker missing)', () => {
  it('reaches every page without parameters when signed in', () => {
    const menu = new Set(hrefs(true));
    const missing = PAGES.map((p) => p.path).filter(
      (path) => !path.includes(':') && !ELSEWHERE.has(path) && !menu.has(path),
    );
    expect(missing).toEqual([]);
  });

  it('names the pages the issue could not find', () => {
    const menu = hrefs(true);
    for (const path of ['/challenges', '/wizard', '/playground', '/week1', '/bets'])
      expect(menu).toContain(path);
  });

  it('keeps spec 01 §2’s menus and offers the tracker only to signed-in people', () => {
    const labels = navEntries(undefined).map((e) => e.label);
    expect(labels).toEqual(['Weekly Picks', 'Top 5 DFS', 'Analytics', 'Community', 'Learn', 'Account']);
    expect(hrefs(false)).not.toContain('/bets');
  });
});
