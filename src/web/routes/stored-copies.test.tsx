// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JuiceWatchPanel } from '../features/juice-watch-panel/components/juice-watch-panel.tsx';
import {
  AS_OF,
  alertsOf,
  leaderboardOf,
  leaderboardRow,
  NO_2026_RESULTS,
  weekOf2026,
} from '../testing/api-fixtures.ts';
import { type Reply, renderInApp, stubApi } from '../testing/component.tsx';
import { Component as Alerts } from './alerts.tsx';
import { Component as Leaderboard } from './leaderboard.tsx';
import { Component as TopFive } from './top5.tsx';

// Issue 21, decision 161: with the server stopped, a page opened or reloaded showed "Could not load …"
// even though this device had read the same answer minutes before; only Weekly Picks kept a copy. Each
// public page now shows its last good copy under the spec's cached banner with the copy's age, and the
// results' lag sentence from the stored current week (kept apart from the rollover's entry).

const LAGGING = weekOf2026({ season: 2025, week: 22 });
const T0 = new Date('2026-11-28T12:00:00.000Z');

// [page, its element, route, its read, a good answer, what the answer shows, what the failure names]
const PAGES: [string, ReactNode, string, string, unknown, string, string][] = [
  [
    'the Leaderboard',
    <Leaderboard key="l" />,
    '/leaderboard',
    'GET /api/leaderboard?timeframe=weekly',
    leaderboardOf({ ranked: [leaderboardRow({ id: 'ann', kind: 'person', name: 'Ann Lee', rank: 1 })] }),
    'Ann Lee',
    'the leaderboard',
  ],
  [
    'Juice Watch',
    <Alerts key="a" />,
    '/alerts',
    'GET /api/alerts',
    alertsOf(null, 9),
    'Line Movement',
    'Juice Watch',
  ],
  [
    'Home’s Juice Watch panel',
    <JuiceWatchPanel key="j" />,
    '/',
    'GET /api/alerts?limit=3',
    alertsOf(null, 9),
    'Alerts sent',
    "this week's alerts",
  ],
];

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a public page while the server is stopped', () => {
  it.each(PAGES)(
    '%s shows the copy it saved, with its age',
    async (_name, page, route, read, body, shown, what) => {
      stubApi({ 'GET /api/current-week': { body: LAGGING }, [read]: { body } });
      renderInApp(page, { route });
      expect((await screen.findAllByText(shown)).length).toBeGreaterThan(0);
      cleanup();

      // Seven minutes on, the server stopped; a reload (a fresh query cache) reads the device's copy.
      vi.setSystemTime(T0.getTime() + 7 * 60_000);
      stubApi({ 'GET /api/current-week': 'network', [read]: 'network' });
      renderInApp(page, { route });
      expect(
        await screen.findByText(`Could not refresh ${what}: showing the copy saved 7m ago.`),
      ).toBeTruthy();
      expect(screen.getAllByText(shown).length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    },
  );

  it.each(PAGES)(
    '%s without a copy says what failed, with a retry',
    async (_name, page, route, read, _b, shown, what) => {
      const stopped: Reply = 'network';
      stubApi({ 'GET /api/current-week': stopped, [read]: stopped });
      renderInApp(page, { route });
      expect(await screen.findByText(`Could not load ${what}.`)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(screen.queryByText(shown)).toBeNull();
    },
  );

  it('offline, shows the copy under the offline banner instead of waiting for the network', async () => {
    const [, page, route, read, body, shown] = PAGES[0] as (typeof PAGES)[number];
    stubApi({ 'GET /api/current-week': { body: LAGGING }, [read]: { body } });
    renderInApp(page, { route });
    await screen.findByText(shown);
    cleanup();

    // Three minutes on, the browser says it is offline (the banner reads navigator.onLine; TanStack Query
    // its online manager, which follows the window's events while a client is mounted).
    vi.setSystemTime(T0.getTime() + 3 * 60_000);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    try {
      stubApi({ 'GET /api/current-week': 'network', [read]: 'network' });
      renderInApp(page, { route });
      expect(
        await screen.findByText("You're offline. Showing cached jungle data, saved 3m ago."),
      ).toBeTruthy();
      expect(screen.getByText(shown)).toBeTruthy();
      expect(screen.queryByRole('status', { busy: true })).toBeNull();
    } finally {
      offline.mockRestore();
      onlineManager.setOnline(true);
    }
  });

  it('Top 5 DFS gives the copy’s own instant as its Last Updated, not a dash', async () => {
    const read = 'GET /api/top-five?slate=Main';
    const body = {
      season: 2025,
      week: 15,
      generatedAt: AS_OF,
      basis: 'weekly-lines',
      basisNote: 'Projections from weekly stat lines.',
      slate: 'Main',
      totalCandidates: 0,
      fallback: false,
      players: [],
    };
    stubApi({ [read]: { body } });
    renderInApp(<TopFive />, { route: '/top5' });
    await screen.findByText('No Elite Targets Found');
    cleanup();

    stubApi({ [read]: 'network' });
    renderInApp(<TopFive />, { route: '/top5' });
    expect(
      await screen.findByText('Could not refresh the Main slate: showing the copy saved just now.'),
    ).toBeTruthy();
    // 18:00 UTC on 12 December 2025: the 12th in the zones of the Americas and Europe.
    expect(screen.getByText(/^Updates every 30 seconds/).textContent).toContain('Last Updated Dec 12, 2025');
  });

  it('still says the season has no results, from the current week another page read', async () => {
    // Home read the current week; Weekly Picks (the rollover's entry) was never opened.
    stubApi({
      'GET /api/current-week': { body: LAGGING },
      'GET /api/leaderboard?timeframe=weekly': 'network',
    });
    renderInApp(<Leaderboard />, { route: '/leaderboard' });
    expect(await screen.findByText(NO_2026_RESULTS)).toBeTruthy();
    expect(localStorage.getItem('gg:current-week')).toBeNull();
    cleanup();
    stubApi({ 'GET /api/current-week': 'network', 'GET /api/leaderboard?timeframe=weekly': 'network' });
    renderInApp(<Leaderboard />, { route: '/leaderboard' });
    expect(await screen.findByText(NO_2026_RESULTS)).toBeTruthy();
  });
});
