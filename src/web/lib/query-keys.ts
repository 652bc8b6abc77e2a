import type { Timeframe } from '../../shared/api/leaderboard.ts';
import type { SlateName } from '../../shared/api/players.ts';

// The query keys of every resource that has variables or that a mutation invalidates, one factory per
// resource (docs/decisions/109-web-data-layer.md). A key is a path of names, then one object holding every
// variable (`['bets', 'games', {season, week}]`), never variables by position. Each endpoint file builds
// its `queryOptions` with these, and every invalidation names a prefix from here, so an invalidation and
// the queries it means cannot drift apart. They live in lib, not in a feature, because mutations of one
// feature refresh another's reads (a break refreshes the bet tracker; a lock, the Dashboard) and features
// do not import each other.

/** Who is signed in. */
export const sessionKeys = {
  session: () => ['auth', 'session'] as const,
};

/**
 * The signed-in person's own reads. Signing in or out removes everything under `all` (lib/session.ts),
 * so nothing read under one identity is shown to the next.
 */
export const userKeys = {
  all: ['user'] as const,
  /** The contributor picks the person locked; My picks lives under it, so a lock refreshes both. */
  picks: () => [...userKeys.all, 'picks'] as const,
  myPicks: (params: { season: number | undefined; page: number }) =>
    [...userKeys.picks(), 'mine', params] as const,
  /** The Dashboard's three reads: a lock, a saved pick or a changed profile refreshes them together. */
  dashboard: () => [...userKeys.all, 'dashboard'] as const,
  dashboardOverview: () => [...userKeys.dashboard(), 'overview'] as const,
  dashboardFavoriteTeams: () => [...userKeys.dashboard(), 'favorite-teams'] as const,
  dashboardRecentAlerts: () => [...userKeys.dashboard(), 'recent-alerts'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  personalProfile: () => [...userKeys.all, 'personal-profile'] as const,
  savedPicks: () => [...userKeys.all, 'saved-picks'] as const,
  challenges: () => [...userKeys.all, 'challenges'] as const,
  /** Push notification settings: this person's subscribed browsers and preferences (decision 115). */
  notificationSettings: () => [...userKeys.all, 'notifications', 'settings'] as const,
  /** This viewer's free picks and the premium picks open to them (decision 120); visitors too. */
  freePicks: () => [...userKeys.all, 'free-picks'] as const,
  unlockedPicks: (params: { season: number | undefined; week: number }) =>
    [...userKeys.freePicks(), 'unlocked', params] as const,
  /** The week in force's prop picks open to this viewer (decision 124); a claim invalidates it too. */
  unlockedProps: () => [...userKeys.freePicks(), 'unlocked-props'] as const,
  /** The person's plan, as Stripe's webhooks left it (decision 121). */
  billingStatus: () => [...userKeys.all, 'billing', 'status'] as const,
  /** The person's referral code and what it brought (decision 123). */
  referrals: () => [...userKeys.all, 'referrals'] as const,
  /** The admin's funnel (decision 123): under `all`, so signing out drops it. */
  adminFunnel: () => [...userKeys.all, 'admin', 'funnel'] as const,
};

export interface StakeSuggestionParams {
  gameId: string;
  market: string;
  side: string;
  line: number | null;
  price: number;
}

/**
 * The bet tracker: any logged, changed or deleted bet, a saved setting or a break refreshes `all`. Under
 * userKeys.all: they are one person's, so signing out drops them (they outlived the session before 109).
 */
export const betKeys = {
  all: [...userKeys.all, 'bets'] as const,
  list: () => [...betKeys.all, 'list'] as const,
  /** The tracker's own read of the current week (the games offered default to it). */
  currentWeek: () => [...betKeys.all, 'current-week'] as const,
  suggestion: (params: StakeSuggestionParams | null) => [...betKeys.all, 'suggestion', { params }] as const,
};

/**
 * Whether the person is on a break (visitors too: `signedIn: false`). Under userKeys.all: the answer is
 * about who asked, so a sign-in drops a visitor's `signedIn: false` (before 109 it stayed up to 60 s, and
 * the tracker asked a person who had just signed in to sign in).
 */
export const rgKeys = {
  status: () => [...userKeys.all, 'rg-status'] as const,
};

/** Games and their lines: a refused lock (the line moved) reloads everything under `all`. */
export const gameKeys = {
  all: ['games'] as const,
  /** One week's games, `season` and `week` as asked; the server's current week when both are absent. */
  week: (params: { season: number; week: number } | 'current') =>
    [...gameKeys.all, 'week', params === 'current' ? { season: null, week: null } : params] as const,
  detail: (gameId: string) => [...gameKeys.all, 'detail', { gameId }] as const,
};

export const challengeKeys = {
  all: ['challenges'] as const,
  list: () => [...challengeKeys.all, 'list'] as const,
  detail: (id: number) => [...challengeKeys.all, 'detail', { id }] as const,
  top: () => [...challengeKeys.all, 'top'] as const,
};

export const playerKeys = {
  all: ['players'] as const,
  list: (params: { limit: number; sort?: 'bioboost' }) => [...playerKeys.all, 'list', params] as const,
  detail: (id: string) => [...playerKeys.all, 'detail', { id }] as const,
};

export const topFiveKeys = {
  slate: (slate: SlateName) => ['top-five', { slate }] as const,
};

export const leaderboardKeys = {
  timeframe: (timeframe: Timeframe) => ['leaderboard', { timeframe }] as const,
};

/** Weekly Picks: the Tuesday rollover reloads every week under `all`. */
export const weeklyPicksKeys = {
  all: ['weekly-picks'] as const,
  week: (params: { season: number | undefined; week: number }) =>
    [...weeklyPicksKeys.all, { season: params.season ?? null, week: params.week }] as const,
};

export const alertKeys = {
  all: ['alerts'] as const,
  list: (params: { type?: string; urgency?: string }) => [...alertKeys.all, 'list', params] as const,
  /** Home's Juice Watch panel: the current week's latest `limit`. */
  panel: (limit: number) => [...alertKeys.all, 'panel', { season: null, week: null, limit }] as const,
};
