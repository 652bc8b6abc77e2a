// Who is signed in, signing in and signing out. See docs/decisions/045-sessions-and-csrf.md.

import { isAPIError } from 'better-auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exclusionInForce } from '../../db/repositories/rg-registry.ts';
import { deleteSessionByToken } from '../../db/repositories/users.ts';
import { OkResponse, SessionResponse, SignedInResponse, SignInBody } from '../../shared/api/auth.ts';
import { ApiError } from '../../shared/api/error.ts';
import { sendError } from '../api-error.ts';
import type { AuthLimitName } from '../auth/auth-limits.ts';
import { csrfTokenFor, sessionCookieSet, sessionUser, tooManyAttempts } from '../auth/auth-replies.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { readCookie } from '../auth/csrf.ts';
import { deviceSetCookie, newDeviceValue, trustedDevice } from '../auth/device-cookie.ts';
import { exclusionKey } from '../auth/exclusion-key.ts';
import { authHeaders, expiredCookie, forwardCookies } from '../auth/session.ts';

const excludedMessage = (endsAt: Date | null) =>
  endsAt === null
    ? 'This address is self-excluded permanently: signing in is closed.'
    : `This address is self-excluded until ${endsAt.toISOString()}: signing in is closed until then.`;

export const authSessionRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  const { auth, throttle, adminEmails } = services;

  app.get(
    '/auth/session',
    {
      config: { access: 'public', session: 'optional' },
      schema: {
        summary: 'The signed-in user (or null) and the CSRF token for state-changing requests',
        tags: ['accounts'],
        response: { 200: SessionResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const sentCookie = readCookie(request.headers.cookie, services.cookies.session);
      // A cookie that names no live session is cleared, so the token below binds to "signed out".
      if (sentCookie && !request.session) {
        reply.header('set-cookie', expiredCookie(services.cookies, services.cookies.session));
      }
      const { user, session } = request;
      return {
        user: user ? { ...user, createdAt: user.createdAt.toISOString() } : null,
        session: session
          ? {
              createdAt: session.createdAt.toISOString(),
              expiresAt: session.expiresAt.toISOString(),
              absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
            }
          : null,
        csrfToken: csrfTokenFor(services, request, reply, session ? sentCookie : undefined),
      };
    },
  );

  app.post(
    '/auth/sign-in',
    {
      config: { access: 'public', session: 'optional' },
      schema: {
        summary: 'Sign in with email and password; sets a new session cookie',
        description:
          'The same 401 for an unknown address and a wrong password. 403 when the password is right ' +
          'but the address is not confirmed yet. 429 with Retry-After past the limits in auth-limits.ts.',
        tags: ['accounts'],
        body: SignInBody,
        response: { 200: SignedInResponse, 401: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const { email } = request.body; // trimmed and lower-cased by the schema
      const ipWait = await throttle.hit('signInPerIp', request.ip);
      if (ipWait) return tooManyAttempts(reply, ipWait);
      // A browser that signed in to this account before counts its own failures only (decision 093).
      const device = trustedDevice(
        services.secret,
        email,
        readCookie(request.headers.cookie, services.cookies.device),
      );
      const own: [AuthLimitName, string] = device
        ? ['signInFailuresPerDevice', device]
        : ['signInFailuresPerIpAccount', `${request.ip}|${email}`];
      const counters: [AuthLimitName, string][] = device ? [own] : [own, ['signInFailuresPerAccount', email]];
      for (const [limit, key] of counters) {
        const wait = await throttle.blocked(limit, key);
        if (wait) return tooManyAttempts(reply, wait);
      }
      const log = { event: 'auth.sign-in', account: email, ip: request.ip };
      try {
        const { headers, response } = await auth.api.signInEmail({
          body: { email, password: request.body.password },
          headers: authHeaders(request),
          returnHeaders: true,
        });
        // This browser's own counter starts again; the account's stays (it caps guesses from everywhere).
        await throttle.reset(...own);
        const excluded = await exclusionInForce(
          services.db.orm,
          exclusionKey(services.secret, email),
          services.wallNow(),
        );
        if (excluded) {
          // Checked after the password, so only the person learns of it (decision 094); the session
          // better-auth just made ends at once and no cookie is sent.
          await deleteSessionByToken(services.db.orm, response.token);
          request.log.info({ ...log, outcome: 'self-excluded', userId: response.user.id }, 'sign-in refused');
          return sendError(reply, 403, excludedMessage(excluded.endsAt));
        }
        // A new session id at every sign-in (no fixation): the one the browser came with ends now.
        if (request.session) await deleteSessionByToken(services.db.orm, request.session.token);
        forwardCookies(reply, headers);
        reply.header('set-cookie', deviceSetCookie(services.cookies, newDeviceValue(services.secret, email)));
        reply.header('cache-control', 'no-store');
        request.log.info({ ...log, outcome: 'success', userId: response.user.id }, 'sign-in succeeded');
        return {
          user: sessionUser(response.user, adminEmails),
          csrfToken: csrfTokenFor(services, request, reply, sessionCookieSet(services, headers)),
        };
      } catch (error) {
        if (!isAPIError(error)) throw error;
        if (error.statusCode === 401) {
          for (const [limit, key] of counters) await throttle.hit(limit, key);
          request.log.warn({ ...log, outcome: 'failure' }, 'sign-in failed');
          return sendError(reply, 401, 'The email address or the password is not right.');
        }
        if (error.body?.code === 'EMAIL_NOT_VERIFIED') {
          request.log.info({ ...log, outcome: 'unverified' }, 'sign-in refused: address not confirmed');
          return sendError(
            reply,
            403,
            'Confirm your email address first: use the link we sent, or ask for a new one.',
          );
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Sign out: ends the session and clears its cookie',
        tags: ['accounts'],
        response: { 200: OkResponse },
      },
    },
    async (request, reply) => {
      const { headers } = await auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
      forwardCookies(reply, headers);
      request.log.info({ event: 'auth.sign-out', userId: request.user?.id, ip: request.ip }, 'signed out');
      return { status: 'ok' as const };
    },
  );
};
