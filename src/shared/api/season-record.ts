// The model's record per season as every screen shows it: one computation over the graded frozen picks
// (src/core/model/season-record.ts, decision 083).
import { z } from 'zod';

export const WinLoss = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  graded: z.number().int().describe('Sample size: graded picks'),
});

export const UnitsAtStoredPrice = z.object({
  priced: z.number().int().describe('Graded picks with a price stored with their line'),
  units: z.number().describe('One unit on each priced pick at its stored price: win the profit, loss −1'),
  unpriced: z.number().int().describe('Graded picks with no stored price: counted apart, never at −110'),
});

export const SeasonRecord = z
  .object({
    season: z.number().int(),
    picks: WinLoss.describe(
      "Past Picks' one outcome per pick: against the spread, straight up without a line",
    ),
    straightUp: WinLoss,
    againstSpread: WinLoss.describe('Graded against the line each pick was frozen at'),
    totals: WinLoss,
    units: z
      .object({ againstSpread: UnitsAtStoredPrice, totals: UnitsAtStoredPrice })
      .describe('Units at the price stored with each frozen pick (decision 129)'),
  })
  .meta({ id: 'SeasonRecord' });
export type SeasonRecord = z.infer<typeof SeasonRecord>;
