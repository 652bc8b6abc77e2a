import type { AppPath } from '../../shared/routes.ts';

export interface PageHandle {
  /** Shown in the frame and the browser tab. */
  title: string;
}

type RouteModule = Record<string, unknown>;

export interface PageDefinition {
  path: AppPath;
  handle: PageHandle;
  load: () => Promise<RouteModule>;
}

/** Every page of both route tables (spec 01 §2, spec 02 §2), loaded lazily. */
export const PAGES: PageDefinition[] = [
  {
    path: '/',
    handle: {
      title: 'Bet Smarter. Go Primal.',
    },
    load: () => import('../routes/home.tsx'),
  },
  {
    path: '/weekly-picks',
    handle: {
      title: 'Weekly Picks',
    },
    load: () => import('../routes/weekly-picks.tsx'),
  },
  {
    path: '/top5',
    handle: {
      title: 'Top 5 DFS Picks',
    },
    load: () => import('../routes/top5.tsx'),
  },
  {
    path: '/players/:id',
    handle: {
      title: 'Player',
    },
    load: () => import('../routes/player.tsx'),
  },
  {
    path: '/leaderboard',
    handle: {
      title: 'Contributor Leaderboard',
    },
    load: () => import('../routes/leaderboard.tsx'),
  },
  {
    path: '/past-picks',
    handle: {
      title: 'Past Picks Archive',
    },
    load: () => import('../routes/past-picks.tsx'),
  },
  {
    path: '/dashboard',
    handle: {
      title: 'Your Jungle Dashboard',
    },
    load: () => import('../routes/dashboard.tsx'),
  },
  {
    path: '/dashboard-legacy',
    handle: {
      title: 'Your Jungle Dashboard',
    },
    load: () => import('../routes/dashboard.tsx'),
  },
  {
    path: '/alerts',
    handle: {
      title: 'Juice Watch Alerts',
    },
    load: () => import('../routes/alerts.tsx'),
  },
  {
    path: '/games/:gameId',
    handle: { title: 'Game Detail' },
    load: () => import('../routes/game-detail.tsx'),
  },
  {
    path: '/education',
    handle: { title: 'Betting Education' },
    load: () => import('../routes/education.tsx'),
  },
  {
    path: '/profile',
    handle: { title: 'Profile' },
    load: () => import('../routes/profile.tsx'),
  },
  {
    path: '/testimonials',
    handle: { title: 'Jungle Success Stories' },
    load: () => import('../routes/testimonials.tsx'),
  },
  {
    path: '/admin/testimonials',
    handle: { title: 'Review testimonials' },
    load: () => import('../routes/admin-testimonials.tsx'),
  },
  {
    path: '/blog',
    handle: { title: 'Jungle Intelligence Hub' },
    load: () => import('../routes/blog.tsx'),
  },
  {
    path: '/blog/:slug',
    handle: { title: 'Jungle Intelligence Hub' },
    load: () => import('../routes/blog-post.tsx'),
  },
  {
    path: '/wizard',
    handle: { title: 'Pick Wizard' },
    load: () => import('../routes/wizard.tsx'),
  },
  {
    path: '/notifications',
    handle: { title: 'Notification Settings' },
    load: () => import('../routes/notifications.tsx'),
  },
  {
    path: '/week1',
    handle: {
      title: 'Week 1 NFL Picks & Lines',
    },
    load: () => import('../routes/week1.tsx'),
  },
  {
    path: '/strategy',
    handle: { title: 'Strategy' },
    load: () => import('../routes/strategy.tsx'),
  },
  {
    path: '/risk-heatmap',
    handle: { title: 'Risk Heatmap' },
    load: () => import('../routes/risk-heatmap.tsx'),
  },
  {
    path: '/challenges',
    handle: {
      title: 'Community Challenges',
    },
    load: () => import('../routes/challenges.tsx'),
  },
  {
    path: '/playground',
    handle: {
      title: 'Prediction Playground',
    },
    load: () => import('../routes/playground.tsx'),
  },
  { path: '/model', handle: { title: 'Model Record' }, load: () => import('../routes/model.tsx') },
  { path: '/status', handle: { title: 'Data Status' }, load: () => import('../routes/status.tsx') },
  { path: '/sign-in', handle: { title: 'Sign in' }, load: () => import('../routes/sign-in.tsx') },
  { path: '/sign-up', handle: { title: 'Create an account' }, load: () => import('../routes/sign-up.tsx') },
  {
    path: '/verify-email',
    handle: { title: 'Confirm your email' },
    load: () => import('../routes/verify-email.tsx'),
  },
  {
    path: '/forgot-password',
    handle: { title: 'Forgot your password' },
    load: () => import('../routes/forgot-password.tsx'),
  },
  {
    path: '/reset-password',
    handle: { title: 'Choose a new password' },
    load: () => import('../routes/reset-password.tsx'),
  },
  {
    path: '/bets',
    handle: {
      title: 'Bet Tracker',
    },
    load: () => import('../routes/bets.tsx'),
  },
  {
    path: '/newsletter/confirm',
    handle: { title: 'Confirm newsletter' },
    load: () => import('../routes/newsletter-confirm.tsx'),
  },
  {
    path: '/newsletter/unsubscribe',
    handle: { title: 'Unsubscribe' },
    load: () => import('../routes/newsletter-unsubscribe.tsx'),
  },
  { path: '/admin/funnel', handle: { title: 'Funnel' }, load: () => import('../routes/admin-funnel.tsx') },
];
