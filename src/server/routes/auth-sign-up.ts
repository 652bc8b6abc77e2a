// Creating an account and proving its address. Sign-up answers the same whether the address is new
// or taken (no user enumeration): a new address gets a confirmation link, a taken one a notice.
// Each mail is written in the transaction that creates what it announces.

import { createEmailVerificationToken, isAPIError } from 'better-auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notifyMailQueued } from '../../core/mail/mail-signal.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { enqueueMail } from '../../db/repositories/mail-outbox.ts';
import { exclusionInForce } from '../../db/repositories/rg-registry.ts';
import { findUserByEmail, type StoredUser } from '../../db/repositories/users.ts';
import { AcceptedResponse, EmailBody, SignUpBody, TokenBody } from '../../shared/api/auth.ts';
import { ApiError } from '../../shared/api/error.ts';
import { sendError } from '../api-error.ts';
import { tooManyAttempts } from '../auth/auth-replies.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { TOKEN_LIFETIME_SECONDS } from '../auth/better-auth.ts';
import { exclusionKey } from '../auth/exclusion-key.ts';
import { accountExistsMail, verificationMail } from '../auth/mail-messages.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { authHeaders } from '../auth/session.ts';
import { mailWait } from '../auth/throttle.ts';

const CHECK_INBOX = 'Check your inbox: if the address can be used, we sent it a link.';

/** The address a verification token names (its signature is checked by better-auth afterwards). */
function tokenEmail(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload?.email === 'string' ? payload.email.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export const authSignUpRoutes: FastifyPluginAsyncZod<{ services: AuthServices }> = async (
  app,
  { services },
) => {
  const { auth, throttle } = services;

  const mailVerificationLink = async (tx: Executor, user: StoredUser) => {
    const seconds = TOKEN_LIFETIME_SECONDS.verifyEmail;
    const token = await createEmailVerificationToken(services.secret, user.email, undefined, seconds, {
      userId: user.id,
    });
    const now = services.wallNow();
    const expiresAt = new Date(now.getTime() + seconds * 1000);
    await enqueueMail(tx, verificationMail(services.siteUrl, user, token, expiresAt), now);
  };

  app.post(
    '/auth/sign-up',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Create an account; a link to confirm the address is mailed',
        description: 'The same 200 whether or not the address already has an account.',
        tags: ['accounts'],
        body: SignUpBody,
        response: { 200: AcceptedResponse, 400: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const wait = await throttle.hit('signUpPerIp', request.ip);
      if (wait) return tooManyAttempts(reply, wait);
      const problem = passwordProblem(request.body.password);
      if (problem) return sendError(reply, 400, problem);
      const email = request.body.email.toLowerCase();
      if (await exclusionInForce(services.db.orm, exclusionKey(services.secret, email), services.wallNow())) {
        // A self-excluded address (decision 094): no account, no mail, and the same answer and cost as
        // any sign-up, so whoever typed the address learns nothing about the person.
        await hashPassword(request.body.password);
        request.log.info(
          { event: 'auth.sign-up', outcome: 'self-excluded', ip: request.ip },
          'sign-up refused',
        );
        return { status: 'accepted' as const, message: CHECK_INBOX };
      }
      try {
        await services.transaction(async (tx) => {
          const existing = await findUserByEmail(tx, email);
          // For a taken address better-auth still hashes the password, so both paths cost the same.
          await auth.api.signUpEmail({
            body: { name: request.body.name, email, password: request.body.password },
            headers: authHeaders(request),
          });
          if (existing?.emailVerified) {
            const now = services.wallNow();
            const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_SECONDS.verifyEmail * 1000);
            await enqueueMail(tx, accountExistsMail(services.siteUrl, existing, expiresAt), now);
          } else {
            const user = existing ?? (await findUserByEmail(tx, email));
            if (!user) throw new Error('sign-up created no user');
            await mailVerificationLink(tx, user);
          }
        });
      } catch (error) {
        // Two sign-ups for one new address at once: the second loses the race and is answered alike.
        if (!isAPIError(error) || error.body?.code !== 'FAILED_TO_CREATE_USER') throw error;
      }
      notifyMailQueued();
      request.log.info({ event: 'auth.sign-up', ip: request.ip }, 'sign-up accepted');
      return { status: 'accepted' as const, message: CHECK_INBOX };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Confirm an address with the token from the mailed link',
        tags: ['accounts'],
        body: TokenBody,
        response: { 200: AcceptedResponse, 400: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const wait = await throttle.hit('tokensPerIp', request.ip);
      if (wait) return tooManyAttempts(reply, wait);
      const invalid = () =>
        sendError(
          reply,
          400,
          'This link is not valid or has expired. Ask for a new one from the sign-in page.',
        );
      // The link is a signed token (better-auth keeps no row of it), valid 24 h: it is single-use
      // because an address already confirmed makes it invalid. Decision 095.
      const email = tokenEmail(request.body.token);
      const user = email === undefined ? undefined : await findUserByEmail(services.db.orm, email);
      if (user?.emailVerified) return invalid();
      try {
        await auth.api.verifyEmail({ query: { token: request.body.token } });
      } catch (error) {
        if (!isAPIError(error)) throw error;
        return invalid();
      }
      request.log.info({ event: 'auth.email-verified', ip: request.ip }, 'address confirmed');
      return { status: 'accepted' as const, message: 'Your address is confirmed. You can sign in.' };
    },
  );

  app.post(
    '/auth/send-verification-email',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Mail a new confirmation link to an address not yet confirmed',
        description: 'The same 200 whatever the address.',
        tags: ['accounts'],
        body: EmailBody,
        response: { 200: AcceptedResponse, 429: ApiError },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const wait = await mailWait(throttle, request.ip, email);
      if (wait) return tooManyAttempts(reply, wait);
      await services.transaction(async (tx) => {
        const user = await findUserByEmail(tx, email);
        if (user && !user.emailVerified) await mailVerificationLink(tx, user);
      });
      notifyMailQueued();
      return { status: 'accepted' as const, message: CHECK_INBOX };
    },
  );
};
