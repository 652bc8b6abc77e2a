import { z } from 'zod';
import { singleLine } from './text.ts';

export const NewsletterSignup = z
  .strictObject({
    email: singleLine(z.string().trim().max(254)).pipe(
      z.email({ message: 'Enter a valid email address, like name@example.com' }),
    ),
  })
  .meta({ id: 'NewsletterSignup' });
export type NewsletterSignup = z.infer<typeof NewsletterSignup>;

/** The same answer whatever the address's state, so the form tells no one who is subscribed. */
export const NewsletterAnswer = z
  .object({
    status: z.literal('check_inbox').describe('A confirmation link was mailed, unless one was already'),
    email: z.string(),
    message: z.string().describe('The confirmation to show'),
  })
  .meta({ id: 'NewsletterAnswer' });
export type NewsletterAnswer = z.infer<typeof NewsletterAnswer>;

export const NewsletterConfirmBody = z.strictObject({ token: singleLine(z.string().min(1).max(200)) });
export const NewsletterUnsubscribeBody = z.strictObject({
  email: z.email().max(254),
  token: singleLine(z.string().min(1).max(200)),
});
export const NewsletterResult = z
  .object({ status: z.enum(['confirmed', 'unsubscribed']), email: z.string(), message: z.string() })
  .meta({ id: 'NewsletterResult' });
export type NewsletterResult = z.infer<typeof NewsletterResult>;

/** The pages the newsletter mail links to (they POST the token: a GET link never changes anything). */
export const NEWSLETTER_PAGES = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

/** The address and token of a mail's `List-Unsubscribe` link (RFC 8058 one-click). */
export const NewsletterOneClickQuery = z.strictObject({
  email: z.email().max(254),
  token: singleLine(z.string().min(1).max(200)),
});
/** What a mail client POSTs to the `List-Unsubscribe` link (RFC 8058 §3.1). */
export const NewsletterOneClickBody = z.literal('List-Unsubscribe=One-Click');
