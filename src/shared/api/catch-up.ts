// While the start-up catch-up computes the record (decision 134), the answers that show it, or the
// week's picks, say so instead of presenting a partial figure as complete.
import { z } from 'zod';

/**
 * What the catch-up is doing: the loads, the current week's decisions, the rest of the record, then the
 * alerts (found from the loaded changes once the record is whole; only the alerts' answers say it).
 */
export const CATCH_UP_STEPS = ['loads', 'current week', 'record', 'alerts'] as const;
export type CatchUpStep = (typeof CATCH_UP_STEPS)[number];

export const Computing = z
  .object({
    step: z
      .enum(CATCH_UP_STEPS)
      .describe(
        "loads: the data is loading; current week: this week's games are being decided; record: every earlier game; alerts: the record is whole, the alerts are being found",
      ),
    seasons: z.array(z.number().int()).describe('Seasons with a game played by the clock, oldest first'),
    seasonsDone: z
      .array(z.number().int())
      .describe('Of those, the seasons whose every game played by the clock is decided (frozen or no pick)'),
  })
  .nullable()
  .describe(
    'Set while the start-up catch-up is still computing what this answer shows: its figures are partial. null when whole',
  )
  .meta({ id: 'Computing' });
export type Computing = z.infer<typeof Computing>;
