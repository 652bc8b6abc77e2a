// Accounts arrive later; their session is a cookie. The name is decided now so that what is shared
// between users (the response cache) can already tell a signed-in request apart. See
// docs/decisions/018-prepared-public-reads.md.

/**
 * The session cookie of accounts: better-auth's `session_token` under our prefix `gg`. Over HTTPS it
 * carries the `__Host-` prefix (Secure, Path=/, no Domain); on plain-HTTP loopback (development, tests)
 * browsers refuse `__Host-` cookies, so there it is the bare name.
 */
export const SESSION_COOKIE_NAMES = {
  https: '__Host-gg.session_token',
  loopback: 'gg.session_token',
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
