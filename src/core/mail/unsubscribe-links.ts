// The newsletter's unsubscribe token: an HMAC of the address under the server secret, so every mail (the
// confirmation, each weekly digest) carries a working link without storing one (decision 059). Here in
// core because the digest job (decision 122) writes the links as well as the routes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_PAGES } from '../../shared/api/newsletter.ts';

/** Where a mail client's one-click unsubscribe (RFC 8058) POSTs: the API, with the token in the query. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/one-click-unsubscribe';

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

const tokenQuery = (secret: string, email: string) =>
  new URLSearchParams({ email, token: unsubscribeToken(secret, email) });

/** The page a person opens from the mail (it POSTs the token: a GET never changes anything). */
export function unsubscribeLink(siteUrl: string, secret: string, email: string): string {
  return `${siteUrl}${NEWSLETTER_PAGES.unsubscribe}?${tokenQuery(secret, email)}`;
}

/** `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 2369, RFC 8058) for a newsletter mail to `email`. */
export function listUnsubscribeHeaders(
  siteUrl: string,
  secret: string,
  email: string,
): Record<string, string> {
  return {
    'List-Unsubscribe': `<${siteUrl}${ONE_CLICK_UNSUBSCRIBE_PATH}?${tokenQuery(secret, email)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
