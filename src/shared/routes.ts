// The pages of the web app, shared so that the server answers 404 for paths no page matches and sends
// each page's code hints. The router in src/web/app/routes.tsx registers exactly these paths.

/**
 * Every page and the route module that renders it (its path under src/web, as Vite's manifest names it):
 * the server tells the browser to fetch that module's code with the page (plugins/page-hints.ts).
 * src/web/app/pages.test.ts checks that each page's lazy import loads this module.
 */
export const APP_PAGE_MODULES = {
  '/': 'routes/home.tsx',
  '/weekly-picks': 'routes/weekly-picks.tsx',
  '/top5': 'routes/top5.tsx',
  '/players/:id': 'routes/player.tsx',
  '/leaderboard': 'routes/leaderboard.tsx',
  '/past-picks': 'routes/past-picks.tsx',
  '/dashboard': 'routes/dashboard.tsx',
  '/dashboard-legacy': 'routes/dashboard.tsx',
  '/alerts': 'routes/alerts.tsx',
  '/games/:gameId': 'routes/game-detail.tsx',
  '/education': 'routes/education.tsx',
  '/profile': 'routes/profile.tsx',
  '/testimonials': 'routes/testimonials.tsx',
  '/admin/testimonials': 'routes/admin-testimonials.tsx',
  '/blog': 'routes/blog.tsx',
  '/blog/:slug': 'routes/blog-post.tsx',
  '/wizard': 'routes/wizard.tsx',
  '/notifications': 'routes/notifications.tsx',
  '/week1': 'routes/week1.tsx',
  '/strategy': 'routes/strategy.tsx',
  '/risk-heatmap': 'routes/risk-heatmap.tsx',
  '/challenges': 'routes/challenges.tsx',
  '/playground': 'routes/playground.tsx',
  '/model': 'routes/model.tsx',
  '/status': 'routes/status.tsx',
  '/sign-in': 'routes/sign-in.tsx',
  '/sign-up': 'routes/sign-up.tsx',
  '/verify-email': 'routes/verify-email.tsx',
  '/forgot-password': 'routes/forgot-password.tsx',
  '/reset-password': 'routes/reset-password.tsx',
  '/bets': 'routes/bets.tsx',
  '/newsletter/confirm': 'routes/newsletter-confirm.tsx',
  '/newsletter/unsubscribe': 'routes/newsletter-unsubscribe.tsx',
  '/admin/funnel': 'routes/admin-funnel.tsx',
} as const satisfies Record<string, `routes/${string}.tsx`>;

export type AppPath = keyof typeof APP_PAGE_MODULES;

export const APP_PATHS = Object.keys(APP_PAGE_MODULES) as AppPath[];

/** The page pattern a pathname matches ('/blog/how-we-grade' → '/blog/:slug'), if any. */
export function matchAppPath(pathname: string): AppPath | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  return APP_PATHS.find((pattern) => {
    const expected = pattern.replace(/\/+$/, '').split('/');
    return (
      expected.length === parts.length &&
      expected.every((segment, i) =>
        segment.startsWith(':') ? (parts[i] ?? '') !== '' : segment === parts[i],
      )
    );
  });
}

export function matchesAppRoute(pathname: string): boolean {
  return matchAppPath(pathname) !== undefined;
}
