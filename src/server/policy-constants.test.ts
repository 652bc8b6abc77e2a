// Every policy constant — windows, limits, lock durations, token lifetimes — pinned to its value by a
// literal written out here, with why it is that value (issue 20, deliverable 7; decision 101). The
// behaviour tests read most of these constants (so the documented and enforced figures cannot drift
// apart), which also means a changed constant passes them: this file is what fails. Changing a value
// is a policy change: edit it here, in the decision that set it, and say so in the commit.
// Pure: no database, no app.
import { describe, expect, it } from 'vitest';
import { LIMIT_RAISE_DELAY_MS } from '../domain/bets/limit-change.ts';
import { breakEnd } from '../domain/bets/rg-break.ts';
import { LIMIT_WINDOW_MS } from '../domain/bets/rg-limits.ts';
import { CREATION_LIMITS, CREATION_WINDOW_MS } from '../domain/challenges/limits.ts';
import { TESTIMONIAL_QUOTA } from '../shared/api/testimonials.ts';
import { AUTH_LIMITS } from './auth/auth-limits.ts';
import { TOKEN_LIFETIME_SECONDS } from './auth/better-auth.ts';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from './auth/device-cookie.ts';
import { ARGON2_PARAMS } from './auth/password-hash.ts';
import { SESSION_POLICY } from './auth/session-policy.ts';
import { RATE_LIMITS, RATE_WINDOW_MS } from './rate-limits.ts';
import { CONFIRM_LINK_HOURS, RESEND_AFTER_MS } from './routes/newsletter-mail.ts';

describe('responsible gaming (decisions 058, 094)', () => {
  it('counts the weekly limits over 7 days: 7 × 24 × 3,600,000 = 604,800,000 ms', () => {
    // Six days would let a bettor reset a weekly limit a day early (issue 20, a planted bug).
    expect(LIMIT_WINDOW_MS).toBe(604_800_000);
  });

  it('makes a raised limit wait 24 hours: 24 × 3,600,000 = 86,400,000 ms', () => {
    // Long enough that a limit is not lifted in one moment of chasing losses, as regulated books do.
    expect(LIMIT_RAISE_DELAY_MS).toBe(86_400_000);
  });

  it('ends each break exactly when its name says', () => {
    const from = new Date('2026-01-15T09:30:00Z');
    const end = (p: Parameters<typeof breakEnd>[0]) => breakEnd(p, from)?.toISOString() ?? null;
    // 24 h, 7 × 24 h and 30 × 24 h later; 6 calendar months; a permanent one never ends.
    expect(end('24h')).toBe('2026-01-16T09:30:00.000Z');
    expect(end('7d')).toBe('2026-01-22T09:30:00.000Z');
    expect(end('30d')).toBe('2026-02-14T09:30:00.000Z');
    expect(end('6m')).toBe('2026-07-15T09:30:00.000Z');
    expect(end('permanent')).toBeNull();
  });
});

describe('testimonial quota (decision 113)', () => {
  it('takes 3 testimonials a person in any 24 hours: 24 × 3,600,000 = 86,400,000 ms', () => {
    // Enough to rewrite a refused one twice in a day; the admin's queue is not a spam box. The window
    // is pinned by testimonials.test.ts (refused 23 h 59 min later, accepted 24 h 1 min later).
    expect(TESTIMONIAL_QUOTA).toEqual({ perWindow: 3, windowMs: 86_400_000 });
  });
});

describe('challenge quotas (decision 070)', () => {
  it('lets a person create 3 challenges a day and hold 5 not yet ended', () => {
    // Few enough that nobody floods the public list. challenge-quota.test.ts checks the window's
    // behaviour (refused 23 h 59 min later, accepted 24 h 1 min later); this pins its value.
    expect(CREATION_LIMITS).toEqual({ perDay: 3, open: 5 });
  });

  it('counts the daily quota over 24 hours: 24 × 3,600,000 = 86,400,000 ms', () => {
    // An hour would let a person create 3 challenges every hour (issue 20, a planted bug).
    expect(CREATION_WINDOW_MS).toBe(86_400_000);
  });
});

describe('sign-in throttling and lockout (decisions 045, 093)', () => {
  it('holds each counter at its documented figure', () => {
    const figures = Object.fromEntries(
      Object.entries(AUTH_LIMITS).map(([name, l]) => [name, [l.points, l.windowSeconds, l.per]]),
    );
    expect(figures).toEqual({
      // A burst of typing mistakes passes; a script from one address does not.
      signInPerIp: [20, 60, 'ip'],
      // 10 wrong passwords per 15 minutes (900 s): the lock an attacker meets from one address.
      signInFailuresPerIpAccount: [10, 900, 'ip+account'],
      // ASVS 2.2.1: at most 100 checked guesses an hour (3,600 s) for an account, spread or not.
      signInFailuresPerAccount: [100, 3600, 'account'],
      // The owner's own browser: its own 10 per 15 minutes, no other lock applies to it.
      signInFailuresPerDevice: [10, 900, 'device'],
      // Re-entering the password while signed in: only the session holder can use these up.
      reauthFailuresPerUser: [10, 900, 'account'],
      signUpPerIp: [5, 3600, 'ip'],
      mailPerAccount: [5, 3600, 'account'],
      mailPerIp: [20, 3600, 'ip'],
      tokensPerIp: [30, 3600, 'ip'],
    });
  });

  it('hashes passwords with argon2id at OWASP’s minimum: 19 MiB (19,456 KiB), 2 passes, 1 lane', () => {
    expect(ARGON2_PARAMS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });
});

describe('request-rate limits (decisions 020, 092, 095)', () => {
  it('counts in one-minute windows: 60,000 ms', () => {
    expect(RATE_WINDOW_MS).toBe(60_000);
  });

  it('holds the per-client, per-route and per-person figures', () => {
    expect(RATE_LIMITS).toEqual({
      globalPerMinute: 300,
      uncachedPerMinute: { '/api/predictions': 30, '/api/games': 60 },
      // Five newsletter sign-ups a minute per address: retyping a mistake, not mailing strangers.
      // Referral clicks: counted once a visitor a day anyway; 10 bounds a script's retries (decision 123).
      ipWritesPerMinute: { 'POST /api/newsletter': 5, 'POST /api/referrals/click': 10 },
      // Analytics events beyond 60 a minute per address are dropped, not refused (decision 123).
      analyticsEventsPerMinute: 60,
      // Per signed-in person: join/leave in a loop (issue 20) meets 20 a minute.
      userWritesPerMinute: {
        default: 30,
        routes: {
          'POST /api/challenges': 10,
          'POST /api/challenges/:id/join': 20,
          'DELETE /api/challenges/:id/membership': 20,
          'PUT /api/users/:id/follow': 20,
          'DELETE /api/users/:id/follow': 20,
          'POST /api/picks': 20,
          // Retries of a refused testimonial; the quota itself is counted in PostgreSQL.
          'POST /api/testimonials': 5,
          // Each one asks Stripe for a page (decision 121): a person retrying, not a script.
          'POST /api/create-checkout-session': 5,
          'POST /api/billing/portal': 10,
        },
      },
    });
  });
});

describe('sessions, tokens and cookies (decisions 045, 059, 093, 095)', () => {
  it('ends a session after 30 idle minutes (1,800 s) and 12 hours in all (43,200 s): ASVS L2', () => {
    expect(SESSION_POLICY).toEqual({
      idleTimeoutSeconds: 1800,
      absoluteLifetimeSeconds: 43_200,
      refreshEverySeconds: 60,
    });
  });

  it('lets a verification link live 24 h (86,400 s) and a reset link 1 h (3,600 s)', () => {
    // A reset link is a password in the mail: short. Confirming an address can wait a day.
    expect(TOKEN_LIFETIME_SECONDS).toEqual({ verifyEmail: 86_400, resetPassword: 3600 });
  });

  it('keeps the device cookie a year: 365 × 24 × 3,600 = 31,536,000 s', () => {
    // A browser the owner signs in from now and then stays known, so the lock spares it.
    expect(DEVICE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
  });

  it('mails one newsletter confirmation per address a day (86,400,000 ms), each link good 48 h', () => {
    expect(RESEND_AFTER_MS).toBe(86_400_000);
    expect(CONFIRM_LINK_HOURS).toBe(48);
  });
});
