// The screen tour (screen-tour.ts), first half: the live server's screens and a fresh install's (the
// server on an empty database), each at 390 px and 1366 px. The replaying server's screens are in
// screens-replay.e2e.ts.
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './axe.ts';
import { DESKTOP, useBrowser } from './browser.ts';
import { type Screen, tourScreens } from './screen-tour.ts';

const MAIN: Screen[] = [
  {
    name: 'home',
    path: '/',
    // The heading at both widths (was frame-desktop's and frame-mobile's home screenshots, decision 133).
    ready: async (p) => {
      await p.getByRole('heading', { level: 1, name: 'Bet Smarter. Go Primal.' }).waitFor();
      await p.getByText(/games with a winner/).waitFor();
    },
  },
  {
    name: 'model',
    path: '/model',
    ready: (p) => p.getByRole('heading', { name: /^Head to head/ }).waitFor(),
  },
  {
    name: 'weekly-picks',
    path: '/weekly-picks',
    ready: (p) => p.getByRole('region', { name: 'Community Pulse' }).waitFor(),
  },
  { name: 'status', path: '/status', ready: (p) => p.getByText(/^Data as of /).waitFor() },
  {
    name: 'not-found',
    path: '/no-such-page',
    notFound: true,
    ready: (p) => p.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor(),
  },
];

const EMPTY: Screen[] = [
  { name: 'home-fresh-install', path: '/', ready: (p) => p.getByText(/record starts once/).waitFor() },
  {
    name: 'weekly-picks-fresh-install',
    path: '/weekly-picks',
    // Issue 21: a first run says why nothing shows and how to fill it, not "Check back Tuesday".
    ready: async (p) => {
      await p.getByRole('heading', { name: 'No NFL data loaded yet' }).waitFor();
      await p.getByText('NFL_DATA_DIR=../shared/data/nfl npm start', { exact: true }).waitFor();
      // No schedule, so the server's week is a guess: it is not shown as "Week 18 · Live Week" (issue 21).
      expect(await p.getByText(/Live Week|Week 18/).count()).toBe(0);
    },
  },
  {
    name: 'model-fresh-install',
    path: '/model',
    ready: (p) => p.getByRole('heading', { name: 'No public record yet' }).waitFor(),
  },
  {
    name: 'status-fresh-install',
    path: '/status',
    ready: (p) => p.getByText('No data has been loaded yet.').waitFor(),
  },
];

tourScreens('main', MAIN);
tourScreens('empty', EMPTY);

// The check on the checker: axe runs in the page through tests/e2e/axe.ts's own injection (decision 145),
// no longer through AxeBuilder, so a page with a critical and a serious violation must still be found,
// each rule named with the element it was found on.
describe('the accessibility check', () => {
  const s = useBrowser({ viewport: DESKTOP });
  it('finds a nameless button and grey-on-grey text, naming both', async () => {
    // A title and a language, so that these two are the page's only serious or critical findings.
    await s.page.setContent(
      '<!doctype html><html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1><button id="nameless"></button><p id="faint" style="color:#777;background:#888">faint</p></main></body></html>',
    );
    const found = await seriousA11yViolations(s.page);
    // #777 on #888: contrast ratio 1.3 : 1, under the 4.5 : 1 normal text needs.
    expect([...found].sort()).toEqual([
      expect.stringMatching(/^critical button-name \(.+\): #nameless$/),
      expect.stringMatching(/^serious color-contrast \(.+\): #faint$/),
    ]);
    // A second check of the same document (a screen widened in place) runs the axe it kept (decision 165)
    // on the page as it is now: an image added since, with no text alternative, is found too.
    await s.page.evaluate(
      "window.axe.kept = true; document.querySelector('main').insertAdjacentHTML('beforeend', '<img id=\"nameless-img\" src=\"data:,\">')",
    );
    expect([...(await seriousA11yViolations(s.page))].sort()).toEqual([
      expect.stringMatching(/^critical button-name \(.+\): #nameless$/),
      expect.stringMatching(/^critical image-alt \(.+\): #nameless-img$/),
      expect.stringMatching(/^serious color-contrast \(.+\): #faint$/),
    ]);
    expect(await s.page.evaluate('window.axe.kept'), 'the same axe, not sent again').toBe(true);
  });
});

// The check on the tour's shared context (decision 154): one context per block keeps the HTTP cache
// between tests, and nothing else. The first test leaves what a visitor could leave behind; the second
// must start without any of it, with the app's code taken from the cache.
describe('a tour block’s shared context', () => {
  const s = useBrowser({ viewport: DESKTOP, warmCache: true });
  const dataAsOf = (p: typeof s.page) => p.getByText(/^Data as of /).waitFor();

  it('a test leaves a cookie, storage and a permission behind', async () => {
    await s.page.goto('/status');
    await dataAsOf(s.page);
    await s.context.addCookies([{ name: 'left-behind', value: '1', url: s.baseUrl }]);
    await s.context.grantPermissions(['clipboard-read'], { origin: s.baseUrl });
    await s.page.evaluate(
      "localStorage.setItem('left-behind', '1'); sessionStorage.setItem('left-behind', '1')",
    );
  });

  it('the next test starts without them, its scripts from the cache', async () => {
    await s.page.goto('/status');
    await dataAsOf(s.page);
    expect((await s.context.cookies()).map((c) => c.name)).not.toContain('left-behind');
    // Run in the page (a string: this file is type-checked without the DOM's types).
    const left = (await s.page.evaluate(`(async () => ({
      local: localStorage.getItem('left-behind'),
      session: sessionStorage.getItem('left-behind'),
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' })).state,
      // The free-pick offer's "Maybe Later" is set again for every page (browser.ts's init script).
      offer: localStorage.getItem('gg:free-pick-modal-dismissed'),
      // The app's scripts that came without a byte over the network: from the cache.
      cached: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') && e.transferSize === 0).length,
    }))()`)) as { local: unknown; session: unknown; clipboard: string; offer: unknown; cached: number };
    expect(left).toMatchObject({ local: null, session: null, clipboard: 'prompt', offer: '9999' });
    expect(left.cached).toBeGreaterThan(0);
  });
});
