// The projection's band tables: 10th, 50th and 90th percentiles of actual DraftKings points by expected
// points and position, for a player who has played this season and for his first game of a season
// (src/domain/players/projection-band.ts).
import type { BandTables } from './projection-band.ts';

// fitted by: npx tsx bench/fit-player-bands.ts --season 2023 (5372 player-weeks)
export const BAND_TABLES: BandTables = {
  played: {
    QB: [
      { expected: 0.88, p10: -0.2, p50: 1.18, p90: 17.27 },
      { expected: 5.98, p10: 0.39, p50: 11.72, p90: 21.99 },
      { expected: 11.66, p10: 2.07, p50: 13.03, p90: 23.86 },
      { expected: 14.5, p10: 5.16, p50: 15.27, p90: 25.05 },
      { expected: 17.87, p10: 8.56, p50: 16.74, p90: 27.14 },
      { expected: 21.91, p10: 10.92, p50: 21.26, p90: 31.39 },
      { expected: 27.63, p10: 11.42, p50: 21.63, p90: 31.39 },
    ],
    RB: [
      { expected: 1.48, p10: 0.16, p50: 1.7, p90: 6.95 },
      { expected: 3, p10: 0.16, p50: 2, p90: 8.89 },
      { expected: 4.99, p10: 0.6, p50: 3.5, p90: 12.3 },
      { expected: 6.97, p10: 2.05, p50: 6.45, p90: 13.7 },
      { expected: 8.97, p10: 2.06, p50: 8.4, p90: 19.78 },
      { expected: 11.42, p10: 4.6, p50: 11.3, p90: 25.62 },
      { expected: 14.48, p10: 4.94, p50: 13.2, p90: 25.62 },
      { expected: 19.03, p10: 6.43, p50: 16, p90: 29.44 },
    ],
    WR: [
      { expected: 1.59, p10: 0, p50: 2, p90: 7.5 },
      { expected: 3.06, p10: 0, p50: 2.25, p90: 9.56 },
      { expected: 4.98, p10: 0.31, p50: 3.85, p90: 10.7 },
      { expected: 6.92, p10: 1.34, p50: 5.5, p90: 15.56 },
      { expected: 9.02, p10: 1.96, p50: 7.3, p90: 19.4 },
      { expected: 11.43, p10: 3.2, p50: 10.4, p90: 22.92 },
      { expected: 14.38, p10: 3.6, p50: 13.05, p90: 27.6 },
      { expected: 17.78, p10: 5.92, p50: 14.45, p90: 32.05 },
      { expected: 23.06, p10: 6.9, p50: 18.85, p90: 35.02 },
    ],
    TE: [
      { expected: 1.63, p10: 0, p50: 1.5, p90: 6.86 },
      { expected: 2.91, p10: 0, p50: 2.8, p90: 9.14 },
      { expected: 4.88, p10: 0, p50: 3.8, p90: 10.9 },
      { expected: 7.02, p10: 1.79, p50: 6.7, p90: 16.19 },
      { expected: 8.82, p10: 1.79, p50: 8, p90: 19.64 },
      { expected: 11.43, p10: 4.05, p50: 10.8, p90: 23.02 },
      { expected: 14.95, p10: 4.65, p50: 11.9, p90: 23.02 },
    ],
  },
  firstGame: {
    QB: [{ expected: 0.54, p10: -0.09, p50: 6.52, p90: 21.58 }],
    RB: [
      { expected: 0, p10: 0.47, p50: 4.11, p90: 13.15 },
      { expected: 7.36, p10: 0.47, p50: 4.11, p90: 13.15 },
    ],
    WR: [
      { expected: 6.09, p10: 0, p50: 2.1, p90: 11.64 },
      { expected: 8.67, p10: 0, p50: 3.3, p90: 11.7 },
    ],
    TE: [
      { expected: 0, p10: 0.29, p50: 3.1, p90: 8.66 },
      { expected: 5.22, p10: 0.29, p50: 3.1, p90: 8.66 },
    ],
  },
};
