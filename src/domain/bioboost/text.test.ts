import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import {
  capitalise,
  formatClockHour,
  formatOneDecimal,
  formatSigned,
  formatThousands,
  ordinal,
  plural,
} from './text.ts';

describe('formatClockHour', () => {
  it('prints hours and minutes on a 12-hour clock', () => {
    expect(formatClockHour(13.5)).toBe('1:30 pm');
    expect(formatClockHour(9)).toBe('9 am');
    expect(formatClockHour(0.25)).toBe('12:15 am');
    expect(formatClockHour(12)).toBe('12 pm');
    expect(formatClockHour(20.5)).toBe('8:30 pm');
    expect(formatClockHour(13 + 5 / 60)).toBe('1:05 pm');
  });

  it('carries a minute that rounds to 60 into the next hour', () => {
    expect(formatClockHour(9.995)).toBe('10 am');
    expect(formatClockHour(11.999)).toBe('12 pm');
    expect(formatClockHour(23.999)).toBe('12 am');
  });

  it('wraps around midnight in both directions', () => {
    expect(formatClockHour(25.5)).toBe('1:30 am');
    expect(formatClockHour(-1)).toBe('11 pm');
    expect(formatClockHour(-0.001)).toBe('12 am');
  });

  it('always prints a real clock time, the nearest minute to the hour given', () => {
    assertProperty(
      fc.property(fc.double({ min: -48, max: 48, noNaN: true }), (hours) => {
        const text = formatClockHour(hours);
        const match = /^(1[0-2]|[1-9])(?::([0-5]\d))? (am|pm)$/.exec(text);
        expect(match, text).not.toBeNull();
        const [, h12, mm, suffix] = match as RegExpExecArray;
        const printed = ((Number(h12) % 12) + (suffix === 'pm' ? 12 : 0)) * 60 + Number(mm ?? 0);
        // Within half a minute of the hour given, measured around the 24-hour dial.
        const apart = Math.abs((((hours * 60 - printed) % 1440) + 1440) % 1440);
        expect(Math.min(apart, 1440 - apart)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});

describe('the numbers in the reasons', () => {
  it('groups thousands, keeps a minus sign only when something is left after rounding', () => {
    expect(formatThousands(2450.4)).toBe('2,450');
    expect(formatThousands(999.5)).toBe('1,000');
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(12345)).toBe('12,345');
    expect(formatThousands(-1234.6)).toBe('-1,235');
    expect(formatThousands(-0.4)).toBe('0');
    expect(formatThousands(0)).toBe('0');
  });

  it('prints one decimal only when there is one, and never "-0"', () => {
    expect(formatOneDecimal(1.25)).toBe('1.3');
    expect(formatOneDecimal(2)).toBe('2');
    expect(formatOneDecimal(-2.34)).toBe('-2.3');
    expect(formatOneDecimal(-0.04)).toBe('0');
    expect(formatOneDecimal(0.04)).toBe('0');
  });

  it('signs a figure with a real minus, and prints a rounded zero bare', () => {
    expect(formatSigned(3.5)).toBe('+3.5');
    expect(formatSigned(-2)).toBe('−2');
    expect(formatSigned(0)).toBe('0');
    expect(formatSigned(0.04)).toBe('0');
    expect(formatSigned(-0.04)).toBe('0');
  });

  it('uses English ordinals, teens included', () => {
    const ordinals = [1, 2, 3, 4, 11, 12, 13, 14, 21, 22, 23, 101, 111, 112, 113, 121].map(ordinal);
    expect(ordinals).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '14th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
      '113th',
      '121st',
    ]);
  });

  it('pluralises by count and capitalises the first letter only', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(2, 'day')).toBe('2 days');
    expect(plural(-1, 'zone')).toBe('-1 zone');
    expect(plural(1, "day's rest", "days' rest")).toBe("1 day's rest");
    expect(capitalise('playoff game; at home')).toBe('Playoff game; at home');
    expect(capitalise('')).toBe('');
  });
});
