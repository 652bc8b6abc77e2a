import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribeToNewsletter } from '../../db/repositories/newsletter.ts';
import { ApiError } from '../../shared/api/error.ts';
import { NewsletterAnswer, NewsletterSignup } from '../../shared/api/newsletter.ts';
import type { AppContext } from '../app-context.ts';

export const newsletterRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/newsletter',
    {
      // Public, and a state change: the access frame asks for the CSRF token like any other write.
      config: { access: 'public' },
      schema: {
        summary: 'Leave an email address for the weekly newsletter (stored once; nothing is sent yet)',
        tags: ['newsletter'],
        body: NewsletterSignup,
        response: { 200: NewsletterAnswer, 201: NewsletterAnswer, 400: ApiError },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const { created } = await subscribeToNewsletter(db.orm, { email, source: 'web' });
      reply.status(created ? 201 : 200);
      return {
        status: created ? 'subscribed' : 'already_subscribed',
        email,
        message: created
          ? `Welcome to the Jungle! ${email} is on the list for the weekly picks newsletter.`
          : `${email} is already on the list: nothing changed.`,
      } as const;
    },
  );
};
