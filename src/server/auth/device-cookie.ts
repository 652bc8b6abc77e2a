// The device cookie (decision 093): set on a successful sign-in, it tells a browser that has signed in
// to this account before from one that has not. The per-account and per-address locks never apply to
// such a browser (it has its own counter), so an attacker's wrong guesses cannot lock the owner out.
// Stateless: `<device id>.<HMAC-SHA256 under the server secret of the address and the id>`, so a
// cookie proves one account only and cannot be forged or moved to another address.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieNames } from './session-policy.ts';

/** A year: a browser the owner uses now and then stays known. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

const sign = (secret: string, email: string, id: string) =>
  createHmac('sha256', secret).update(`gg.device\n${email}\n${id}`).digest('base64url');

/** A new cookie value for the (normalised) address. */
export function newDeviceValue(secret: string, email: string): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${sign(secret, email, id)}`;
}

/** The device id when the cookie was issued by us for this address, else null. */
export function trustedDevice(secret: string, email: string, value: string | undefined): string | null {
  if (!value) return null;
  const [id, mac, extra] = value.split('.');
  if (!id || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, email, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export function deviceSetCookie(cookies: CookieNames, value: string): string {
  return `${cookies.device}=${value}; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${cookies.secure ? '; Secure' : ''}`;
}
