// The report's recalibration section (decisions 091, 107): the method chosen by log loss on the
// CHOICE_SEASONS just before the report's first season (never on the seasons it reports), and the same
// games as the report's main rows scored with the raw probability: the "before". The main rows are the
// recalibrated walk-forward run, the probabilities the picks show (walk-forward.ts, `recalibrate`).
import type { Recalibration } from '../../shared/api/model-report.ts';
import { decided, type Predictions } from './backtest-metrics.ts';
import type { ModelGame } from './game.ts';
import { calibrationTable, probabilityMetrics } from './metrics.ts';
import { FIT_WINDOW } from './params.ts';
import {
  chooseMethod,
  RECALIBRATION_METHODS,
  recalibrateWalkForward,
  type SeasonScored,
} from './recalibration.ts';

/** Ratings start in 1999; three seasons of warm-up before a curve may learn from the probabilities. */
export const RECALIBRATION_FIT_FROM = 2002;
/** The method is chosen on the five seasons before the first recalibrated one (2005–2009). */
export const CHOICE_SEASONS = 5;

export function backtestRecalibration(
  games: readonly ModelGame[],
  /** The raw (not recalibrated) probabilities: backtest-metrics.ts `rawProbabilities`. */
  byId: Predictions,
  report: { same: readonly ModelGame[]; evaluated: readonly ModelGame[] },
): Recalibration {
  const items = decided(games).flatMap((g): (SeasonScored & { id: string })[] => {
    const p = byId.get(g.id);
    if (!p || !g.result) return [];
    return [
      {
        id: g.id,
        season: g.season,
        p: p.homeWinProbability,
        homeWon: g.result.homeScore > g.result.awayScore,
        neutral: g.neutralSite,
      },
    ];
  });
  // The engine's window (live-recalibration.ts): the method the main rows were mapped with, whatever
  // seasons this report covers.
  const window = { fromSeason: FIT_WINDOW.toSeason + 1 - CHOICE_SEASONS, toSeason: FIT_WINDOW.toSeason };
  const { method, logLoss } = chooseMethod(items, RECALIBRATION_FIT_FROM, window);
  const scoredBy = (mapped: readonly (SeasonScored & { id: string })[]) => {
    const byGame = new Map(mapped.map((i) => [i.id, i]));
    return (gs: readonly ModelGame[]) => {
      const xs = decided(gs).flatMap((g) => {
        const i = byGame.get(g.id);
        return i ? [{ p: i.p, homeWon: i.homeWon }] : [];
      });
      return { ...probabilityMetrics(xs), calibration: calibrationTable(xs) };
    };
  };
  const scored = scoredBy(items);
  // The other curves, walk-forward on the same results (decisions 129, 136): reported, never chosen here.
  const alternatives = RECALIBRATION_METHODS.filter((m) => m !== method).map((other) => ({
    method: other,
    allGames: scoredBy(recalibrateWalkForward(items, other, RECALIBRATION_FIT_FROM))(report.evaluated),
  }));
  return {
    method,
    fitFromSeason: RECALIBRATION_FIT_FROM,
    choice: { ...window, logLoss },
    beforeOverall: scored(report.same),
    beforeAllGames: scored(report.evaluated),
    alternatives,
  };
}
