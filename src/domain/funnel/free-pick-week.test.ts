import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { wallTimeIn } from '../time/eastern-time.ts';
import { freePickWeek, isTimeZone } from './free-pick-week.ts';

const NY = 'America/New_York';
const iso = (d: Date) => d.toISOString();
const HOUR = 3_600_000;

describe('freePickWeek: Tuesday 03:00 on the person’s wall clock', () => {
  it('puts the replay instant (Friday 12 December 2025, 13:00 in New York) in the week from Tuesday 9th', () => {
    // EST is UTC-5: Tuesday 9 Dec 03:00 EST = 08:00Z; the next Tuesday, 16 Dec, also 08:00Z.
    const w = freePickWeek(new Date('2025-12-12T18:00:00Z'), NY);
    expect(iso(w.startsAt)).toBe('2025-12-09T08:00:00.000Z');
    expect(iso(w.resetsAt)).toBe('2025-12-16T08:00:00.000Z');
  });

  it('keeps last week until 03:00 on Tuesday, and starts the new one at 03:00 exactly', () => {
    // Tuesday 16 Dec 02:59 EST = 07:59Z: still the week of the 9th.
    expect(iso(freePickWeek(new Date('2025-12-16T07:59:00Z'), NY).startsAt)).toBe('2025-12-09T08:00:00.000Z');
    // 03:00 EST = 08:00Z: the new week, which ends Tuesday 23rd 08:00Z.
    const w = freePickWeek(new Date('2025-12-16T08:00:00Z'), NY);
    expect(iso(w.startsAt)).toBe('2025-12-16T08:00:00.000Z');
    expect(iso(w.resetsAt)).toBe('2025-12-23T08:00:00.000Z');
  });

  it('is 169 hours long across the autumn switch and 167 across the spring one', () => {
    // Clocks fell back on Sunday 2 Nov 2025: Tue 28 Oct 03:00 EDT (UTC-4) = 07:00Z,
    // Tue 4 Nov 03:00 EST (UTC-5) = 08:00Z -> 7 × 24 + 1 = 169 h.
    const fall = freePickWeek(new Date('2025-11-02T12:00:00Z'), NY);
    expect(iso(fall.startsAt)).toBe('2025-10-28T07:00:00.000Z');
    expect(iso(fall.resetsAt)).toBe('2025-11-04T08:00:00.000Z');
    // Clocks sprang forward on Sunday 8 Mar 2026: Tue 3 Mar 03:00 EST = 08:00Z,
    // Tue 10 Mar 03:00 EDT = 07:00Z -> 168 - 1 = 167 h.
    const spring = freePickWeek(new Date('2026-03-09T12:00:00Z'), NY);
    expect(iso(spring.startsAt)).toBe('2026-03-03T08:00:00.000Z');
    expect(iso(spring.resetsAt)).toBe('2026-03-10T07:00:00.000Z');
  });

  it('follows the person’s own zone, not New York’s', () => {
    // Friday 12 Dec 2025 18:00Z. Los Angeles (PST, UTC-8): Tue 9 Dec 03:00 = 11:00Z.
    expect(iso(freePickWeek(new Date('2025-12-12T18:00:00Z'), 'America/Los_Angeles').startsAt)).toBe(
      '2025-12-09T11:00:00.000Z',
    );
    // Sydney (AEDT, UTC+11): Tue 9 Dec 03:00 = Mon 8 Dec 16:00Z.
    expect(iso(freePickWeek(new Date('2025-12-12T18:00:00Z'), 'Australia/Sydney').startsAt)).toBe(
      '2025-12-08T16:00:00.000Z',
    );
  });

  it('knows a real zone from a made-up one', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  const zones = fc.constantFrom(
    NY,
    'America/Los_Angeles',
    'Europe/London',
    'Australia/Sydney',
    'Asia/Kolkata',
    'UTC',
  );
  // 2020–2030, DST switches included.
  const instants = fc
    .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
    .map((ms) => new Date(ms));

  it('holds the instant, starts and ends on a Tuesday at 03:00, and lasts a week give or take the switch hour', () => {
    assertProperty(
      fc.property(instants, zones, (instant, zone) => {
        const w = freePickWeek(instant, zone);
        expect(w.startsAt.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(w.resetsAt.getTime()).toBeGreaterThan(instant.getTime());
        for (const edge of [w.startsAt, w.resetsAt]) {
          expect(wallTimeIn(edge, zone)).toMatchObject({ weekday: 2, hour: 3, minute: 0 });
        }
        const hours = (w.resetsAt.getTime() - w.startsAt.getTime()) / HOUR;
        expect(hours).toBeGreaterThanOrEqual(167);
        expect(hours).toBeLessThanOrEqual(169);
      }),
    );
  });

  it('chains: the week after a reset starts at that reset', () => {
    assertProperty(
      fc.property(instants, zones, (instant, zone) => {
        const w = freePickWeek(instant, zone);
        expect(freePickWeek(w.resetsAt, zone).startsAt.getTime()).toBe(w.resetsAt.getTime());
        expect(freePickWeek(new Date(w.resetsAt.getTime() - 1), zone).startsAt.getTime()).toBe(
          w.startsAt.getTime(),
        );
      }),
    );
  });
});
