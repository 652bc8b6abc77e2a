import { z } from 'zod';

export const SourceStatus = z
  .object({
    source: z.string(),
    label: z.string(),
    state: z
      .enum(['ok', 'stale', 'failing', 'never_run', 'off'])
      .describe('off: this configuration never runs the source (offline or replay mode, no API key)'),
    offReason: z.string().nullable().describe('Why the source is off, when it is'),
    stale: z.boolean(),
    lastSuccessAt: z.iso.datetime().nullable(),
    lastFailureAt: z.iso.datetime().nullable(),
    lastError: z.string().nullable().describe('Why the latest failed run failed'),
    rows: z
      .object({ inserted: z.number().int(), updated: z.number().int(), unchanged: z.number().int() })
      .nullable()
      .describe('Of the last successful run'),
    ageSeconds: z.number().int().nullable().describe('Since the last success, at the clock'),
    maxAgeSeconds: z.number().int().nullable(),
    dataAsOf: z.iso
      .datetime()
      .nullable()
      .describe('The newest moment the data describes (never after the clock)'),
  })
  .meta({ id: 'SourceStatus' });
export type SourceStatus = z.infer<typeof SourceStatus>;

export const DataStatusResponse = z
  .object({ now: z.iso.datetime(), sources: z.array(SourceStatus) })
  .meta({ id: 'DataStatusResponse' });
export type DataStatusResponse = z.infer<typeof DataStatusResponse>;
