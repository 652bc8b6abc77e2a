// The newsletter's tokens and limits (newsletter-mail.ts; newsletter-rules.test.ts pins the mail and
// the hash, with the confirmation token fixed): a fresh random token each time, 32 bytes in base64url
// (43 characters, safe in a link), a link valid 48 hours, one mail an address a day.
import { describe, expect, it } from 'vitest';
import { CONFIRM_LINK_HOURS, hashToken, newConfirmToken, RESEND_AFTER_MS } from './newsletter-mail.ts';

describe("the newsletter's confirmation token", () => {
  it('is 32 random bytes in base64url, a new one each time', () => {
    const a = newConfirmToken();
    const b = newConfirmToken();
    // 32 bytes × 8 / 6 = 42.7 → 43 characters, no padding.
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
    // Stored as its SHA-256, 64 hex digits.
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('opens a link valid 48 hours, and one mail an address in 24 hours', () => {
    expect(CONFIRM_LINK_HOURS).toBe(48);
    // 24 × 3,600,000 ms.
    expect(RESEND_AFTER_MS).toBe(86_400_000);
  });
});
