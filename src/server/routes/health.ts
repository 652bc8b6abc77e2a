import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/repositories/health.ts';
import { HealthResponse } from '../../shared/api/health.ts';
import type { AppContext } from '../app-context.ts';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock, version }) => {
  const startedAt = Date.now();
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        summary: 'Liveness and database reachability',
        tags: ['system'],
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const up = await pingDatabase(db);
      reply.header('cache-control', 'no-store');
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: up ? 'up' : 'down',
        version,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
        now: clock.now().toISOString(),
      });
    },
  );
};
