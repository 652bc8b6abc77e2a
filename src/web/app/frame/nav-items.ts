import type { PublicConfig } from '../../../shared/api/public-config.ts';

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

export interface NavGroup {
  label: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/**
 * The top bar of spec 01 §2, plus our pages it lacks (in its own groups: Week 1, the Wizard, the
 * Playground, Challenges, Notifications, the Bet Tracker…): every page is one menu away (nav-items.test.ts). External community links appear only when
 * configured.
 */
export function navEntries(links: PublicConfig['links'] | undefined, signedIn = false): NavEntry[] {
  const community: NavLink[] = [
    { label: 'Testimonials', href: '/testimonials' },
    { label: 'Challenges', href: '/challenges' },
  ];
  if (links?.chat) community.push({ label: 'Join the Chat', href: links.chat, external: true });
  if (links?.social) community.push({ label: 'Social Feed', href: links.social, external: true });
  return [
    { label: 'Weekly Picks', href: '/weekly-picks' },
    { label: 'Top 5 DFS', href: '/top5' },
    {
      label: 'Analytics',
      items: [
        { label: 'Leaderboard', href: '/leaderboard' },
        { label: 'Past Picks', href: '/past-picks' },
        { label: 'Model Record', href: '/model' },
        // Our pages beyond spec 01 §2's menus (issue 21: not reachable from the top bar), placed in its
        // groups rather than a new one, so the bar still fits at 1366 px.
        { label: 'Week 1', href: '/week1' },
        { label: 'Risk Heatmap', href: '/risk-heatmap' },
      ],
    },
    { label: 'Community', items: community },
    {
      label: 'Learn',
      items: [
        { label: 'Blog', href: '/blog' },
        { label: 'Juice Watch', href: '/alerts' },
        { label: 'Betting Education', href: '/education' },
        { label: 'Strategy', href: '/strategy' },
        { label: 'Pick Wizard', href: '/wizard' },
        { label: 'Playground', href: '/playground' },
      ],
    },
    {
      label: 'Account',
      items: [
        { label: 'Dashboard', href: '/dashboard' },
        { label: 'Profile', href: '/profile' },
        { label: 'Notifications', href: '/notifications' },
        // The tracker keeps bets in an account: offered to signed-in people only.
        ...(signedIn ? [{ label: 'Bet Tracker', href: '/bets' }] : []),
      ],
    },
  ];
}

/**
 * Spec 01 §2: an item is active when the current path starts with its href (so /blog/a-post lights
 * up Blog, and /dashboard-legacy lights up Dashboard, which is the same screen).
 */
export function isActive(pathname: string, href: string): boolean {
  return href.startsWith('/') && pathname.startsWith(href);
}

export function isGroupActive(pathname: string, group: NavGroup): boolean {
  return group.items.some((item) => isActive(pathname, item.href));
}
