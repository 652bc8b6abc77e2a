// Every limit on the account routes, in one place: the throttle enforces these figures and the tests
// read them (RELIABILITY T21, T39, T53; ASVS 2.1.3 "documented"). Counters live in PostgreSQL
// (auth_rate_limits), so all instances share them; each window is fixed, starting at its first hit.
// The global per-IP request limit of the whole API (src/server/app.ts) applies on top.
// See docs/decisions/045-sessions-and-csrf.md.

export interface AuthLimit {
  /** Attempts allowed per window; the next one gets 429 with Retry-After until the window ends. */
  points: number;
  windowSeconds: number;
  /** What the counter is keyed on: the client address, the (normalised) email address, both, or a device. */
  per: 'ip' | 'account' | 'ip+account' | 'device';
  /** Which requests count. */
  counts: string;
}

export const AUTH_LIMITS = {
  signInPerIp: {
    points: 20,
    windowSeconds: 60,
    per: 'ip',
    counts: 'every sign-in attempt from the address',
  },
  // Wrong passwords at sign-in (decision 093). A browser holding this account's device cookie counts
  // only against its own counter; any other browser against its address+account and the account.
  signInFailuresPerIpAccount: {
    points: 10,
    windowSeconds: 15 * 60,
    per: 'ip+account',
    counts: 'wrong passwords for the address from one client address, by browsers without its device cookie',
  },
  signInFailuresPerAccount: {
    points: 100,
    windowSeconds: 3600,
    per: 'account',
    counts:
      'wrong passwords for the address from browsers without its device cookie, from any client ' +
      'address, known or not: at most the 100 an hour ASVS allows are ever checked',
  },
  signInFailuresPerDevice: {
    points: 10,
    windowSeconds: 15 * 60,
    per: 'device',
    counts: 'wrong passwords from a browser holding the account’s device cookie',
  },
  reauthFailuresPerUser: {
    points: 10,
    windowSeconds: 15 * 60,
    per: 'account',
    counts: 'wrong current passwords of a signed-in person (password change, account deletion)',
  },
  signUpPerIp: { points: 5, windowSeconds: 3600, per: 'ip', counts: 'sign-up requests from the address' },
  mailPerAccount: {
    points: 5,
    windowSeconds: 3600,
    per: 'account',
    counts: 'password-reset and verification mail requested for the address, known or not',
  },
  mailPerIp: {
    points: 20,
    windowSeconds: 3600,
    per: 'ip',
    counts: 'password-reset and verification mail requested from the address',
  },
  tokensPerIp: {
    points: 30,
    windowSeconds: 3600,
    per: 'ip',
    counts: 'email-verification and password-reset tokens submitted from the address',
  },
} as const satisfies Record<string, AuthLimit>;

export type AuthLimitName = keyof typeof AUTH_LIMITS;
