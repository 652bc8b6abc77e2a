// Accounts API (issue 11): sign-up, sign-in, sign-out, email verification, password reset and change.
// Every state-changing call needs the `x-csrf-token` header with the token from GET /api/auth/session
// (see docs/decisions/045-sessions-and-csrf.md). Bodies are strict: unknown fields are refused.
import { z } from 'zod';
import { singleLine } from './text.ts';

/** The header the web client sends the CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';
/**
 * Set on a 403 that refused the CSRF check (decision 150): only that refusal is worth a retry with a
 * fresh token; a 403 from the route itself (a free pick past the week's limit) would only repeat.
 */
export const CSRF_REFUSED_HEADER = 'x-csrf-refused';

export const PASSWORD_MIN_LENGTH = 8;
/** Generous (64+ must be accepted); the cap only bounds the hashing work per request. */
export const PASSWORD_MAX_LENGTH = 256;

/** Length in characters (code points), as a person counts them, not UTF-16 units. */
const characters = (value: string) => [...value].length;

/** A password being checked: any string, compared exactly as typed (never trimmed or case-folded). */
const Password = singleLine(z.string().min(1).max(1024));

/**
 * A password being chosen: 8 to 256 characters, no composition rules. The server also refuses the
 * most common passwords (a list too large to ship to the browser).
 */
export const NewPassword = singleLine(z.string())
  .refine((v) => characters(v) >= PASSWORD_MIN_LENGTH, {
    error: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .refine((v) => characters(v) <= PASSWORD_MAX_LENGTH, {
    error: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  });

// Trimmed and lower-cased before anything keys on it (throttles, accounts, the RG registry): 'A@x.com ' is 'a@x.com'.
const Email = singleLine(z.string().trim().toLowerCase()).pipe(z.email().max(254));

export const SignUpBody = z.strictObject({
  name: singleLine(z.string().trim().min(1).max(80)),
  email: Email,
  password: NewPassword,
});
export type SignUpBody = z.infer<typeof SignUpBody>;

export const SignInBody = z.strictObject({ email: Email, password: Password });
export type SignInBody = z.infer<typeof SignInBody>;

export const EmailBody = z.strictObject({ email: Email });
export const TokenBody = z.strictObject({ token: singleLine(z.string().min(1).max(2048)) });
export const ResetPasswordBody = z.strictObject({
  token: singleLine(z.string().min(1).max(256)),
  newPassword: NewPassword,
});
export const ChangePasswordBody = z.strictObject({ currentPassword: Password, newPassword: NewPassword });

export const SessionUser = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    role: z.enum(['user', 'admin']).describe('Effective role (stored role or ADMIN_EMAILS)'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof SessionUser>;

export const SessionResponse = z
  .object({
    user: SessionUser.nullable(),
    session: z
      .object({
        createdAt: z.iso.datetime(),
        expiresAt: z.iso.datetime().describe('Idle deadline: moves ahead while the session is used'),
        absoluteExpiresAt: z.iso.datetime().describe('The session ends then, used or not'),
      })
      .nullable(),
    csrfToken: z.string().describe(`Send it in the ${CSRF_HEADER} header of every POST, PUT, PATCH, DELETE`),
  })
  .meta({ id: 'Session' });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** After sign-in or a password change: the new session's user and its CSRF token. */
export const SignedInResponse = z.object({ user: SessionUser, csrfToken: z.string() });
export type SignedInResponse = z.infer<typeof SignedInResponse>;

/** The same answer whether or not an account exists for the address (no user enumeration). */
export const AcceptedResponse = z.object({ status: z.literal('accepted'), message: z.string() });
export type AcceptedResponse = z.infer<typeof AcceptedResponse>;

export const OkResponse = z.object({ status: z.literal('ok') });

/** Pages of the web app that mail links open (they then call the API with the token). */
export const ACCOUNT_PAGES = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
} as const;
