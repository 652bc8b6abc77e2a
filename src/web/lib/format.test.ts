import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appInstant,
  formatClock,
  formatDay,
  formatInstant,
  formatKickoff,
  formatPercent,
  formatScore,
  LONG_DECIMAL,
} from './format.ts';

const NY = 'America/New_York';

describe('instants', () => {
  it('reads in the zone asked for and names it', () => {
    // 23:30 UTC is 18:30 EST (UTC−5) in February.
    expect(formatInstant('2026-02-08T23:30:00Z', NY)).toBe('Feb 8, 2026, 6:30 PM EST');
    expect(formatInstant('2026-02-08T23:30:00Z', 'Europe/Berlin')).toBe('Feb 9, 2026, 12:30 AM GMT+1');
    // 03:30 UTC on the 9th is still the evening of the 8th in New York.
    expect(formatDay('2026-02-09T03:30:00Z', NY)).toBe('Feb 8, 2026');
  });

  it('reads a September kickoff as a weekday and time with the summer zone, never "20:20 ET"', () => {
    // The 2025 opener: 00:20 UTC on 5 September is 20:20 EDT (UTC−4) on Thursday the 4th.
    expect(formatKickoff('2025-09-05T00:20:00Z', NY)).toBe('Thu, Sep 4, 8:20 PM EDT');
  });

  it('shows a clock time with its zone', () => {
    // 18:00 UTC in December is 13:00 EST.
    expect(formatClock('2025-12-12T18:00:00Z', NY)).toBe('1:00:00 PM EST');
  });
});

describe('scores and percentages', () => {
  it('rounds BioBoost to a whole number', () => {
    expect(formatScore(67.05656744332072)).toBe('67');
    expect(formatScore(67.5)).toBe('68');
    expect(formatScore(null)).toBe('—');
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(null)).toBe('—');
  });

  it('never prints a long decimal for any score', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (x) => !LONG_DECIMAL.test(formatScore(x))),
    );
  });
});

describe('the app instant', () => {
  it('is the replay moment when the server replays, else the wall clock', () => {
    const wall = Date.UTC(2026, 10, 27, 6, 0);
    expect(appInstant('2025-12-12T18:00:00.000Z', wall).toISOString()).toBe('2025-12-12T18:00:00.000Z');
    expect(appInstant(null, wall).toISOString()).toBe('2026-11-27T06:00:00.000Z');
  });
});
