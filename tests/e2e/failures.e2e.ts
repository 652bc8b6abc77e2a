// The server stops answering mid-session (issue 21 deliverable 3, decision 103), played with Playwright
// aborting the requests: a page whose code cannot load keeps the frame and offers a retry; a query with
// no copy says what failed and retries; a failed refresh keeps the copy and says how old it is; no
// skeleton waits forever. Each failure state is screenshotted for the reviewer (state 'error').
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './browser.ts';
import { checkScreen } from './screen-checks.ts';

const NO_ANSWER = 'No answer from the server: it may be stopped or restarting, or your connection dropped.';

/** Every request to the app's own API (or its page code) fails as if the server had stopped. */
const API = /\/api\//;
const CODE = /\/assets\/.*\.js$/;
const stopApi = (context: BrowserContext) => context.route(API, (route) => route.abort());
const stopCode = (context: BrowserContext) => context.route(CODE, (route) => route.abort());
/** The server is back (only our routes go: the file's stand-in for other hosts' images stays). */
const restart = async (context: BrowserContext) => {
  await context.unroute(API);
  await context.unroute(CODE);
};

describe('when the server stops answering', () => {
  const s = useBrowser({ viewport: DESKTOP, server: 'replay' });
  const aborted = () => s.expectConsoleError(/net::ERR_FAILED/);

  // Not passing yet (2026-11-27, 10:05): with the page code and the API aborted, clicking the footer's
  // Top 5 DFS link left Home on screen and no in-frame error appeared within 15 s; the cause (the
  // navigation never settling, or the click not navigating) is not found yet. The classification and
  // the boundary's wiring are covered by route-failure.test.ts only. See decision 103.
  it('keeps the frame when a page’s code cannot load, and retries once the server is back', async () => {
    await s.page.goto('/');
    await s.page.getByRole('heading', { level: 1, name: 'Bet Smarter. Go Primal.' }).waitFor();
    aborted();
    await stopCode(s.context);
    await stopApi(s.context);
    await s.page.getByRole('contentinfo').getByRole('link', { name: 'Top 5 DFS' }).click();

    const failure = s.page.getByRole('alert').filter({ hasText: 'This page could not load' });
    await failure.waitFor({ timeout: 15_000 }).catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe page read: ${await s.page.locator('body').textContent()}`);
    });
    expect(await failure.textContent()).toContain('Its code did not arrive');
    expect(await failure.textContent()).not.toContain('newer version');
    expect(await s.page.getByRole('banner').getByRole('link', { name: 'Go Gorilla home' }).isVisible()).toBe(
      true,
    );
    await checkScreen(s.page, 'error-page-code', 'error');

    // Still down: the retry says so and stays in the app instead of reloading into the browser's error page.
    await failure.getByRole('button', { name: 'Try again' }).click();
    await s.page.getByText('Still no answer from the server.').waitFor();

    await restart(s.context);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await s.page.getByRole('heading', { level: 1, name: 'Top 5 DFS Picks' }).waitFor();
  });

  it('says what failed with a retry when there is no copy, then loads', async () => {
    aborted();
    await stopApi(s.context);
    await s.page.goto('/top5');
    const failure = s.page.getByRole('alert').filter({ hasText: 'Could not load the Main slate.' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain(NO_ANSWER);
    await checkScreen(s.page, 'error-top5-no-copy', 'error');

    await restart(s.context);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await s.page.getByRole('region', { name: 'Main slate Top 5' }).getByRole('listitem').nth(4).waitFor();
    expect(await s.page.getByRole('alert').count()).toBe(0);
  });

  it('keeps the copy on a failed refresh and says how old it is', async () => {
    await s.page.goto('/top5');
    const board = s.page.getByRole('region', { name: 'Main slate Top 5' });
    await board.getByRole('listitem').nth(4).waitFor();
    aborted();
    await stopApi(s.context);
    await s.page.getByRole('button', { name: 'Refresh' }).click();
    const notice = s.page.getByRole('alert').filter({ hasText: 'Could not refresh the Main slate' });
    await notice.waitFor();
    // Downloaded seconds ago: 'just now' (spec 01 §4's cache age).
    expect(await notice.textContent()).toContain(
      `Could not refresh the Main slate: showing the copy saved just now.${NO_ANSWER}`,
    );
    expect(await board.getByRole('listitem').count()).toBe(5);
  });

  it('ends the sidebar skeletons on an uncached week and says why the picks are missing', async () => {
    aborted();
    await stopApi(s.context);
    // The page's timers on Playwright's clock (it runs as usual): the staged display's 500 ms is moved on below.
    await s.page.clock.install();
    await s.page.goto('/weekly-picks?week=9');
    const failure = s.page.getByRole('alert').filter({ hasText: 'Data Swinging In Late!' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain(`Failed to fetch week 9 data. ${NO_ANSWER}`);
    expect(await failure.textContent()).not.toContain('Picks usually update by Tuesday');
    const sidebar = s.page.getByRole('complementary', { name: 'This week at a glance' });
    await sidebar.getByRole('alert').filter({ hasText: 'Could not load the Top 5.' }).waitFor();
    // The staged display is done after 500 ms: by now no placeholder is left.
    await s.page.clock.runFor(600);
    expect(await sidebar.locator('.motion-safe\\:animate-pulse').count()).toBe(0);
    await checkScreen(s.page, 'error-weekly-picks-no-copy', 'error');
  });

  it('shows the cached banner with its age when Weekly Picks’ Refresh fails', async () => {
    await s.page.goto('/weekly-picks?week=11');
    await s.page.getByRole('article').first().waitFor();
    const cards = await s.page.getByRole('article').count();
    aborted();
    await stopApi(s.context);
    await s.page.getByRole('button', { name: 'Refresh' }).click();
    const banner = s.page.getByRole('status').filter({ hasText: 'Connection hiccup' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain(
      'Having trouble fetching fresh data. Using cached intel. Saved Just now.',
    );
    expect(await s.page.getByRole('article').count()).toBe(cards);
    await checkScreen(s.page, 'error-weekly-picks-refresh', 'error');
  });
});
