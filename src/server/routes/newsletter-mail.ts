// The newsletter's tokens and confirmation mail. The confirmation token is random and stored hashed;
// the unsubscribe token is an HMAC of the address under the server secret, so every future mail can
// carry a working link without storing one (docs/decisions/059-newsletter-double-opt-in.md).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NewMail } from '../../db/repositories/mail-outbox.ts';
import { NEWSLETTER_PAGES } from '../../shared/api/newsletter.ts';

export const CONFIRM_LINK_HOURS = 48;
/**
 * One confirmation mail per address in this time, however many sign-ups name it (issue 20: the form
 * must not mail a third party over and over). Counted in PostgreSQL by `recordSignup`.
 */
export const RESEND_AFTER_MS = 24 * 3_600_000;

export const newConfirmToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function unsubscribeToken(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`go-gorilla newsletter unsubscribe v1\n${email}`)
    .digest('base64url');
}

export function validUnsubscribeToken(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function unsubscribeLink(siteUrl: string, secret: string, email: string): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(secret, email) });
  return `${siteUrl}${NEWSLETTER_PAGES.unsubscribe}?${query}`;
}

export function confirmationMail(
  options: { siteUrl: string; secret: string },
  email: string,
  token: string,
  expiresAt: Date,
): NewMail {
  return {
    userId: null,
    to: email,
    kind: 'newsletter-confirm',
    subject: 'Confirm your Go Gorilla newsletter sign-up',
    text:
      'Someone (we hope you) asked for the Go Gorilla weekly picks newsletter at this address.\n\n' +
      `Confirm it here:\n\n${options.siteUrl}${NEWSLETTER_PAGES.confirm}?token=${encodeURIComponent(token)}\n\n` +
      `The link works until ${expiresAt.toUTCString()}. Until it is opened we send nothing else. ` +
      'If it was not you, ignore this mail.\n\n' +
      `Stop all newsletter mail to this address: ${unsubscribeLink(options.siteUrl, options.secret, email)}\n\n` +
      '— Go Gorilla. Entertainment only; if gambling is a problem, call 1-800-GAMBLER.',
    expiresAt,
  };
}
