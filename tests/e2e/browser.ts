// A real Chromium (Debian's /usr/bin/chromium) driven by playwright-core; never a downloaded browser.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

// The two widths every screen is checked at (issue 9): a common laptop and a 390 px phone.
export const DESKTOP = { width: 1366, height: 768 };
export const MOBILE = { width: 390, height: 844 };
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-results');

export interface BrowserSession {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  /** Declares a console error the test expects (e.g. the 404 of a document it asked for). */
  expectConsoleError(pattern: RegExp): void;
}

/** Bytes in the servers' error log so far (tests/e2e/global-setup.ts writes it). */
function errorLogSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** Error lines the servers logged since `from` bytes into their error log. */
function serverErrorsSince(file: string, from: number): string[] {
  if (errorLogSize(file) <= from) return [];
  return readFileSync(file).subarray(from).toString('utf8').split('\n').filter(Boolean);
}

// One Chromium per test file, shared by its `useBrowser` blocks: launched by the first block's beforeAll,
// closed by the last block's afterAll (each block counts itself in when the file is collected, before any
// hook runs). A launch costs one to three seconds on the loaded 2-core box, and screens-live.e2e.ts has
// four blocks. What a test sees is unchanged: every test still gets a context of its own (a page of its own in
// the block's one context for the screen tour: `warmCache`, decision 154).
let sharedBrowser: Promise<Browser> | undefined;
let blocks = 0;

function launchBrowser(): Promise<Browser> {
  sharedBrowser ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return sharedBrowser;
}

async function releaseBrowser(): Promise<void> {
  blocks -= 1;
  if (blocks > 0 || !sharedBrowser) return;
  const closing = sharedBrowser;
  sharedBrowser = undefined;
  await (await closing).close();
}

/**
 * A fresh context per test (on the file's one browser; or a fresh page in the block's one context with
 * `warmCache`); any console error or page error fails the test,
 * and so does any error the servers log while it runs (a 500 the page may have papered over).
 */
export function useBrowser(options: {
  viewport: { width: number; height: number };
  /** The replaying server, or the one on an empty database (a fresh install). */
  server?: 'replay' | 'empty';
  /** A server of the test file's own (read when each test starts). */
  baseUrl?: () => string;
  /**
   * One context for the block's tests, its HTTP cache on (decision 154): each test still gets a page of
   * its own, and starts with no cookies, storage or permissions left by the one before. Only for blocks
   * whose tests neither move a server's clock nor change what a public answer says (the screen tour):
   * the cache keeps answers for their max-age.
   */
  warmCache?: boolean;
  /**
   * The free-pick offer as a first visitor meets it: without this, each context starts as a visitor
   * who already said "Maybe Later" to it (the offer makes the page behind it inert).
   */
  firstVisit?: boolean;
}): BrowserSession {
  const session = {} as BrowserSession;
  let browser: Browser;
  let problems: string[] = [];
  let expected: RegExp[] = [];
  let errorLogStart = 0;
  session.expectConsoleError = (pattern) => {
    expected.push(pattern);
  };
  blocks += 1;
  // The block's one context when `warmCache` is set (opened with its first test, closed after its last).
  let shared: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(ARTIFACTS, { recursive: true });
  });
  afterAll(async () => {
    await shared?.close();
    shared = undefined;
    await releaseBrowser();
  });
  beforeEach(async () => {
    problems = [];
    expected = [];
    const e2e = inject('e2e');
    errorLogStart = errorLogSize(e2e.serverErrorLog);
    session.baseUrl = options.baseUrl
      ? options.baseUrl()
      : options.server === 'replay'
        ? e2e.replayBaseUrl
        : options.server === 'empty'
          ? e2e.emptyBaseUrl
          : e2e.baseUrl;
    if (options.warmCache) {
      shared ??= await newContext(browser, options.viewport, session.baseUrl);
      session.context = shared;
      await shared.clearCookies();
      await shared.clearPermissions();
      session.page = await shared.newPage();
      await preparePage(session.page, session.baseUrl, { cache: 'on', clearStorage: true });
    } else {
      session.context = await newContext(browser, options.viewport, session.baseUrl, options.firstVisit);
      session.page = await session.context.newPage();
      await preparePage(session.page, session.baseUrl, { cache: 'off' });
      const baseUrl = session.baseUrl;
      // A page the test opens itself is prepared the same way (as it opens: its first request may come first).
      session.context.on('page', (page) => void preparePage(page, baseUrl, { cache: 'off' }).catch(() => {}));
    }
    session.page.on('console', (message) => {
      // The resource's address too: Chromium's "Failed to load resource" line does not name it.
      const url = message.location().url;
      if (message.type() === 'error')
        problems.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
    });
    session.page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  });
  afterEach(async ({ task }) => {
    if (shared && task.result?.state !== 'fail') {
      // Every page the test opened goes; the context (and its cache) stays for the block's next test.
      await Promise.all(shared.pages().map((page) => page.close()));
    } else {
      // A failed test's context goes whole, so nothing it left half-done reaches the next test.
      await session.context?.close();
      shared = undefined;
    }
    expect(
      serverErrorsSince(inject('e2e').serverErrorLog, errorLogStart),
      'the server logged errors',
    ).toEqual([]);
    const unexpected = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
    expect(unexpected, 'the page logged errors').toEqual([]);
  });
  return session;
}

/** A context as a visitor in New York sees the app. */
async function newContext(
  browser: Browser,
  viewport: { width: number; height: number },
  baseUrl: string,
  firstVisit = false,
): Promise<BrowserContext> {
  // The viewer sits in New York (decision 097: instants read in the viewer's zone), so expected times are
  // the same on any machine.
  const context = await browser.newContext({ viewport, baseURL: baseUrl, timezoneId: 'America/New_York' });
  // The free-pick offer opens 1.5 s into a visitor's first visit of the week (decision 120) and makes the
  // page behind it inert: these sessions start as a visitor who already said "Maybe Later" to it.
  if (firstVisit) return context;
  await context.addInitScript({
    // Guarded: the script also runs in documents without storage (about:blank, data: URLs), where
    // touching localStorage throws.
    content: "try { localStorage.setItem('gg:free-pick-modal-dismissed', '9999') } catch {}",
  });
  return context;
}

/**
 * Readies a page through its own DevTools session (decision 154). No internet here: an image from another
 * host (a player's league headshot) gets a 1×1 PNG, and only images are intercepted. Playwright's
 * `context.route`, used before, paused every request of the context (each script chunk, stylesheet and API
 * read) in the test process, which for a file with a server of its own is the process serving them too.
 * `cache: 'off'` keeps the browser's HTTP cache off, as that route did without saying so: the tests that
 * move a server's clock must never read an answer kept from before the move (decision 148).
 * `clearStorage`: the server's origin's storage is cleared first (a shared context's next test).
 */
async function preparePage(
  page: Page,
  baseUrl: string,
  options: { cache: 'on' | 'off'; clearStorage?: boolean },
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  if (options.clearStorage)
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseUrl).origin,
      storageTypes: 'local_storage,session_storage,indexeddb,cache_storage,service_workers,file_systems',
    });
  if (options.cache === 'off') {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  const ownHost = new URL(baseUrl).host;
  cdp.on('Fetch.requestPaused', (event) => {
    const answer =
      new URL(event.request.url).host !== ownHost
        ? cdp.send('Fetch.fulfillRequest', {
            requestId: event.requestId,
            responseCode: 200,
            responseHeaders: [{ name: 'content-type', value: 'image/png' }],
            body: PIXEL.toString('base64'),
          })
        : cdp.send('Fetch.continueRequest', { requestId: event.requestId });
    // The page may close before its last image is answered.
    answer.catch(() => {});
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*', resourceType: 'Image' }] });
}

/**
 * Opens Home and waits for its heading: until the page's code has arrived, the frame on screen is the
 * first load's (FrameLoading, decision 143), which the app's own frame then replaces, so a menu focused
 * or hovered before that is gone (frame-desktop's dropdown tests failed that way on CI).
 */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Bet Smarter. Go Primal.' }).waitFor();
}

/** In-app navigation, as a link would do it: the page and its query cache stay. */
export const inApp = (page: Page, to: string) =>
  page.evaluate(
    `history.pushState(null, '', ${JSON.stringify(to)}); dispatchEvent(new PopStateEvent('popstate'))`,
  );
