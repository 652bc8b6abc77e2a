// Every screen of the app at 390 px and 1366 px: a screenshot in test-results/screens, and the checks
// every screen must pass (tests/e2e/screen-checks.ts). The tour is split by server into two files of
// about the same length (screens-live.e2e.ts: the live server and the fresh install; screens-replay.e2e.ts:
// the replaying server), so the run's two workers can share it instead of one taking three minutes of
// it at the end of the run (decision 133). Each file has its one Chromium (browser.ts).
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { type BrowserSession, DESKTOP, MOBILE, useBrowser } from './browser.ts';
import { checkScreen } from './screen-checks.ts';

export interface Screen {
  name: string;
  path: string;
  /** Resolves once the screen shows its data (or its final state). */
  ready: (page: Page) => Promise<unknown>;
  /** The server answers this path with 404 (the browser logs it). */
  notFound?: boolean;
}

export type TourServer = 'main' | 'empty' | 'replay';

/**
 * One describe block per server: each screen loaded once at 390 px, checked, then widened to 1366 px and
 * checked again (decision 162); on the live server the open menu at 390 px.
 */
export function tourScreens(server: TourServer, screens: readonly Screen[]): void {
  describe(`${server} screens at ${MOBILE.width} and ${DESKTOP.width} px`, () => {
    // One context per block, its cache on (decision 154): the tour neither moves a clock nor writes, and
    // its second and later screens take the app's immutable script chunks from the cache. Each test's
    // page opens at the context's 390 px.
    const s = useBrowser({ viewport: MOBILE, warmCache: true, ...(server === 'main' ? {} : { server }) });
    for (const screen of screens) {
      it(`${screen.name}`, async () => {
        await visit(s, screen);
        await checkScreen(s.page, screen.name);
        // The same page widened, not loaded again (decision 162): the app lays out by CSS alone (no
        // width read in script), so a page widened to 1366 px is the page a desktop loads.
        await s.page.setViewportSize(DESKTOP);
        await screen.ready(s.page);
        await checkScreen(s.page, screen.name);
      });
    }
    if (server === 'main') {
      it('menu-open', async () => {
        await s.page.goto('/');
        // Home as it arrives, not the first load's top bar, which the app's own replaces when the page's
        // code is in (frame-loading.test.tsx): a logo measured during that swap had no box (CI of c2a51de).
        await screens.find((screen) => screen.path === '/')?.ready(s.page);
        await s.page.getByRole('button', { name: 'Open menu' }).click();
        await s.page.getByRole('navigation', { name: 'Mobile' }).waitFor();
        await checkScreen(s.page, 'menu-open');
      });
    }
  });
}

async function visit(s: BrowserSession, screen: Screen) {
  if (screen.notFound) s.expectConsoleError(/404 \(Not Found\)/);
  await s.page.goto(screen.path);
  await screen.ready(s.page);
}
