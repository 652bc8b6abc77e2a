// The two probes (see probes.ts): liveness never touches the database; readiness asks it at most once a
// second. The front door answers them too when the answer is already known.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse, ReadinessResponse } from '../../shared/api/health.ts';
import type { Probes } from '../probes.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ probes: Probes }> = async (app, { probes }) => {
  app.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false, probe: true },
      schema: {
        summary: 'Liveness: the process is serving (no database access)',
        tags: ['system'],
        response: { 200: HealthResponse },
      },
    },
    async (_request, reply) => {
      const answer = probes.liveness();
      // Already serialised: sent as is.
      return reply
        .code(200)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(answer.body as unknown as HealthResponse);
    },
  );

  app.get(
    '/ready',
    {
      config: { access: 'public', rateLimit: false, probe: true },
      schema: {
        summary: 'Readiness: the database answers (checked at most once a second)',
        tags: ['system'],
        response: { 200: ReadinessResponse, 503: ReadinessResponse },
      },
    },
    async (_request, reply) => {
      const answer = await probes.readiness();
      return reply
        .code(answer.status)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(answer.body as unknown as ReadinessResponse);
    },
  );
};
