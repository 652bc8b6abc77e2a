import { describe, expect, it } from 'vitest';
import { blockingRules, injectedAxeAudit } from './axe-rules.ts';

const rule = (
  id: string,
  impact: string | undefined,
  extra: { enabled?: boolean; tags?: string[] } = {},
) => ({
  id,
  impact,
  enabled: extra.enabled,
  tags: extra.tags ?? ['wcag2a'],
});

describe('the axe rules a screen check runs', () => {
  it('keeps the default rules whose impact is serious or critical, and only those', () => {
    const audit = {
      tagExclude: ['experimental', 'deprecated'],
      rules: [
        rule('color-contrast', 'serious'),
        rule('button-name', 'critical'),
        rule('region', 'moderate'),
        rule('empty-heading', 'minor'),
        // Not run by default: disabled, or tagged experimental or deprecated.
        rule('off', 'critical', { enabled: false }),
        rule('trial', 'serious', { tags: ['experimental'] }),
        rule('old', 'critical', { tags: ['wcag2a', 'deprecated'] }),
      ],
    };
    expect(blockingRules(audit)).toEqual(['color-contrast', 'button-name']);
  });

  it('runs every rule (undefined) when a default rule has no impact or the table is not readable', () => {
    const tagExclude = ['experimental'];
    expect(
      blockingRules({ tagExclude, rules: [rule('a', 'serious'), rule('b', undefined)] }),
    ).toBeUndefined();
    expect(blockingRules({ tagExclude, rules: [] })).toBeUndefined();
    expect(blockingRules(undefined)).toBeUndefined();
    expect(blockingRules({ rules: 'none' })).toBeUndefined();
  });

  it('reads the injected axe-core 4.13: colour contrast and names in, region and heading order out', () => {
    const rules = blockingRules(injectedAxeAudit());
    expect(rules).toBeDefined();
    for (const id of [
      'color-contrast',
      'button-name',
      'image-alt',
      'label',
      'link-name',
      'aria-required-attr',
    ])
      expect(rules).toContain(id);
    for (const id of [
      'region',
      'heading-order',
      'landmark-one-main',
      'landmark-unique',
      'page-has-heading-one',
    ])
      expect(rules).not.toContain(id);
  });
});
