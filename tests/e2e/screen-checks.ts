// What every screen must hold at every width (issue 9): no sideways page scroll, the logo drawn as
// SVG (never an emoji that renders as a box without an emoji font), no serious accessibility problem.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { ARTIFACTS } from './browser.ts';

// Characters that render as emoji by default: 🦍 🙈 🍌 … (© and ™ are not in this class).
const EMOJI = /\p{Emoji_Presentation}/u;

export async function checkScreen(page: Page, name: string): Promise<void> {
  await page.evaluate('document.fonts.ready');
  const width = page.viewportSize()?.width ?? 0;
  const sideways = Number(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'));
  expect(sideways, `${name} at ${width} px scrolls sideways by ${sideways} px`).toBeLessThanOrEqual(0);

  const logo = page.getByRole('banner').getByRole('link', { name: 'Go Gorilla home' }).locator('svg');
  expect(await logo.isVisible(), 'the logo mark is visible').toBe(true);
  expect((await logo.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(24);
  const text = String(await page.evaluate('document.body.innerText'));
  expect(text.match(EMOJI)?.[0], `${name} shows an emoji character`).toBeUndefined();

  await expectNoSeriousA11yViolations(page, `${name} at ${width} px`);
  await page.screenshot({ path: path.join(ARTIFACTS, 'screens', `${name}-${width}.png`), fullPage: true });
}
