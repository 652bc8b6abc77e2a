// The projection's band table: 10th, 50th and 90th percentiles of actual DraftKings points by expected
// points and position (src/domain/players/projection-band.ts).
import type { BandTable } from './projection-band.ts';

// fitted by: npx tsx bench/fit-player-bands.ts --season 2023 (5372 player-weeks)
export const BAND_TABLE: BandTable = {
  QB: [
    { expected: 0.75, p10: -0.2, p50: 3.78, p90: 18.83 },
    { expected: 8.5, p10: 1.35, p50: 11.5, p90: 22.29 },
    { expected: 14.56, p10: 3.97, p50: 14.08, p90: 24.64 },
    { expected: 17.94, p10: 8.76, p50: 17.73, p90: 29.08 },
    { expected: 21.68, p10: 9.12, p50: 22.22, p90: 31.76 },
  ],
  RB: [
    { expected: 0.87, p10: 0.24, p50: 2.2, p90: 10.67 },
    { expected: 2.93, p10: 0.24, p50: 2.2, p90: 10.67 },
    { expected: 5.02, p10: 0.6, p50: 3.6, p90: 12.42 },
    { expected: 7.02, p10: 1.08, p50: 6.2, p90: 14.74 },
    { expected: 8.93, p10: 2.4, p50: 8.4, p90: 21.3 },
    { expected: 11.43, p10: 4.14, p50: 11.9, p90: 25.6 },
    { expected: 14.54, p10: 5.33, p50: 13.2, p90: 25.6 },
    { expected: 18.54, p10: 6.4, p50: 17.4, p90: 29.42 },
  ],
  WR: [
    { expected: 1.47, p10: 0, p50: 1.7, p90: 7.41 },
    { expected: 3.01, p10: 0, p50: 2.3, p90: 9.5 },
    { expected: 4.96, p10: 0.15, p50: 4, p90: 11.01 },
    { expected: 7, p10: 0.15, p50: 5.6, p90: 16.24 },
    { expected: 8.93, p10: 1.8, p50: 8.4, p90: 22.02 },
    { expected: 11.44, p10: 3.3, p50: 10.3, p90: 23.19 },
    { expected: 14.33, p10: 4.2, p50: 13.5, p90: 28.2 },
    { expected: 17.71, p10: 5.62, p50: 17, p90: 33.9 },
    { expected: 22.3, p10: 6.98, p50: 19.1, p90: 33.9 },
  ],
  TE: [
    { expected: 1.12, p10: 0, p50: 2.35, p90: 8.63 },
    { expected: 2.94, p10: 0, p50: 2.6, p90: 8.63 },
    { expected: 4.89, p10: 0, p50: 3.5, p90: 10.9 },
    { expected: 7.05, p10: 1.9, p50: 6.8, p90: 16.6 },
    { expected: 8.93, p10: 3, p50: 10.1, p90: 22.4 },
    { expected: 12.1, p10: 4.4, p50: 11.1, p90: 23.2 },
  ],
};
