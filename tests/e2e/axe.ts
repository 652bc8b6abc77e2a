// Accessibility checks for e2e tests: axe-core (the rules it runs by default: WCAG 2.0–2.2 A/AA and
// best practices) on the page as the user sees it. Serious and critical violations fail the test.

import type { Result } from 'axe-core';
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { BLOCKING_IMPACTS, blockingRules, injectedAxe, injectedAxeAudit } from '../support/axe-rules.ts';

const AXE = injectedAxe();
// The default rules that can report a serious or critical violation; the 26 minor or moderate ones
// (region, heading-order, the landmark rules, …) could never fail the check (decision 133). Every rule
// when the table cannot be read.
const RULES = blockingRules(injectedAxeAudit());

// What @axe-core/playwright's AxeBuilder (4.11) put into each frame in legacy mode: the axe-core source, then
// its configuration. Sent as one script: AxeBuilder sent the 1.3 MB source to the main frame twice per
// check (once in `analyze`, once more in `inject`), each a transfer and a compile (decision 145).
const INJECT = `${String(Reflect.get(AXE, 'source'))}
;axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: 'playwright' } });`;
// A document that took axe for an earlier check keeps it (and its configuration): a screen checked at
// 390 px and again widened to 1366 px (decision 162) is one document, and its second check asked for the
// 1.3 MB source again, a transfer and a compile on a busy box. A load or reload is a new document, without it.
const HAS_AXE = "typeof window.axe === 'object' && typeof window.axe.run === 'function'";

// AxeBuilder's run with no include or exclude, and the options below. resultTypes: only the violations
// are collected in full (passes and incomplete keep one example node each); only the violations are sent
// back (AxeBuilder returned every list, which nothing here read).
const RUN = `(options) => window.axe.run({ exclude: [], include: [] }, options).then(
  (results) => ({ error: null, violations: results.violations }),
  (error) => ({ error: String(error?.message ?? error), violations: [] }),
)`;

/** Fails with each serious or critical violation, its rule and the first elements it was found on. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  expect(await seriousA11yViolations(page), `axe on ${screen}`).toEqual([]);
}

/** Each serious or critical violation on the page: `<impact> <rule> (<help>): <first three elements>`. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Legacy mode (decision 126): axe.run() in the page itself rather than axe.runPartial() per frame and
  // axe.finishRun() in a second, blank page — the same results on this app, which has no cross-origin
  // frames. As AxeBuilder did: axe goes into every frame (a child frame that does not take it within a
  // second is skipped), and the top frame's run reaches into the child frames through it.
  for (const frame of page.frames()) {
    const injected = inject(frame);
    if (frame === page.mainFrame()) {
      await injected;
      continue;
    }
    await Promise.race([
      injected.catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
  }
  const options = {
    resultTypes: ['violations'],
    ...(RULES ? { runOnly: { type: 'rule' as const, values: RULES } } : {}),
  };
  const run = await page.evaluate(`(${RUN})(${JSON.stringify(options)})`);
  const { error, violations } = run as { error: string | null; violations: Result[] };
  if (error) throw new Error(error);
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      return `${violation.impact} ${violation.id} (${violation.help}): ${where}`;
    });
}

/** Puts axe into the frame unless the frame's document already has it. */
async function inject(frame: Frame): Promise<void> {
  if (await frame.evaluate(HAS_AXE)) return;
  await frame.evaluate(INJECT);
}
