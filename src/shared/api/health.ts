import { z } from 'zod';

export const HealthResponse = z
  .object({
    status: z
      .literal('ok')
      .describe('The process is alive and serving (liveness: the database is not touched)'),
    database: z
      .enum(['up', 'down'])
      .describe(
        "The last known state of the database connection, kept by a background listener; 'down' while cached answers are served stale",
      ),
    version: z.string(),
    uptimeSeconds: z.number().int().nonnegative(),
    now: z.iso.datetime().describe('The server clock (the replay instant in replay mode)'),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof HealthResponse>;

export const ReadinessResponse = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    database: z.enum(['up', 'down']).describe('A query answered by the database within the last second'),
  })
  .meta({ id: 'Readiness' });
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
