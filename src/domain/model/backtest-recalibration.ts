// The report's recalibration section (decision 091): every decided game's probability, from the first
// season the curves may learn from, mapped walk-forward; the method chosen on the CHOICE_SEASONS just
// before the report's first season (never on the seasons it reports), then the same games as the
// report's "before" scored again.
import type { Recalibration } from '../../shared/api/model-report.ts';
import { decided, type Predictions } from './backtest-metrics.ts';
import type { ModelGame } from './game.ts';
import { calibrationTable, probabilityMetrics } from './metrics.ts';
import { chooseMethod, recalibrateWalkForward, type SeasonScored } from './recalibration.ts';

/** Ratings start in 1999; three seasons of warm-up before a curve may learn from the probabilities. */
export const RECALIBRATION_FIT_FROM = 2002;
/** The method is chosen on the five seasons before the report's first. */
export const CHOICE_SEASONS = 5;

export function backtestRecalibration(
  games: readonly ModelGame[],
  byId: Predictions,
  report: { fromSeason: number; same: readonly ModelGame[]; evaluated: readonly ModelGame[] },
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
  const window = { fromSeason: report.fromSeason - CHOICE_SEASONS, toSeason: report.fromSeason - 1 };
  const { method, logLoss } = chooseMethod(items, RECALIBRATION_FIT_FROM, window);
  const after = new Map(recalibrateWalkForward(items, method, RECALIBRATION_FIT_FROM).map((i) => [i.id, i]));
  const scored = (gs: readonly ModelGame[]) => {
    const xs = decided(gs).flatMap((g) => {
      const i = after.get(g.id);
      return i ? [{ p: i.p, homeWon: i.homeWon }] : [];
    });
    return { ...probabilityMetrics(xs), calibration: calibrationTable(xs) };
  };
  return {
    method,
    fitFromSeason: RECALIBRATION_FIT_FROM,
    choice: { ...window, logLoss },
    afterOverall: scored(report.same),
    afterAllGames: scored(report.evaluated),
  };
}
