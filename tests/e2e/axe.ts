// Accessibility checks for e2e tests: axe-core (the rules it runs by default: WCAG 2.0–2.2 A/AA and
// best practices) on the page as the user sees it. Serious and critical violations fail the test.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { BLOCKING_IMPACTS, blockingRules, injectedAxeAudit } from '../support/axe-rules.ts';

// The default rules that can report a serious or critical violation; the 26 minor or moderate ones
// (region, heading-order, the landmark rules, …) could never fail the check (decision 133). Every rule
// when the table cannot be read.
const RULES = blockingRules(injectedAxeAudit());

/** Fails with each serious or critical violation, its rule and the first elements it was found on. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // The rules run on the whole page. Legacy mode (decision 126): axe.run() in the page itself
  // rather than axe.runPartial() per frame and axe.finishRun() in a second, blank page (a new page, axe
  // injected again, every partial result copied across) — the same results on this app, which has no
  // cross-origin frames. resultTypes: only the violations are collected in full (passes and
  // incomplete keep one example node each), and only the violations are read here.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({
      resultTypes: ['violations'],
      ...(RULES ? { runOnly: { type: 'rule' as const, values: RULES } } : {}),
    })
    .analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      return `${violation.impact} ${violation.id} (${violation.help}): ${where}`;
    });
  expect(blocking, `axe on ${screen}`).toEqual([]);
}
