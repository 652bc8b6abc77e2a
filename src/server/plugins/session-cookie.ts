// What is shared between users (the response cache, the front door) must tell a signed-in request
// apart. The names are the accounts' own (src/server/auth/session-policy.ts); see
// docs/decisions/018-prepared-public-reads.md and 045-sessions-and-csrf.md.
import { cookieNames } from '../auth/session-policy.ts';

/**
 * The session cookie of accounts: better-auth's `session_token` under our prefix `gg`. Over HTTPS it
 * carries the `__Host-` prefix (Secure, Path=/, no Domain); on plain-HTTP loopback (development, tests)
 * browsers refuse `__Host-` cookies, so there it is the bare name.
 */
export const SESSION_COOKIE_NAMES = {
  https: cookieNames('https://example.com').session,
  loopback: cookieNames('http://localhost').session,
} as const;

/**
 * True when the request carries a session cookie: any cookie whose name mentions "session" (ours under
 * any prefix, better-auth's default `better-auth.session_token`, a framework's `session`). Reading more
 * cookies as sessions than needed only costs a cache miss; missing one could serve a user's answer to
 * another, so the test is deliberately broad.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  for (const pair of cookieHeader.split(';')) {
    const name = pair.split('=', 1)[0] ?? '';
    if (name.toLowerCase().includes('session')) return true;
  }
  return false;
}
