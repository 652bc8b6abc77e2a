import { z } from 'zod';

export const HealthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
    version: z.string(),
    uptimeSeconds: z.number().int().nonnegative(),
    now: z.iso.datetime().describe('The server clock (the replay instant in replay mode)'),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof HealthResponse>;
