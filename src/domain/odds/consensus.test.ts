import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { median, modalLine } from './consensus.ts';

describe('consensus line', () => {
  it('is the median of the books’ lines (HOU spread across nine books: −9.5)', () => {
    expect(median([-9.5, -9.5, -10, -10, -10, -10, -9, -9.5, -9.5])).toBe(-9.5);
    expect(median([-3, -3.5])).toBe(-3.25);
    expect(median([])).toBeNull();
  });

  it('quotes the line most books offer, nearest the median on a tie', () => {
    // Four books at −10 and four at −9.5: the median is −9.5, so −9.5.
    expect(modalLine([-9.5, -9.5, -10, -10, -10, -10, -9, -9.5, -9.5])).toBe(-9.5);
    expect(modalLine([44.5, 45, 45, 46])).toBe(45);
    // Three books at 3 beat four scattered lines, though the median (7) is far from 3.
    expect(modalLine([3, 3, 3, 7, 7.5, 8, 8.5])).toBe(3);
    expect(modalLine([])).toBeNull();
  });

  it('one outlying book cannot pull the median outside the other books’ range', () => {
    assertProperty(
      fc.property(
        fc.array(fc.integer({ min: -30, max: 30 }), { minLength: 2, maxLength: 12 }),
        fc.integer({ min: -1000, max: 1000 }),
        (xs, outlier) => {
          const m = median([...xs, outlier]) as number;
          expect(m).toBeGreaterThanOrEqual(Math.min(...xs));
          expect(m).toBeLessThanOrEqual(Math.max(...xs));
        },
      ),
    );
  });
});
