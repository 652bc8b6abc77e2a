// The visitor cookie (decision 120): how the free-pick count knows a browser without an account.
// Stateless and signed like the device cookie: `<visitor id>.<HMAC-SHA256 under the server secret>`,
// so nobody can mint ids to claim more picks than the two a week a fresh cookie gives (clearing the
// cookie does give a fresh one: the visitor limit is a funnel, not a wall; an account's is the firm one).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie } from './csrf.ts';
import type { CookieNames } from './session-policy.ts';

/** A year, like the device cookie. */
const MAX_AGE_SECONDS = 365 * 24 * 3600;

const sign = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`gg.visitor\n${id}`).digest('base64url');

/** `__Host-` on HTTPS, like the other cookies (session-policy.ts). */
export const visitorCookieName = (cookies: CookieNames) =>
  cookies.secure ? '__Host-gg.visitor' : 'gg.visitor';

export function newVisitorValue(secret: string): { id: string; value: string } {
  const id = randomBytes(16).toString('base64url');
  return { id, value: `${id}.${sign(secret, id)}` };
}

/** The visitor id when the request carries a cookie we signed, else null. */
export function visitorIdFrom(
  secret: string,
  cookies: CookieNames,
  header: string | undefined,
): string | null {
  const value = readCookie(header, visitorCookieName(cookies));
  if (!value) return null;
  const [id, mac, extra] = value.split('.');
  if (!id || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export function visitorSetCookie(cookies: CookieNames, value: string): string {
  return `${visitorCookieName(cookies)}=${value}; Max-Age=${MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${cookies.secure ? '; Secure' : ''}`;
}
