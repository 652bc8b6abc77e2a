// The projection's band tables: 10th, 50th and 90th percentiles of actual DraftKings points by expected
// points and position, for a player who has played this season and for his first game of a season
// (src/domain/players/projection-band.ts).
import type { BandTables } from './projection-band.ts';

// fitted by: npx tsx bench/fit-player-bands.ts --season 2023 (5372 player-weeks)
export const BAND_TABLES: BandTables = {
  played: {
    QB: [
      { expected: 0.99, p10: -0.2, p50: 1.28, p90: 17.52 },
      { expected: 5.47, p10: 0.41, p50: 11.5, p90: 21.75 },
      { expected: 11.71, p10: 2.14, p50: 12.52, p90: 23.35 },
      { expected: 14.54, p10: 5.24, p50: 14.8, p90: 25.12 },
      { expected: 17.95, p10: 8.73, p50: 17.74, p90: 27.26 },
      { expected: 21.84, p10: 11.13, p50: 20.82, p90: 31.36 },
      { expected: 27.65, p10: 11.51, p50: 22.32, p90: 31.56 },
    ],
    RB: [
      { expected: 1.47, p10: 0.17, p50: 1.7, p90: 6.9 },
      { expected: 2.98, p10: 0.17, p50: 2.2, p90: 9.14 },
      { expected: 5.01, p10: 0.6, p50: 3.4, p90: 12.26 },
      { expected: 6.92, p10: 2.03, p50: 6.3, p90: 13.67 },
      { expected: 8.99, p10: 3.04, p50: 9.4, p90: 21.84 },
      { expected: 11.43, p10: 4.48, p50: 11.5, p90: 25.75 },
      { expected: 14.34, p10: 5, p50: 13.5, p90: 25.75 },
      { expected: 18.7, p10: 6.44, p50: 15.9, p90: 29.14 },
    ],
    WR: [
      { expected: 1.59, p10: 0, p50: 2.1, p90: 7.86 },
      { expected: 3.04, p10: 0, p50: 2.4, p90: 9.66 },
      { expected: 4.98, p10: 0.09, p50: 3.75, p90: 10.67 },
      { expected: 6.93, p10: 1.5, p50: 5.9, p90: 15.85 },
      { expected: 9.03, p10: 2.29, p50: 8.35, p90: 19.92 },
      { expected: 11.42, p10: 3.26, p50: 10.8, p90: 23.78 },
      { expected: 14.34, p10: 3.84, p50: 12.7, p90: 27.78 },
      { expected: 17.77, p10: 5.94, p50: 17.2, p90: 32.06 },
      { expected: 22.6, p10: 6.9, p50: 17.8, p90: 35.3 },
    ],
    TE: [
      { expected: 1.63, p10: 0, p50: 1.6, p90: 7.1 },
      { expected: 2.93, p10: 0, p50: 2.85, p90: 8.47 },
      { expected: 4.93, p10: 0, p50: 4.1, p90: 11.6 },
      { expected: 6.97, p10: 1.7, p50: 6.6, p90: 15.91 },
      { expected: 8.88, p10: 3.27, p50: 8.9, p90: 22.75 },
      { expected: 11.43, p10: 3.9, p50: 10.8, p90: 22.75 },
      { expected: 14.68, p10: 4.81, p50: 12.2, p90: 22.75 },
    ],
  },
  firstGame: {
    QB: [{ expected: 0.53, p10: -0.09, p50: 6.52, p90: 21.58 }],
    RB: [
      { expected: 0, p10: 0.47, p50: 4.11, p90: 13.15 },
      { expected: 7.26, p10: 0.47, p50: 4.11, p90: 13.15 },
    ],
    WR: [{ expected: 6.96, p10: 0, p50: 2.5, p90: 11.7 }],
    TE: [
      { expected: 0, p10: 0.29, p50: 3.1, p90: 8.66 },
      { expected: 5.17, p10: 0.29, p50: 3.1, p90: 8.66 },
    ],
  },
};
