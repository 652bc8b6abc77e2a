import { describe, expect, it } from 'vitest';
import css from './styles.css?raw';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}
function token(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`styles.css has no --color-${name}`);
  return match[1];
}

describe('the theme tokens', () => {
  it('give control borders 3:1 against every surface a control sits on (WCAG 1.4.11)', () => {
    for (const surface of ['canopy-950', 'canopy-900', 'canopy-800']) {
      expect(contrast(token('control'), token(surface)), `control on ${surface}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('agree with the ratios UI.md §4 quotes', () => {
    expect(contrast(token('control'), token('canopy-900'))).toBeCloseTo(3.7, 1);
    // Why canopy-500 is no longer a control border.
    expect(contrast(token('canopy-500'), token('canopy-900'))).toBeLessThan(3);
    expect(contrast(token('moss-300'), token('canopy-900'))).toBeGreaterThanOrEqual(4.5);
  });
});
