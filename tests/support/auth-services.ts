// The services the auth routes receive (AuthServices), stubbed for the routes' fast test set (decision
// 128): what auth-password-rules.test.ts and auth-session-rules.test.ts share. Each file adds the
// library calls, the throttle and whatever else its routes read.
import type { AuthServices } from '../../src/server/auth/auth-services.ts';
import { cookieNames } from '../../src/server/auth/session-policy.ts';
import { DB } from './route-app.ts';

/**
 * The stand-in database, the cookie names of a plain-http origin, one admin (boss@example.com) and a
 * CSRF maker whose token names both cookies, `csrf|session`, so a test sees which session a token was
 * made for; a browser without a CSRF cookie is given 'fresh-csrf'.
 */
export const authServices = (over: Record<string, unknown>): AuthServices =>
  ({
    db: DB,
    cookies: cookieNames('http://localhost:3000'),
    csrf: {
      tokenFor: (csrf: string, session?: string) => `${csrf}|${session}`,
      newCookieValue: () => 'fresh-csrf',
    },
    adminEmails: ['boss@example.com'],
    ...over,
  }) as unknown as AuthServices;
