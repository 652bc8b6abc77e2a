import { describe, expect, it } from 'vitest';
import { rolloverCheck } from './rollover.ts';

const HOUR = 3_600_000;
const NOW = Date.parse('2025-11-25T15:00:00Z');

describe('rollover check (spec 01 §4, injected clocks)', () => {
  it('reloads on a new week and raises the Tuesday banner on a Tuesday in New York', () => {
    const d = rolloverCheck({
      stored: { season: 2025, week: 12, lastCheck: NOW - 60_000 },
      server: { season: 2025, week: 13 },
      serverNow: new Date('2025-11-25T05:01:00Z'), // Tuesday 00:01 ET
      nowMs: NOW,
    });
    expect(d).toEqual({ weekChanged: true, refresh: true, tuesdayBanner: true });
  });

  it('reloads without the banner when the week changed on another day (a replay jump)', () => {
    const d = rolloverCheck({
      stored: { season: 2025, week: 12, lastCheck: NOW },
      server: { season: 2025, week: 14 },
      serverNow: new Date('2025-12-04T12:00:00Z'), // Thursday
      nowMs: NOW,
    });
    expect(d).toEqual({ weekChanged: true, refresh: true, tuesdayBanner: false });
  });

  it('refreshes the same week once the last check is over an hour old, not before', () => {
    const stored = { season: 2025, week: 12, lastCheck: NOW - HOUR - 1 };
    const server = { season: 2025, week: 12 };
    const serverNow = new Date('2025-11-20T12:00:00Z');
    expect(rolloverCheck({ stored, server, serverNow, nowMs: NOW }).refresh).toBe(true);
    expect(
      rolloverCheck({ stored: { ...stored, lastCheck: NOW - HOUR }, server, serverNow, nowMs: NOW }).refresh,
    ).toBe(false);
  });

  it('does nothing on the first visit (nothing stored to compare)', () => {
    const d = rolloverCheck({
      stored: undefined,
      server: { season: 2025, week: 12 },
      serverNow: new Date(NOW),
      nowMs: NOW,
    });
    expect(d).toEqual({ weekChanged: false, refresh: false, tuesdayBanner: false });
  });
});
