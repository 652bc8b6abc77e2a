// The words of the account mail. Links open pages of the web app, which POST the token to the API:
// a GET link never changes anything (mail scanners follow links), and the token stays out of API logs.
import type { NewMail } from '../../db/repositories/mail-outbox.ts';
import { ACCOUNT_PAGES } from '../../shared/api/auth.ts';

interface Recipient {
  id: string;
  name: string;
  email: string;
}

const link = (siteUrl: string, page: string, token?: string) =>
  `${siteUrl}${page}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

const signature = '\n\n— Go Gorilla\nYou get this mail because someone used this address on our site.';

export function verificationMail(siteUrl: string, to: Recipient, token: string, expiresAt: Date): NewMail {
  return {
    userId: to.id,
    to: to.email,
    kind: 'verify-email',
    subject: 'Confirm your email address for Go Gorilla',
    text:
      `Hi ${to.name},\n\nConfirm your address to finish creating your account:\n\n` +
      `${link(siteUrl, ACCOUNT_PAGES.verifyEmail, token)}\n\n` +
      `The link works until ${expiresAt.toUTCString()}. If you did not sign up, ignore this mail.${signature}`,
    expiresAt,
  };
}

export function resetPasswordMail(siteUrl: string, to: Recipient, token: string, expiresAt: Date): NewMail {
  return {
    userId: to.id,
    to: to.email,
    kind: 'reset-password',
    subject: 'Reset your Go Gorilla password',
    text:
      `Hi ${to.name},\n\nSomeone asked to reset the password of your account. To choose a new one:\n\n` +
      `${link(siteUrl, ACCOUNT_PAGES.resetPassword, token)}\n\n` +
      `The link works once, until ${expiresAt.toUTCString()}. Choosing a new password signs out every ` +
      `device. If you did not ask, ignore this mail: your password stays as it is.${signature}`,
    expiresAt,
  };
}

/** Sent instead of a second account, so sign-up answers the same whether or not the address is taken. */
export function accountExistsMail(siteUrl: string, to: Recipient, expiresAt: Date): NewMail {
  return {
    userId: to.id,
    to: to.email,
    kind: 'account-exists',
    subject: 'You already have a Go Gorilla account',
    text:
      `Hi ${to.name},\n\nSomeone tried to create an account with this address, which already has one.\n\n` +
      `Sign in: ${link(siteUrl, ACCOUNT_PAGES.signIn)}\n` +
      `Forgot your password? ${link(siteUrl, ACCOUNT_PAGES.forgotPassword)}\n\n` +
      `If it was not you, nothing changed and you can ignore this mail.${signature}`,
    expiresAt,
  };
}
