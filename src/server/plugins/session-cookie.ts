// Accounts arrive later; their session is a cookie. The name is decided now so that what is shared
// between users (the response cache) can already tell a signed-in request apart. See
// docs/decisions/018-prepared-public-reads.md.

/**
 * The session cookie of accounts: better-auth's `session_token` under our prefix `gg`. In production it
 * carries the `__Host-` prefix (Secure, Path=/, no Domain).
 */
export const SESSION_COOKIE = '__Host-gg.session_token';

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
