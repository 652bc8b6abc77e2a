import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { formatClockHour } from './text.ts';

describe('formatClockHour', () => {
  it('prints hours and minutes on a 12-hour clock', () => {
    expect(formatClockHour(13.5)).toBe('1:30 pm');
    expect(formatClockHour(9)).toBe('9 am');
    expect(formatClockHour(0.25)).toBe('12:15 am');
    expect(formatClockHour(12)).toBe('12 pm');
    expect(formatClockHour(20.5)).toBe('8:30 pm');
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
