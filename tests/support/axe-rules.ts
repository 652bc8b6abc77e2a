// Which axe-core rules can fail an e2e screen check (decision 133). The check fails on serious and
// critical violations only (tests/e2e/axe.ts), and axe gives every violation of a rule that rule's own
// impact (axe-core 4.13 `_finalizeRuleResult`: each check result takes `rule.impact`), so a rule whose
// impact is minor or moderate (`region`, `heading-order`, the landmark rules, …) can never fail it.
// Running only the others is the same check with less work. Read from the axe-core that
// @axe-core/playwright injects; if its rule table cannot be read, every rule runs, as before.
import { createRequire } from 'node:module';
import { z } from 'zod';

/** The impacts that fail a screen check. */
export const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

const AxeAudit = z.object({
  rules: z.array(
    z.object({
      id: z.string(),
      impact: z.string().optional(),
      enabled: z.boolean().optional(),
      tags: z.array(z.string()),
    }),
  ),
  // Tags axe leaves out of a run unless asked for (experimental, deprecated).
  tagExclude: z.array(z.string()),
});

/**
 * The ids of the rules axe runs by default (enabled, no excluded tag) whose impact is serious or
 * critical; `undefined` when the audit is not the shape read here, or a default rule has no impact
 * (then the caller runs every rule).
 */
export function blockingRules(audit: unknown): string[] | undefined {
  const parsed = AxeAudit.safeParse(audit);
  if (!parsed.success) return undefined;
  const { rules, tagExclude } = parsed.data;
  const byDefault = rules.filter((r) => r.enabled !== false && !r.tags.some((t) => tagExclude.includes(t)));
  if (byDefault.length === 0 || byDefault.some((r) => r.impact === undefined)) return undefined;
  return byDefault.filter((r) => BLOCKING_IMPACTS.has(r.impact ?? '')).map((r) => r.id);
}

/** The axe-core copy @axe-core/playwright would inject into the page (its `source` and rule table). */
export function injectedAxe(): object {
  const fromPlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
  return fromPlaywright('axe-core');
}

/** The audit (rule table) of that copy. */
export function injectedAxeAudit(): unknown {
  return Reflect.get(injectedAxe(), '_audit');
}
