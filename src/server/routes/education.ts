import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { glossaryFigures } from '../../db/repositories/glossary-figures.ts';
import { glossaryTerms } from '../../domain/education/glossary.ts';
import { GlossaryResponse } from '../../shared/api/glossary.ts';
import type { AppContext } from '../app-context.ts';

export const educationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/education/glossary',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary:
          "The Education glossary: each term's definition and example, the examples' figures counted from the games and lines known at the clock",
        tags: ['system'],
        response: { 200: GlossaryResponse },
      },
    },
    async (_request, reply) => {
      const now = clock.now();
      const figures = await glossaryFigures(db.orm, now);
      reply.header('cache-control', 'public, max-age=300');
      return { asOf: now.toISOString(), figures, terms: glossaryTerms(figures) };
    },
  );
};
