// What every screen must hold at every width (issue 9): no sideways page scroll, the logo drawn as
// SVG (never an emoji that renders as a box without an emoji font), no serious accessibility problem,
// and no raw value a person cannot read (issue 21, decision 103). Each screen's screenshot goes into
// test-results/screens, listed by state in its index.html (screens-index.ts).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { rawValues } from '../../src/web/testing/raw-values.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { ARTIFACTS } from './browser.ts';
import { recordShot, type ScreenState } from './screens-index.ts';

// Characters that render as emoji by default: 🦍 🙈 🍌 … (© and ™ are not in this class).
const EMOJI = /\p{Emoji_Presentation}/u;

// The visible text (and screen-reader text) of the page, without <code>/<pre>/<kbd> (a first run's
// commands are meant to be typed as they stand) and without figures marked data-precision (a Brier
// score's fourth decimal is where models differ: decision 103).
const VISIBLE_TEXT = `(() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || el.closest('code, pre, kbd, samp, script, style, noscript, [data-precision]') || !el.checkVisibility()) continue;
    out.push(node.textContent);
  }
  return out.join('\\n');
})()`;

/** Runs the checks, takes the screenshot and lists it; `state` is inferred when not given. */
export async function checkScreen(page: Page, name: string, state?: ScreenState): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  // The readings at once (none of them changes the page), then asserted in the same order: two round
  // trips to the page instead of six, each of which waits its turn on a loaded box (decision 145).
  // The logo's box is read after its visibility is asserted, as before: on a page without the logo it
  // would wait for the element rather than fail at once.
  const logo = page.getByRole('banner').getByRole('link', { name: 'Go Gorilla home' }).locator('svg');
  const [read, logoVisible] = await Promise.all([
    // Measured once the fonts are in, as before.
    page.evaluate(`document.fonts.ready.then(() => ({
      sideways: document.documentElement.scrollWidth - window.innerWidth,
      text: document.body.innerText,
      visibleText: ${VISIBLE_TEXT},
    }))`) as Promise<{ sideways: number; text: string; visibleText: string }>,
    logo.isVisible(),
  ]);
  const sideways = Number(read.sideways);
  expect(sideways, `${name} at ${width} px scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0);
  expect(logoVisible, 'the logo mark is visible').toBe(true);
  expect((await logo.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(24);
  expect(String(read.text).match(EMOJI)?.[0], `${name} shows an emoji character`).toBeUndefined();
  expect(rawValues(String(read.visibleText)), `${name} shows raw values`).toEqual([]);

  await expectNoSeriousA11yViolations(page, `${name} at ${width} px`);
  const screens = path.join(ARTIFACTS, 'screens');
  // JPEG at quality 90 (decision 154): the same full page a reviewer pages through, encoded in a fraction
  // of a PNG's time (a phone page runs to 13,000 px tall); the text stays sharp enough to read.
  const file = `${name}-${width}.jpg`;
  await page.screenshot({ path: path.join(screens, file), fullPage: true, type: 'jpeg', quality: 90 });
  const url = new URL(page.url());
  recordShot(screens, {
    name,
    route: url.pathname + url.search,
    width,
    state: state ?? (await inferState(page, url)),
    file,
  });
}

async function inferState(page: Page, url: URL): Promise<ScreenState> {
  if (url.origin === new URL(inject('e2e').emptyBaseUrl).origin) return 'empty';
  const account = page.getByRole('banner').getByRole('button', { name: /^Account menu for / });
  return (await account.count()) > 0 ? 'signed in' : 'signed out';
}
