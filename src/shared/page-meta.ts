// Each page's title and description for search engines and link previews (issue 23, deliverable 6): the
// server puts them in the HTML of every page (plugins/spa.ts, seo/prerender-routes.ts) and the web app's
// frame sets them on navigation (web/app/page-meta.ts). Private pages (an account's own screens, sign-in
// and mail links) are kept out of search: robots.txt disallows them and they carry `noindex`.
import type { AppPath } from './routes.ts';

export const SITE_NAME = 'Go Gorilla';

export interface PageMeta {
  /** The page's own title, without the site name (documentTitle adds it). */
  title: string;
  description: string;
  /** False for pages that belong to one person or one mail link: not in the sitemap, disallowed to robots. */
  indexable: boolean;
}

const page = (title: string, description: string): PageMeta => ({ title, description, indexable: true });
const own = (title: string, description: string): PageMeta => ({ title, description, indexable: false });

export const PAGE_META = {
  '/': page(
    'Bet Smarter. Go Primal.',
    'NFL game picks, player props, DFS and the BioBoost readiness score, computed from real NFL data and graded in public.',
  ),
  '/weekly-picks': page(
    'Weekly Picks',
    "This week's NFL picks: winner, spread and total for every game, with the line each pick was made against and its confidence.",
  ),
  '/top5': page(
    'Top 5 DFS Picks',
    'The five strongest daily-fantasy plays of the week, from real player stats.',
  ),
  '/players/:id': page('Player', "A player's games, stats and injury reports from real NFL data."),
  '/leaderboard': page(
    'Contributor Leaderboard',
    'Contributors ranked by the record of the picks they published.',
  ),
  '/past-picks': page(
    'Past Picks Archive',
    'Every pick the model locked at kickoff, graded against the result.',
  ),
  '/dashboard': own('Your Jungle Dashboard', 'Your saved picks, bets and record.'),
  '/dashboard-legacy': own('Your Jungle Dashboard', 'Your saved picks, bets and record.'),
  '/alerts': page(
    'Juice Watch Alerts',
    'Line moves and market signals caught in the captured odds, game by game.',
  ),
  '/games/:gameId': page(
    'Game Detail',
    "One NFL game: the model's pick, both teams' BioBoost, weather, injuries and the odds of every book.",
  ),
  '/education': page(
    'Betting Education',
    'A glossary of betting terms, strategy modules and responsible-betting help lines.',
  ),
  '/profile': own('Profile', 'Your account details, preferences and favourite teams.'),
  '/testimonials': page('Jungle Success Stories', 'What members say, each beside their verified record.'),
  '/admin/testimonials': own('Review testimonials', 'Approve or reject the testimonials members wrote.'),
  '/blog': page('Jungle Intelligence Hub', 'Analysis and strategy articles, and each week’s graded recap.'),
  '/blog/:slug': page('Jungle Intelligence Hub', 'An article from the Go Gorilla blog.'),
  '/wizard': own('Pick Wizard', 'Build your own card of picks step by step.'),
  '/notifications': own('Notification Settings', 'Push notifications for Juice Watch alerts.'),
  '/week1': page('Week 1 NFL Picks & Lines', 'Week 1 of the 2025-26 season: every game, line and pick.'),
  '/strategy': page(
    'Strategy',
    'A betting strategy from your profile, applied to the real games of the week.',
  ),
  '/risk-heatmap': page('Risk Heatmap', 'The risk of each bet of the week at a glance.'),
  '/challenges': page('Community Challenges', 'Pick challenges between members: simulated, no real money.'),
  '/playground': page(
    'Prediction Playground',
    'Try your own inputs against the model and see the pick move.',
  ),
  '/model': page(
    'Model Record',
    "The model's public record: each season's graded picks and the walk-forward backtest against the closing line.",
  ),
  '/status': page('Data Status', 'When each data source last loaded, and what it holds.'),
  '/sign-in': own('Sign in', 'Sign in to Go Gorilla.'),
  '/sign-up': own('Create an account', 'Create a Go Gorilla account.'),
  '/verify-email': own('Confirm your email', 'Confirm the address of your account.'),
  '/forgot-password': own('Forgot your password', 'Ask for a link to choose a new password.'),
  '/reset-password': own('Choose a new password', 'Choose a new password for your account.'),
  '/bets': own('Bet Tracker', 'The bets you logged and how they did.'),
  '/newsletter/confirm': own('Confirm newsletter', 'Confirm your newsletter subscription.'),
  '/newsletter/unsubscribe': own('Unsubscribe', 'Leave the newsletter.'),
  '/admin/funnel': own(
    'Funnel',
    'Visits, free-pick claims, sign-ups, checkouts and paid plans per week (admins).',
  ),
} as const satisfies Record<AppPath, PageMeta>;

/** The browser tab's and og:title's text for a page title. */
export const documentTitle = (title: string): string => `${title} · ${SITE_NAME}`;

/** The paths robots are asked to leave alone: the API, and every private page (its static prefix). */
export function disallowedPaths(): string[] {
  const prefixes = Object.entries(PAGE_META as Record<string, PageMeta>)
    .filter(([, meta]) => !meta.indexable)
    .map(([path]) => path.split('/:')[0] ?? path);
  return ['/api/', ...new Set(prefixes)];
}
