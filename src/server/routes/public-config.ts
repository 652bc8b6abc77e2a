import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfig } from '../../shared/api/public-config.ts';
import type { AppContext } from '../app-context.ts';

export const publicConfigRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { clock, version, publicLinks, plan },
) => {
  app.get(
    '/config',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary: 'Configuration the web app needs (the public whitelist)',
        tags: ['system'],
        response: { 200: PublicConfig },
      },
    },
    async () => ({
      version,
      replayAt: clock.replayAt?.toISOString() ?? null,
      plan,
      links: { chat: publicLinks.chat ?? null, social: publicLinks.social ?? null },
    }),
  );
};
