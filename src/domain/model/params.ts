// The model's constants. Every fitted value names the command that produced it; the fit uses only
// seasons before the ones the backtest evaluates (docs/decisions/010-game-model.md).

import type { ModelParams } from '../../shared/api/model-report.ts';

// The shape is a zod schema in src/shared/api/model-report.ts, because the report serves the constants.
// Fields: elo.k rating points per unit of (result − expected) at a margin multiplier of 1; elo.movA/B
// the multiplier's damping; elo.seasonRegression the share of a rating's distance from the mean given
// up between seasons; homeField.start points at the start of the data, learned walk-forward at
// homeField.rate from each home game's residual; sigma the σ of the final margin around the expected
// one (spread ↔ probability); rest.* points for a bye, against a short week, against 1,000 miles
// flown; marketWeight the weight of the market's spread where a line exists; bioBoostPoints points of
// margin per point of BioBoost difference; totals.* the scoring ratings and the market total's weight.
export type { ModelParams } from '../../shared/api/model-report.ts';

// Every number below except movA/movB and totals.meanStart was fitted by:
//   npx tsx bench/fit-model.ts --train 1999-2009
// (walk-forward on 1999–2009 only, loss counted on 2000–2009; the backtest evaluates 2010 onwards).
export const FIT_WINDOW = {
  fromSeason: 1999,
  toSeason: 2009,
  command: 'npx tsx bench/fit-model.ts --train 1999-2009',
};

export const MODEL_PARAMS: ModelParams = {
  // 1.1.0: the recovery input is the share of a lineup lost (decision 021), which moves 2023–2025 picks.
  // 1.2.0: that input also rates depth good/excellent from snap counts and adds the injury recurrence
  // (decision 021, amended), which moves 2025 picks again.
  // 1.3.0: a starter out for weeks is replaced by the man who has started since, not judged a backup
  // behind him (decision 021, the fix of 2026-11-25), which moves 2025 picks again.
  // 1.4.0: hydration with no forecast and recovery with no injury report are left out of the BioBoost
  // composite, the other weights renormalised, instead of counting as 85 and 100 (decision 085): every
  // team-week without a report (all of 2010–2022) moves by a hair.
  // 1.5.0: the picks show the walk-forward recalibrated probability from 2010 on (decision 100): the
  // winner, tier and commentary of near-even games can move; margins, ATS and totals picks do not.
  // A new version is a new public record (decision 013); no fitted constant changed.
  version: 'gg-elo-1.5.0',
  elo: {
    k: 0.967, // fitted by: npx tsx bench/fit-model.ts --train 1999-2009
    // FiveThirtyEight's published margin-multiplier shape (2.2, 0.001 per Elo point = 0.025 per point): not fitted.
    movA: 2.2,
    movB: 0.025,
    seasonRegression: 0.502, // fitted by: npx tsx bench/fit-model.ts --train 1999-2009
  },
  // fitted by: npx tsx bench/fit-model.ts --train 1999-2009 (the learning rate came out 0: a fixed home
  // field; the away team's flight, below, carries the rest of the home edge: ~1,000 miles ≈ 1.4 points)
  homeField: { start: 1.08, rate: 0 },
  sigma: 12.28, // fitted by: npx tsx bench/fit-model.ts --train 1999-2009 (Brier of the closing line)
  // fitted by: npx tsx bench/fit-model.ts --train 1999-2009 (a short week earned no weight: on Thursday
  // nights both teams are on one, so the difference is almost always zero)
  rest: { byePoints: 1.39, shortWeekPoints: 0, travelPointsPer1000Miles: 1.362 },
  marketWeight: 0.828, // fitted by: npx tsx bench/fit-model.ts --train 1999-2009
  bioBoostPoints: 0.0274, // fitted by: npx tsx bench/fit-model.ts --train 1999-2009
  totals: {
    // fitted by: npx tsx bench/fit-model.ts --train 1999-2009, except meanStart (the 1990s league average)
    k: 0.0376,
    seasonRegression: 0.235,
    marketWeight: 0.777,
    meanStart: 20.5,
    meanRate: 0.0002,
  },
};

/** The same model with parts switched off, for the ablation. */
export function withoutBioBoost(p: ModelParams): ModelParams {
  return { ...p, version: `${p.version}-no-bioboost`, bioBoostPoints: 0 };
}
export function withoutMarket(p: ModelParams): ModelParams {
  return {
    ...p,
    version: `${p.version}-no-market`,
    marketWeight: 0,
    totals: { ...p.totals, marketWeight: 0 },
  };
}
