// The edges of wall time → instant: what the parser accepts, seconds, and the two nights a year the
// clocks change — in New York and in the zones east of UTC where the NFL plays abroad (London, Berlin)
// and beyond (Sydney), where the repeated hour comes after midnight UTC.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { EASTERN, wallTimeIn, zonedTimeToInstant } from './eastern-time.ts';

const iso = (date: string, time: string, zone: string) => zonedTimeToInstant(date, time, zone).toISOString();

describe('zonedTimeToInstant: input', () => {
  it('refuses anything but YYYY-MM-DD and H:MM or HH:MM[:SS], naming what it got', () => {
    const bad: [string, string][] = [
      ['x2025-09-07', '13:00'],
      ['2025-09-07x', '13:00'],
      ['2025-9-07', '13:00'],
      ['2025-09-07', 'x13:00'],
      ['2025-09-07', '13:00x'],
      ['2025-09-07', '13:00:5'],
      ['2025-09-07', '13:00:ab'],
    ];
    for (const [date, time] of bad) {
      expect(() => zonedTimeToInstant(date, time, EASTERN), `${date} ${time}`).toThrow(
        new RangeError(`Not a wall time: ${date} ${time}`),
      );
    }
  });

  it('reads one-digit hours and seconds', () => {
    expect(iso('2025-09-07', '9:30', EASTERN)).toBe('2025-09-07T13:30:00.000Z');
    expect(iso('2025-09-07', '13:00:30', EASTERN)).toBe('2025-09-07T17:00:30.000Z');
  });
});

describe('zonedTimeToInstant: the nights the clocks change', () => {
  it('New York: the minutes either side of each switch', () => {
    // Spring forward, 9 March 2025: 01:59 EST, then 03:00 EDT.
    expect(iso('2025-03-09', '01:59', EASTERN)).toBe('2025-03-09T06:59:00.000Z');
    expect(iso('2025-03-09', '03:00', EASTERN)).toBe('2025-03-09T07:00:00.000Z');
    // Fall back, 2 November 2025: 01:59 EDT (the first time), then 02:00 and 03:00 EST.
    expect(iso('2025-11-02', '01:59', EASTERN)).toBe('2025-11-02T05:59:00.000Z');
    expect(iso('2025-11-02', '02:00', EASTERN)).toBe('2025-11-02T07:00:00.000Z');
    expect(iso('2025-11-02', '03:00', EASTERN)).toBe('2025-11-02T08:00:00.000Z');
  });

  it('takes the first of a repeated hour east of UTC too', () => {
    // London, 26 October 2025: 01:30 BST (00:30 UTC) comes before 01:30 GMT.
    expect(iso('2025-10-26', '01:30', 'Europe/London')).toBe('2025-10-26T00:30:00.000Z');
    // Berlin: 02:30 CEST (00:30 UTC) before 02:30 CET.
    expect(iso('2025-10-26', '02:30', 'Europe/Berlin')).toBe('2025-10-26T00:30:00.000Z');
    // Sydney, 6 April 2025: 02:30 AEDT (15:30 UTC the day before) before 02:30 AEST.
    expect(iso('2025-04-06', '02:30', 'Australia/Sydney')).toBe('2025-04-05T15:30:00.000Z');
  });

  it('maps a skipped time one hour later east of UTC too', () => {
    // Berlin, 30 March 2025: 02:30 never happens; 03:30 CEST is 01:30 UTC.
    expect(iso('2025-03-30', '02:30', 'Europe/Berlin')).toBe('2025-03-30T01:30:00.000Z');
    // Sydney, 5 October 2025: 02:30 never happens; 03:30 AEDT is 16:30 UTC the day before.
    expect(iso('2025-10-05', '02:30', 'Australia/Sydney')).toBe('2025-10-04T16:30:00.000Z');
  });

  it('gives back every instant, or the first instant that shows the same wall time', () => {
    const zones = [EASTERN, 'Europe/London', 'Europe/Berlin', 'America/Sao_Paulo', 'Australia/Sydney'];
    assertProperty(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(1999, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 }),
        (zone, minutes) => {
          const instant = new Date(minutes * 60_000);
          const wall = wallTimeIn(instant, zone);
          const back = zonedTimeToInstant(
            wall.date,
            `${wall.hour}:${String(wall.minute).padStart(2, '0')}`,
            zone,
          );
          expect(wallTimeIn(back, zone)).toEqual(wall);
          const earlier = instant.getTime() - back.getTime();
          expect([0, 3_600_000]).toContain(earlier);
          // Nothing earlier than the answer shows that wall time.
          expect(wallTimeIn(new Date(back.getTime() - 3_600_000), zone)).not.toEqual(wall);
        },
      ),
    );
  });
});
