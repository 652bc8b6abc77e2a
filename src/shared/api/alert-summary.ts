import { z } from 'zod';

export const AlertSummaryQuery = z.strictObject({
  season: z.coerce.number().int().min(1999).max(2100).optional().describe('Defaults to the season in force'),
  week: z.coerce.number().int().min(1).max(22).optional().describe('Defaults to the current week'),
});

/** The Juice Watch panel's figures: real counts, and a hit rate and units only once alerts are graded. */
export const AlertSummaryResponse = z
  .object({
    season: z.number().int(),
    week: z.number().int(),
    asOf: z.iso.datetime(),
    alerts: z.number().int().describe('Alerts raised for this week’s games so far'),
    byType: z.object({
      line_movement: z.number().int(),
      injury: z.number().int(),
      weather: z.number().int(),
      sharp_money: z.number().int(),
    }),
    graded: z.number().int().describe('Alerts that implied a side and whose game is final'),
    wins: z.number().int(),
    losses: z.number().int(),
    pushes: z.number().int(),
    hitRate: z.number().nullable().describe('Wins over decided graded alerts; null until one is decided'),
    units: z.number().describe('Units won betting 1 unit on each graded alert at the price shown'),
    seasonGraded: z
      .number()
      .int()
      .describe('Graded alerts this season (the sample behind the season figures)'),
    seasonHitRate: z.number().nullable(),
    seasonUnits: z.number(),
  })
  .meta({ id: 'AlertSummary' });
export type AlertSummaryResponse = z.infer<typeof AlertSummaryResponse>;
