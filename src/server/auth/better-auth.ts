// The better-auth instance: accounts, credentials, sessions and tokens on our PostgreSQL through its
// Drizzle adapter. Its HTTP router is not mounted: our routes (src/server/routes/auth*.ts) call its
// server API, so every endpoint has our zod schema, CSRF check, throttle and access rule, and only the
// endpoints we chose exist. See docs/decisions/044-accounts-library.md.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../../db/repositories/mail-outbox.ts';
import { accounts, sessions, users, verifications } from '../../db/schema/auth.ts';
import { inCurrentAuthTransaction } from './auth-transaction.ts';
import { resetPasswordMail } from './mail-messages.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { type CookieNames, SESSION_POLICY } from './session-policy.ts';

export const AUTH_SCHEMA = { users, sessions, accounts, verifications };

/** How long mailed links work. */
export const TOKEN_LIFETIME_SECONDS = { verifyEmail: 24 * 3600, resetPassword: 3600 } as const;

export interface AuthOptions {
  db: Database;
  secret: string;
  siteUrl: string;
  cookies: CookieNames;
  log: FastifyBaseLogger;
}

export function createBetterAuth(options: AuthOptions) {
  const { cookies } = options;
  const cookie = (name: string) => ({
    name,
    attributes: { secure: cookies.secure, sameSite: 'lax' as const, httpOnly: true, path: '/' },
  });
  return betterAuth({
    appName: 'Go Gorilla',
    baseURL: options.siteUrl,
    basePath: '/api/auth',
    secret: options.secret,
    database: drizzleAdapter(options.db.orm, { provider: 'pg', schema: AUTH_SCHEMA, transaction: true }),
    user: {
      modelName: 'users',
      // input: false — no request can set its own role (mass assignment); the CLI and ADMIN_EMAILS do.
      additionalFields: { role: { type: 'string', input: false, required: false, defaultValue: 'user' } },
    },
    session: {
      modelName: 'sessions',
      expiresIn: SESSION_POLICY.idleTimeoutSeconds,
      updateAge: SESSION_POLICY.refreshEverySeconds,
    },
    account: { modelName: 'accounts' },
    // Tokens at rest as SHA-256 of 'reset-password:<token>' (base64url): a read of the table does not
    // hand out working reset links; better-auth hashes the presented token the same way to look it
    // up. The token itself is 24 random characters from better-auth. Decision 095.
    verification: { modelName: 'verifications', storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 256,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: TOKEN_LIFETIME_SECONDS.resetPassword,
      password: { hash: hashPassword, verify: verifyPassword },
      // Called inside the reset request's transaction (the route runs it in services.transaction),
      // so the token row and its mail commit together, or neither does.
      sendResetPassword: async ({ user, token }) => {
        const now = new Date(); // real time: better-auth's own token expiry runs on it
        const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_SECONDS.resetPassword * 1000);
        await inCurrentAuthTransaction((tx) =>
          enqueueMail(tx, resetPasswordMail(options.siteUrl, user, token, expiresAt), now),
        );
      },
    },
    emailVerification: {
      // Sign-up mail is written by our sign-up route in its own transaction (see routes/auth.ts).
      sendOnSignUp: false,
      expiresIn: TOKEN_LIFETIME_SECONDS.verifyEmail,
    },
    // Our throttle (src/server/auth/throttle.ts) keys per account and per IP in PostgreSQL instead.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      // Its notices ("user not found", "sign-up for an existing email") carry addresses: debug only.
      log: (level, message) => {
        if (level === 'error') options.log.error({ event: 'auth.library' }, `better-auth: ${message}`);
        else options.log.debug({ event: 'auth.library' }, `better-auth: ${message}`);
      },
    },
    advanced: {
      // Cookie names are ours: __Host- on HTTPS, which better-auth's own prefixing cannot produce.
      useSecureCookies: false,
      cookies: {
        session_token: cookie(cookies.session),
        session_data: cookie(cookies.sessionData),
        dont_remember: cookie(cookies.dontRemember),
      },
      database: { generateId: 'uuid' },
      // Our routes pass the client address Fastify resolved (proxy headers only when TRUST_PROXY).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
