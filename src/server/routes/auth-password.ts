// Forgotten and changed passwords. A reset ends every session of the account; a change ends every
// other session and gives this browser a new one.

import { isAPIError } from 'better-auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notifyMailQueued } from '../../core/mail/mail-signal.ts';
import {
  AcceptedResponse,
  ChangePasswordBody,
  EmailBody,
  OkResponse,
  ResetPasswordBody,
  SignedInResponse,
} from '../../shared/api/auth.ts';
import { ApiError } from '../../shared/api/error.ts';
import { sendError } from '../api-error.ts';
import { csrfTokenFor, sessionCookieSet, sessionUser, tooManyAttempts } from '../auth/auth-replies.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { authHeaders, forwardCookies } from '../auth/session.ts';
import { mailWait } from '../auth/throttle.ts';

export const authPasswordRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  const { auth, throttle } = services;

  app.post(
    '/auth/request-password-reset',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Mail a single-use link to choose a new password',
        description: 'The same 200 whether or not the address has an account.',
        tags: ['accounts'],
        body: EmailBody,
        response: { 200: AcceptedResponse, 429: ApiError },
      },
    },
    async (request, reply) => {
      // Stryker disable next-line MethodExpression: equivalent: EmailBody has trimmed and lower-cased the address already
      const email = request.body.email.toLowerCase();
      const wait = await mailWait(throttle, request.ip, email);
      if (wait) return tooManyAttempts(reply, wait);
      // The token row and its mail (written by better-auth's sendResetPassword) commit together.
      await services.transaction(() => auth.api.requestPasswordReset({ body: { email } }));
      notifyMailQueued();
      request.log.info({ event: 'auth.reset-requested', account: email, ip: request.ip }, 'reset requested');
      return {
        status: 'accepted' as const,
        message: 'Check your inbox: if the address has an account, we sent it a link.',
      };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Choose a new password with the token from the mailed link; signs out every device',
        tags: ['accounts'],
        body: ResetPasswordBody,
        response: { 200: OkResponse, 400: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const wait = await throttle.hit('tokensPerIp', request.ip);
      if (wait) return tooManyAttempts(reply, wait);
      const problem = passwordProblem(request.body.newPassword);
      if (problem) return sendError(reply, 400, problem);
      try {
        await auth.api.resetPassword({
          body: { token: request.body.token, newPassword: request.body.newPassword },
        });
      } catch (error) {
        if (!isAPIError(error) || error.statusCode !== 400) throw error;
        return sendError(
          reply,
          400,
          'This link is not valid, was already used or has expired. Ask for a new one.',
        );
      }
      request.log.info({ event: 'auth.password-reset', ip: request.ip }, 'password reset');
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Change the password (needs the current one); ends every other session',
        tags: ['accounts'],
        body: ChangePasswordBody,
        response: { 200: SignedInResponse, 400: ApiError, 403: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const wait = await throttle.blocked('reauthFailuresPerUser', user.id);
      if (wait) return tooManyAttempts(reply, wait);
      const problem = passwordProblem(request.body.newPassword);
      if (problem) return sendError(reply, 400, problem);
      try {
        const { headers, response } = await auth.api.changePassword({
          body: { ...request.body, revokeOtherSessions: true },
          headers: authHeaders(request),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
        request.log.info(
          { event: 'auth.password-changed', userId: user.id, ip: request.ip },
          'password changed',
        );
        return {
          user: sessionUser(response.user, services.adminEmails),
          csrfToken: csrfTokenFor(services, request, reply, sessionCookieSet(services, headers)),
        };
      } catch (error) {
        if (!isAPIError(error) || error.body?.code !== 'INVALID_PASSWORD') throw error;
        await throttle.hit('reauthFailuresPerUser', user.id);
        request.log.warn(
          { event: 'auth.reauth', outcome: 'failure', userId: user.id, ip: request.ip },
          'wrong password',
        );
        return sendError(reply, 403, 'The current password is not right.');
      }
    },
  );
};
