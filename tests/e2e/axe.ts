// Accessibility checks for e2e tests: axe-core (every rule it runs by default: WCAG 2.0–2.2 A/AA and
// best practices) on the page as the user sees it. Serious and critical violations fail the test.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const BLOCKING = new Set(['serious', 'critical']);

/** Fails with each serious or critical violation, its rule and the first elements it was found on. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // Every rule still runs on the whole page (decision 126). Legacy mode: axe.run() in the page itself
  // rather than axe.runPartial() per frame and axe.finishRun() in a second, blank page (a new page, axe
  // injected again, every partial result copied across) — the same results on this app, which has no
  // cross-origin frames. resultTypes: only the violations are collected in full (passes and
  // incomplete keep one example node each), and only the violations are read here.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      return `${violation.impact} ${violation.id} (${violation.help}): ${where}`;
    });
  expect(blocking, `axe on ${screen}`).toEqual([]);
}
