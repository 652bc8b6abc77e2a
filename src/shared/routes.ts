// The pages of the web app, shared so that the server answers 404 for paths no page matches.
// The router in src/web/app/routes.tsx registers exactly these paths.
export const APP_PATHS = [
  '/',
  '/weekly-picks',
  '/top5',
  '/players/:id',
  '/leaderboard',
  '/past-picks',
  '/dashboard',
  '/dashboard-legacy',
  '/alerts',
  '/games/:gameId',
  '/education',
  '/profile',
  '/testimonials',
  '/blog',
  '/blog/:slug',
  '/wizard',
  '/notifications',
  '/week1',
  '/strategy',
  '/risk-heatmap',
  '/challenges',
  '/playground',
  '/status',
  '/model',
  '/sign-in',
  '/sign-up',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/bets',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
] as const;

export type AppPath = (typeof APP_PATHS)[number];

export function matchesAppRoute(pathname: string): boolean {
  const parts = pathname.replace(/\/+$/, '').split('/');
  return APP_PATHS.some((pattern) => {
    const expected = pattern.replace(/\/+$/, '').split('/');
    return (
      expected.length === parts.length &&
      expected.every((segment, i) =>
        segment.startsWith(':') ? (parts[i] ?? '') !== '' : segment === parts[i],
      )
    );
  });
}
