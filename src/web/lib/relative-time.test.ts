import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time.ts';

const now = new Date('2025-11-19T12:00:00Z');

describe('timeAgo', () => {
  it('reads minutes, hours and days', () => {
    expect(timeAgo('2025-11-19T11:55:00Z', now)).toBe('5m ago');
    expect(timeAgo('2025-11-19T09:00:00Z', now)).toBe('3h ago');
    expect(timeAgo('2025-11-16T12:00:00Z', now)).toBe('3d ago');
  });

  it('says "Just now" for a missing, invalid or future timestamp', () => {
    expect(timeAgo(null, now)).toBe('Just now');
    expect(timeAgo('not a date', now)).toBe('Just now');
    expect(timeAgo('2025-11-19T12:05:00Z', now)).toBe('Just now');
  });
});
