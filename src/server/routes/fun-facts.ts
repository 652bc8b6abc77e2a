import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { funFactFigures } from '../../db/repositories/fun-facts.ts';
import { FunFactsResponse, funFacts } from '../../shared/fun-facts.ts';
import type { AppContext } from '../app-context.ts';

export const funFactsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/fun-facts',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary: "The loading view's fun facts, computed from the results known at the clock",
        tags: ['system'],
        response: { 200: FunFactsResponse },
      },
    },
    async (_request, reply) => {
      const now = clock.now();
      const figures = await funFactFigures(db.orm, now);
      reply.header('cache-control', 'public, max-age=300');
      return { asOf: now.toISOString(), figures, facts: figures ? funFacts(figures) : [] };
    },
  );
};
