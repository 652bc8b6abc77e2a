// Everything the account routes and the access frame share, built once per app.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../core/config/env.ts';
import type { Database } from '../../db/client.ts';
import { type AuthTransaction, authTransactions } from './auth-transaction.ts';
import { AUTH_SCHEMA, type BetterAuth, createBetterAuth } from './better-auth.ts';
import { type Csrf, createCsrf } from './csrf.ts';
import { type CookieNames, cookieNames } from './session-policy.ts';
import { createThrottle, type Throttle } from './throttle.ts';

export interface AuthServices {
  auth: BetterAuth;
  db: Database;
  cookies: CookieNames;
  csrf: Csrf;
  throttle: Throttle;
  /** Runs better-auth calls and our writes (mail) in one transaction. */
  transaction: AuthTransaction;
  secret: string;
  siteUrl: string;
  adminEmails: readonly string[];
  /** Real time, even in replay: tokens and their mails expire on it (better-auth signs with it). */
  wallNow: () => Date;
}

export function createAuthServices(
  config: Config['auth'],
  db: Database,
  log: FastifyBaseLogger,
  wallNow: () => Date,
): AuthServices {
  // main.ts always passes a secret (AUTH_SECRET, or one kept in DATA_DIR); tests and tools that build
  // the app without one get a random one: sessions then end when the process does.
  const secret = config.secret ?? randomBytes(32).toString('base64url');
  const cookies = cookieNames(config.siteUrl);
  const auth = createBetterAuth({ db, secret, siteUrl: config.siteUrl, cookies, log });
  return {
    auth,
    db,
    cookies,
    csrf: createCsrf({ secret, siteUrl: config.siteUrl, cookies }),
    throttle: createThrottle(db),
    transaction: authTransactions(db, AUTH_SCHEMA, () => auth.options),
    secret,
    siteUrl: config.siteUrl,
    adminEmails: config.adminEmails,
    wallNow,
  };
}
