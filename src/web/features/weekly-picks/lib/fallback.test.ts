import { describe, expect, it } from 'vitest';
import { cacheAge } from '../../../lib/format.ts';
import { FALLBACK_TEXT, fallbackKind, STALE_AFTER_MS } from './fallback.ts';

describe('fallback banners (spec 01 §4)', () => {
  it('chooses the banner from why the cache is shown and how old it is', () => {
    expect(fallbackKind('offline', 10)).toBe('offline');
    expect(fallbackKind('loading', 10)).toBe('cached');
    expect(fallbackKind('error', 10)).toBe('error');
    expect(fallbackKind('error', STALE_AFTER_MS + 1)).toBe('stale');
    expect(fallbackKind(undefined, 10)).toBe('default');
    expect(FALLBACK_TEXT.offline.message).toBe("You're offline. Showing cached jungle data.");
    expect(FALLBACK_TEXT.error.message).toBe('Having trouble fetching fresh data. Using cached intel.');
    expect(FALLBACK_TEXT.cached.message).toBe('Displaying cached jungle data while updates load.');
  });

  it("says the cache age as 'Just now', 'Nm ago' or 'Nh Nm ago'", () => {
    expect(cacheAge(30_000)).toBe('Just now');
    expect(cacheAge(Number.NaN)).toBe('Just now');
    expect(cacheAge(5 * 60_000)).toBe('5m ago');
    expect(cacheAge(125 * 60_000)).toBe('2h 5m ago');
  });
});
