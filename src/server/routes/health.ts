// Two probes. Liveness (`/api/health`) says the process serves requests and never touches the database:
// a supervisor restarting the app because PostgreSQL is briefly away would only make things worse.
// Readiness (`/api/ready`) asks the database, at most once a second however often it is probed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/repositories/health.ts';
import { HealthResponse, ReadinessResponse } from '../../shared/api/health.ts';
import type { AppContext } from '../app-context.ts';
import type { DatabaseState } from '../database-state.ts';

const PING_EVERY_MS = 1_000;

export const healthRoutes: FastifyPluginAsyncZod<AppContext & { databaseState: DatabaseState }> = async (
  app,
  { db, clock, version, databaseState },
) => {
  const startedAt = Date.now();
  // The body changes once a second at most: built then, sent as is in between.
  let liveness = { second: -1, up: true, body: '' };
  app.get(
    '/health',
    {
      config: { rateLimit: false, probe: true },
      schema: {
        summary: 'Liveness: the process is serving (no database access)',
        tags: ['system'],
        response: { 200: HealthResponse },
      },
    },
    async (_request, reply) => {
      const second = Math.floor(Date.now() / 1000);
      const up = databaseState.up;
      if (liveness.second !== second || liveness.up !== up) {
        const body: HealthResponse = {
          status: 'ok',
          database: up ? 'up' : 'down',
          version,
          uptimeSeconds: Math.max(0, second - Math.floor(startedAt / 1000)),
          now: clock.now().toISOString(),
        };
        liveness = { second, up, body: JSON.stringify(body) };
      }
      return reply
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(liveness.body as unknown as HealthResponse); // already serialised: sent as is
    },
  );

  let ping: { at: number; result: Promise<boolean> } | undefined;
  app.get(
    '/ready',
    {
      config: { rateLimit: false, probe: true },
      schema: {
        summary: 'Readiness: the database answers (checked at most once a second)',
        tags: ['system'],
        response: { 200: ReadinessResponse, 503: ReadinessResponse },
      },
    },
    async (_request, reply) => {
      const now = Date.now();
      if (!ping || now - ping.at >= PING_EVERY_MS) ping = { at: now, result: pingDatabase(db) };
      const up = await ping.result;
      reply.header('cache-control', 'no-store');
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ready' : 'not_ready', database: up ? 'up' : 'down' });
    },
  );
};
