import { z } from 'zod';

// The player engine's record, as `npm run backtest -- players` prints it (and --json writes it):
// projection error per season and position against two naive projections, and the DFS Top 5's
// actual points against projection alone and a naive list. Built by src/core/players/player-backtest.ts.

export const PositionRecord = z.object({
  season: z.number().int(),
  position: z.enum(['QB', 'RB', 'WR', 'TE']),
  playerWeeks: z.number().int().nonnegative(),
  /** Mean absolute error in DraftKings points: the model's median, and the two naive projections. */
  model: z.number(),
  seasonToDate: z.number(),
  lastThree: z.number(),
  /** 1 − model / the better naive error (0.1 = 10% lower). */
  gain: z.number(),
  /** Share of actual scores inside the 10th–90th percentile band. */
  bandCoverage: z.number(),
  firstGames: z.number().int().nonnegative(),
  firstGamesModel: z.number().nullable(),
  /** The season the constants were fitted on (its figures are in-sample). */
  inSample: z.boolean(),
});

export const StrategyRecord = z.object({
  strategy: z.enum(['ggScore', 'projection', 'naive']),
  picks: z.number().int().nonnegative(),
  pointsPerPick: z.number(),
  pointsPerThousand: z.number(),
});

export const DfsBacktest = z.object({
  seasons: z.array(z.number().int()),
  weeks: z.number().int().nonnegative(),
  slates: z.array(
    z.object({
      slate: z.enum(['Main', 'Prime-Time']),
      slateWeeks: z.number().int(),
      strategies: z.array(StrategyRecord),
    }),
  ),
  salaries: z.object({ real: z.number().int(), estimated: z.number().int() }),
  /** How the estimated salaries were made: the real export they were fitted on, per position. */
  salaryModel: z.array(
    z.object({
      position: z.string(),
      rows: z.number().int(),
      r2: z.number(),
      intercept: z.number(),
      slope: z.number(),
    }),
  ),
});

export const PlayerBacktest = z
  .object({
    asOf: z.iso.datetime(),
    fitSeason: z.number().int(),
    fitCommand: z.string(),
    projections: z.array(PositionRecord),
    dfs: DfsBacktest.nullable(),
  })
  .meta({ id: 'PlayerBacktest' });
export type PlayerBacktest = z.infer<typeof PlayerBacktest>;
