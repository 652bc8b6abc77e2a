import type { CalibrationBin } from '../../shared/api/model-report.ts';

export interface PickBand {
  /** Confidence band of the picked side: [from, to). */
  from: number;
  to: number;
  games: number;
  /** Mean probability we gave the side we picked. */
  meanPredicted: number | null;
  /** How often the side we picked won. */
  won: number | null;
}

/**
 * Folds the home-win calibration deciles into the picked side's view ("picks we called 70% won N%"):
 * a home probability of 0.25 is an away pick at 75%. Deciles are symmetric about 0.5, so bin i and
 * bin 9 − i make one band exactly.
 */
export function pickCalibration(bins: readonly CalibrationBin[]): PickBand[] {
  const half = Math.floor(bins.length / 2);
  const bands: PickBand[] = [];
  for (let k = 0; k < half; k++) {
    const home = bins[half + k];
    const away = bins[half - 1 - k];
    if (!home || !away) continue;
    const games = home.games + away.games;
    const sumPredicted =
      (home.meanPredicted ?? 0) * home.games + (1 - (away.meanPredicted ?? 1)) * away.games;
    const sumWon = (home.observed ?? 0) * home.games + (1 - (away.observed ?? 1)) * away.games;
    bands.push({
      from: home.from,
      to: home.to,
      games,
      meanPredicted: games === 0 ? null : sumPredicted / games,
      won: games === 0 ? null : sumWon / games,
    });
  }
  return bands;
}
