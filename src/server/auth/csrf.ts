// CSRF defence for every state-changing request, three layers (docs/decisions/045-sessions-and-csrf.md):
// 1. cookies are SameSite=Lax, so other sites' POSTs arrive without them;
// 2. a request a browser marks as coming from another site (Sec-Fetch-Site, Origin) is refused;
// 3. a token, sent in the x-csrf-token header: an HMAC of this browser's random CSRF cookie and its
//    session cookie under the server secret. Another site can neither read it nor mint it, and a
//    token from another browser or another session does not match.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '../../shared/api/auth.ts';
import type { CookieNames } from './session-policy.ts';

/** Reads one cookie from the Cookie header, as sent (no decoding: tokens bind to the raw value). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/** Fetch-metadata values a same-origin request may carry ('none': typed in the address bar). */
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

export interface Csrf {
  /** The token for a browser's CSRF cookie and its session cookie (none when signed out). */
  tokenFor(csrfCookie: string, sessionCookie: string | undefined): string;
  /** A fresh CSRF cookie value: 256 random bits. */
  newCookieValue(): string;
  /** Why the request must be refused (403), or undefined when it carries a valid, same-origin token. */
  problem(request: FastifyRequest): string | undefined;
}

export function createCsrf(options: { secret: string; siteUrl: string; cookies: CookieNames }): Csrf {
  const siteOrigin = new URL(options.siteUrl).origin;
  const tokenFor = (csrfCookie: string, sessionCookie: string | undefined) =>
    createHmac('sha256', options.secret)
      .update(`go-gorilla csrf v1\n${csrfCookie}\n${sessionCookie ?? ''}`)
      .digest('base64url');

  const allowedOrigin = (origin: string, host: string | undefined) => {
    if (origin === siteOrigin) return true;
    try {
      // A URL's host is always a string: an absent Host header (undefined) never matches it.
      return new URL(origin).host === host;
      // Stryker disable next-line BlockStatement: equivalent: an empty catch returns undefined, as falsy as false
    } catch {
      return false;
    }
  };

  return {
    tokenFor,
    newCookieValue: () => randomBytes(32).toString('base64url'),
    problem(request) {
      const fetchSite = request.headers['sec-fetch-site'];
      if (typeof fetchSite === 'string' && !SAME_SITE_FETCH.has(fetchSite)) {
        return `cross-site request refused (Sec-Fetch-Site: ${fetchSite.slice(0, 20)})`;
      }
      const origin = request.headers.origin;
      if (typeof origin === 'string' && !allowedOrigin(origin, request.headers.host)) {
        return 'cross-site request refused (Origin is not this site)';
      }
      const sent = request.headers[CSRF_HEADER];
      const cookie = readCookie(request.headers.cookie, options.cookies.csrf);
      if (typeof sent !== 'string' || sent === '' || !cookie) {
        return `missing CSRF token: get one from GET /api/auth/session and send it in the ${CSRF_HEADER} header`;
      }
      const expected = Buffer.from(
        tokenFor(cookie, readCookie(request.headers.cookie, options.cookies.session)),
      );
      const given = Buffer.from(sent);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return 'invalid CSRF token: get a fresh one from GET /api/auth/session';
      }
      return undefined;
    },
  };
}

/** The Set-Cookie value for a CSRF cookie: HttpOnly (the token travels in the body), Lax, whole site. */
export function csrfSetCookie(cookies: CookieNames, value: string): string {
  return `${cookies.csrf}=${value}; Path=/; HttpOnly; SameSite=Lax${cookies.secure ? '; Secure' : ''}`;
}
