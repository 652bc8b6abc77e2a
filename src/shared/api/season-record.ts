// The model's record per season as every screen shows it: one computation over the graded frozen picks
// (src/core/model/season-record.ts, decision 083).
import { z } from 'zod';

export const WinLoss = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  graded: z.number().int().describe('Sample size: graded picks'),
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
  })
  .meta({ id: 'SeasonRecord' });
export type SeasonRecord = z.infer<typeof SeasonRecord>;
