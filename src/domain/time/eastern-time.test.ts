import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import {
  addDays,
  daysBetween,
  easternToInstant,
  easternWallTime,
  zonedTimeToInstant,
} from './eastern-time.ts';

describe('Eastern wall time', () => {
  it('converts kickoffs on both sides of daylight saving time', () => {
    // Super Bowl LX, 6:30 pm EST.
    expect(easternToInstant('2026-02-08', '18:30').toISOString()).toBe('2026-02-08T23:30:00.000Z');
    // Week 1 2025 Sunday early game, 1:00 pm EDT.
    expect(easternToInstant('2025-09-07', '13:00').toISOString()).toBe('2025-09-07T17:00:00.000Z');
  });

  it('handles the nights the clocks change', () => {
    // 2025-11-02 01:30 happens twice in New York; the first (EDT) is taken.
    expect(easternToInstant('2025-11-02', '01:30').toISOString()).toBe('2025-11-02T05:30:00.000Z');
    // 2025-03-09 02:30 never happens; it maps to 03:30 EDT.
    expect(easternToInstant('2025-03-09', '02:30').toISOString()).toBe('2025-03-09T07:30:00.000Z');
    expect(easternToInstant('2025-11-02', '13:00').toISOString()).toBe('2025-11-02T18:00:00.000Z');
  });

  it('reads the weekday and date in New York, not in UTC', () => {
    // Monday night game ending after midnight UTC is still Monday in New York.
    const wall = easternWallTime(new Date('2025-11-25T01:15:00Z'));
    expect(wall).toEqual({ date: '2025-11-24', hour: 20, minute: 15, weekday: 1 });
  });

  it('works in other zones (London game)', () => {
    expect(zonedTimeToInstant('2025-10-19', '14:30', 'Europe/London').toISOString()).toBe(
      '2025-10-19T13:30:00.000Z',
    );
  });

  it('round-trips every minute-aligned instant through wall time', () => {
    assertProperty(
      fc.property(
        fc.integer({ min: Date.UTC(1999, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 }),
        (minutes) => {
          const instant = new Date(minutes * 60_000);
          const wall = easternWallTime(instant);
          const back = easternToInstant(wall.date, `${wall.hour}:${String(wall.minute).padStart(2, '0')}`);
          // The repeated fall-back hour maps to its first occurrence, an hour earlier at most.
          const diff = instant.getTime() - back.getTime();
          expect(diff === 0 || diff === 3_600_000).toBe(true);
        },
      ),
    );
  });

  it('counts calendar days', () => {
    expect(daysBetween('2025-09-02', '2025-11-19')).toBe(78);
    expect(addDays('2025-09-02', 77)).toBe('2025-11-18');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('memoised answers (decision 110)', () => {
  it("hands each caller its own Date: changing one does not change the next caller's", () => {
    const first = easternToInstant('2025-09-07', '13:00');
    // 13:00 EDT (UTC-4) is 17:00 UTC.
    expect(first.toISOString()).toBe('2025-09-07T17:00:00.000Z');
    first.setTime(0);
    expect(easternToInstant('2025-09-07', '13:00').toISOString()).toBe('2025-09-07T17:00:00.000Z');
  });

  it('answers a repeated question as it did the first time, in winter and in summer', () => {
    for (let i = 0; i < 2; i++) {
      // 20:15 EST (UTC-5) on 1 December is 01:15 UTC the next day.
      expect(easternToInstant('2025-12-01', '20:15').toISOString()).toBe('2025-12-02T01:15:00.000Z');
      expect(easternWallTime(new Date('2025-12-02T01:15:00Z'))).toEqual({
        date: '2025-12-01',
        hour: 20,
        minute: 15,
        weekday: 1,
      });
    }
  });
});
