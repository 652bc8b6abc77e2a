import { describe, expect, it } from 'vitest';
import { doNotTrack } from './analytics.ts';
import { referralCodeIn, withoutRef } from './referral-capture.ts';

describe('referral links', () => {
  it('take a well-formed ?ref= code, lower-cased, and nothing else', () => {
    expect(referralCodeIn('?ref=abcdefgh23')).toBe('abcdefgh23');
    expect(referralCodeIn('?week=3&ref=ABCDEFGH23')).toBe('abcdefgh23');
    // 'o' and '1' are not in the alphabet; 9 symbols is too short; none at all.
    expect(referralCodeIn('?ref=abcdefgho1')).toBeUndefined();
    expect(referralCodeIn('?ref=abcdefgh2')).toBeUndefined();
    expect(referralCodeIn('?week=3')).toBeUndefined();
  });

  it('leave the address bar without ref, keeping the rest of the query and the fragment', () => {
    expect(withoutRef('https://gg.example/weekly-picks?season=2025&ref=abcdefgh23&week=15#top')).toBe(
      '/weekly-picks?season=2025&week=15#top',
    );
    expect(withoutRef('https://gg.example/?ref=abcdefgh23')).toBe('/');
  });
});

describe('Do Not Track', () => {
  it("is on only when the browser says '1'", () => {
    expect(doNotTrack({ doNotTrack: '1' })).toBe(true);
    expect(doNotTrack({ doNotTrack: '0' })).toBe(false);
    expect(doNotTrack({ doNotTrack: null })).toBe(false);
  });
});

describe('track', () => {
  it('sends nothing when Do Not Track is on', async () => {
    const { track } = await import('./analytics.ts');
    const { vi } = await import('vitest');
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { doNotTrack: '1' });
    try {
      await track('page_view');
      expect(fetch).not.toHaveBeenCalled();
      // With DNT off the same call does reach the API (the session for its CSRF token, then the event).
      vi.stubGlobal('navigator', { doNotTrack: '0' });
      await track('page_view');
      expect(fetch).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
