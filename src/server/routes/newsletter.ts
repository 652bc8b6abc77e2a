// The newsletter with double opt-in: a sign-up stores a pending address and queues a confirmation mail
// through the outbox; the mailed link's page confirms it; every mail carries an unsubscribe link.
// People on a responsible-gaming break get no confirmation and no newsletter.

import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ONE_CLICK_UNSUBSCRIBE_PATH, validUnsubscribeToken } from '../../core/mail/unsubscribe-links.ts';
import { addressesOnBreak } from '../../db/repositories/betting-settings.ts';
import { enqueueMail } from '../../db/repositories/mail-outbox.ts';
import { confirmSignup, recordSignup, unsubscribe } from '../../db/repositories/newsletter.ts';
import { ApiError } from '../../shared/api/error.ts';
import {
  NewsletterAnswer,
  NewsletterConfirmBody,
  NewsletterOneClickBody,
  NewsletterOneClickQuery,
  NewsletterResult,
  NewsletterSignup,
  NewsletterUnsubscribeBody,
} from '../../shared/api/newsletter.ts';
import { sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';
import {
  CONFIRM_LINK_HOURS,
  confirmationMail,
  hashToken,
  newConfirmToken,
  RESEND_AFTER_MS,
} from './newsletter-mail.ts';

type Options = AppContext & { secret: string; siteUrl: string };

export const newsletterRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, wallNow } = options;

  app.post(
    '/newsletter',
    {
      // Public, and a state change: the access frame asks for the CSRF token like any other write.
      config: { access: 'public' },
      schema: {
        summary:
          'Sign an address up for the weekly newsletter: a confirmation link is mailed (double opt-in)',
        tags: ['newsletter'],
        body: NewsletterSignup,
        response: { 202: NewsletterAnswer, 400: ApiError },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const now = wallNow();
      const token = newConfirmToken();
      const expiresAt = new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000);
      const outcome = await db.orm.transaction(async (tx) => {
        if ((await addressesOnBreak(tx, [email], now)).has(email)) return 'on-break';
        const result = await recordSignup(tx, {
          email,
          source: 'web',
          tokenHash: hashToken(token),
          expiresAt,
          now,
          resendAfterMs: RESEND_AFTER_MS,
        });
        if (result === 'send-confirmation') {
          await enqueueMail(tx, confirmationMail(options, email, token, expiresAt), now);
        }
        return result;
      });
      request.log.info({ event: 'newsletter.signup', outcome }, 'newsletter sign-up');
      // One answer for every case: the form must not tell who is subscribed or on a break.
      reply.status(202);
      return {
        status: 'check_inbox',
        email,
        message: `Check your inbox: we sent a confirmation link to ${email}. Nothing is sent until you open it.`,
      } as const;
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Confirm a newsletter sign-up with the token from the mailed link',
        tags: ['newsletter'],
        body: NewsletterConfirmBody,
        response: { 200: NewsletterResult, 400: ApiError },
      },
    },
    async (request, reply) => {
      const email = await confirmSignup(db.orm, hashToken(request.body.token), wallNow());
      if (!email) {
        return sendError(
          reply,
          400,
          'This confirmation link has expired or was already used. Sign up again to get a new one.',
        );
      }
      return {
        status: 'confirmed',
        email,
        message: `Confirmed: ${email} gets the weekly picks newsletter.`,
      } as const;
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Take an address off the newsletter with the token from any newsletter mail',
        tags: ['newsletter'],
        body: NewsletterUnsubscribeBody,
        response: { 200: NewsletterResult, 400: ApiError },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      if (!validUnsubscribeToken(options.secret, email, request.body.token)) {
        return sendError(reply, 400, 'This unsubscribe link is not valid for that address.');
      }
      await unsubscribe(db.orm, email, wallNow());
      return {
        status: 'unsubscribed',
        email,
        message: `${email} gets no more newsletter mail.`,
      } as const;
    },
  );

  // RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` (a form body, no cookie, no
  // CSRF token) to the link in the digest's List-Unsubscribe header. The signed token in the link is
  // the authority, as on the unsubscribe page; only this route takes a form body.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 200 },
      (_request, body, done) => done(null, String(body).trim()),
    );
    oneClick.post(
      ONE_CLICK_UNSUBSCRIBE_PATH.replace(/^\/api/, ''),
      {
        config: { access: 'public', csrf: false },
        schema: {
          summary: "A mail client's one-click unsubscribe (RFC 8058) from a newsletter mail's header",
          tags: ['newsletter'],
          querystring: NewsletterOneClickQuery,
          body: NewsletterOneClickBody,
          response: { 200: NewsletterResult, 400: ApiError },
        },
      },
      async (request, reply) => {
        const email = request.query.email.toLowerCase();
        if (!validUnsubscribeToken(options.secret, email, request.query.token)) {
          return sendError(reply, 400, 'This unsubscribe link is not valid for that address.');
        }
        await unsubscribe(db.orm, email, wallNow());
        return { status: 'unsubscribed', email, message: `${email} gets no more newsletter mail.` } as const;
      },
    );
  });
};
