import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { closingLineValue } from './closing-line-value.ts';

describe('closing-line value', () => {
  it('credits the side that got a better number than the close', () => {
    // Home frozen at −3, closed −4: a home bettor gave a point less than the market's last word.
    expect(closingLineValue('home', -3, -4)).toBe(1);
    expect(closingLineValue('away', -3, -4)).toBe(-1);
    // Away frozen at home −7 (away +7), closed home −6.5 (away +6.5): the away bettor got half a point more.
    expect(closingLineValue('away', -7, -6.5)).toBe(0.5);
    expect(closingLineValue('home', -2.5, -2.5)).toBe(0);
    expect(Object.is(closingLineValue('away', -2.5, -2.5), -0)).toBe(false);
    // Float dust below zero (0.3 − (0.1 + 0.2)) rounds to 0, not to −0.
    expect(Object.is(closingLineValue('away', 0.1 + 0.2, 0.3), 0)).toBe(true);
  });

  it('is zero-sum across the two sides and zero when the line did not move (property)', () => {
    const line = fc.integer({ min: -40, max: 40 }).map((x) => x / 2);
    assertProperty(
      fc.property(line, line, (frozen, close) => {
        expect(closingLineValue('home', frozen, close) + closingLineValue('away', frozen, close)).toBe(0);
        expect(closingLineValue('home', frozen, frozen)).toBe(0);
        // A home pick's CLV grows as the close moves further toward home (more negative).
        expect(closingLineValue('home', frozen, close - 0.5)).toBeGreaterThan(
          closingLineValue('home', frozen, close),
        );
      }),
    );
  });
});
