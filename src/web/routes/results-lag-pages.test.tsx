// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NO_2026_RESULTS, SIGNED_IN, weekOf2026 } from '../testing/api-fixtures.ts';
import { type Reply, renderInApp, stubApi } from '../testing/component.tsx';
import { Component as Alerts } from './alerts.tsx';
import { Component as Dashboard } from './dashboard.tsx';
import { Component as Leaderboard } from './leaderboard.tsx';
import { Component as ModelPage } from './model.tsx';
import { Component as PastPicks } from './past-picks.tsx';
import { Component as Profile } from './profile.tsx';

// Issue 21 / decision 155: a live start on the data pack in November 2026 (the 2026 schedule, results to
// February 2026) said what the data is on Home and Weekly Picks only (decision 150). The Leaderboard's
// empty "This Week", Juice Watch's feed, Past Picks' archive ending in 2025, /model's record to 2025 and
// the Dashboard's and Profile's picks read as if 2026 were known. Each page now says it in the same
// sentence, from the same component. The pages' own data does not matter here: it fails to load.

// The newest result is from the 2025 season's Super Bowl (week 22).
const LAGGING = weekOf2026({ season: 2025, week: 22 });

const offline: Reply = 'network';

// The Profile's tabs show once the profile is read; the stats tab holds the record and "My picks".
const PROFILE = {
  name: 'Ada',
  email: 'ada@example.com',
  substackUrl: null,
  avatar: { initials: 'A', imageUrl: null },
  preferences: {
    emailAlerts: false,
    lineMovementAlerts: false,
    injuryAlerts: false,
    dfsAlerts: false,
    weeklyNewsletter: false,
    marketingEmails: false,
  },
  favoriteTeams: [],
  stats: {
    season: 2026,
    totalPicks: 0,
    wins: 0,
    losses: 0,
    pushes: 0,
    winRate: null,
    currentStreak: null,
    favoriteBet: null,
  },
};

const PAGES: [string, ReactNode, string, Record<string, Reply>][] = [
  [
    'the Leaderboard',
    <Leaderboard key="l" />,
    '/leaderboard',
    { 'GET /api/leaderboard?timeframe=weekly': offline },
  ],
  ['Juice Watch', <Alerts key="a" />, '/alerts', { 'GET /api/alerts': offline }],
  ['Past Picks', <PastPicks key="p" />, '/past-picks', { 'GET /api/past-picks': offline }],
  [
    '/model',
    <ModelPage key="m" />,
    '/model',
    { 'GET /api/model-report': offline, 'GET /api/props/record': offline },
  ],
  [
    'the Dashboard',
    <Dashboard key="d" />,
    '/dashboard',
    {
      'GET /api/auth/session': { body: SIGNED_IN },
      'GET /api/dashboard': offline,
      'GET /api/saved-picks': offline,
    },
  ],
  [
    'the Profile’s picks',
    <Profile key="pr" />,
    '/profile?tab=stats',
    {
      'GET /api/auth/session': { body: SIGNED_IN },
      'GET /api/user/profile': { body: PROFILE },
      'GET /api/public-config': offline,
    },
  ],
];

describe('a page showing results or a record, when the results lag the calendar', () => {
  it.each(PAGES)('%s says that the season has no results loaded', async (_name, page, route, answers) => {
    // jsdom does not know HTML's <search> element (Past Picks' filters): React's warning about it is
    // jsdom's, not the page's; any other console.error still fails the test.
    const report = vi.mocked(console.error).getMockImplementation();
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
      if (!(String(args[0]).includes('is unrecognized in this browser') && args[1] === 'search'))
        report?.(...args);
    });
    stubApi({ 'GET /api/current-week': { body: LAGGING }, ...answers });
    renderInApp(page, { route });
    expect(await screen.findByText(NO_2026_RESULTS)).toBeTruthy();
  });
});
