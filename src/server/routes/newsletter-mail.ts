// The newsletter's tokens and confirmation mail. The confirmation token is random and stored hashed;
// the unsubscribe token is an HMAC of the address (core/mail/unsubscribe-links.ts) (docs/decisions/059-newsletter-double-opt-in.md).
import { createHash, randomBytes } from 'node:crypto';
import { unsubscribeLink } from '../../core/mail/unsubscribe-links.ts';
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
