import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { calibrationTable, type Scored } from './metrics.ts';
import { pickCalibration } from './pick-calibration.ts';

describe('pick calibration', () => {
  it('counts an away favourite as a pick of the away side', () => {
    const items: Scored[] = [
      { p: 0.75, homeWon: true }, // home pick at 75%, won
      { p: 0.25, homeWon: false }, // away pick at 75%, won
      { p: 0.28, homeWon: true }, // away pick at 72%, lost
      { p: 0.55, homeWon: false }, // home pick at 55%, lost
    ];
    const bands = pickCalibration(calibrationTable(items));
    expect(bands.map((b) => [b.from, b.games])).toEqual([
      [0.5, 1],
      [0.6, 0],
      [0.7, 3],
      [0.8, 0],
      [0.9, 0],
    ]);
    expect(bands[2]?.won).toBeCloseTo(2 / 3, 10);
    expect(bands[2]?.meanPredicted).toBeCloseTo((0.75 + 0.75 + 0.72) / 3, 10);
    expect(bands[0]?.won).toBe(0);
    expect(bands[1]?.won).toBeNull();
    expect(bands[1]?.meanPredicted).toBeNull();
    // Two home picks at 62% and 66% (one won) and an away pick at 64% (won): 64% predicted, 2 of 3 won.
    const [, sixties] = pickCalibration(
      calibrationTable([
        { p: 0.62, homeWon: true },
        { p: 0.66, homeWon: false },
        { p: 0.36, homeWon: false },
      ]),
    );
    expect(sixties?.games).toBe(3);
    expect(sixties?.meanPredicted).toBeCloseTo(0.64, 12);
    expect(sixties?.won).toBeCloseTo(2 / 3, 12);
  });

  it('agrees with computing each pick directly, for any set of games', () => {
    const game = fc.record({
      p: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
      homeWon: fc.boolean(),
    });
    assertProperty(
      fc.property(fc.array(game, { maxLength: 60 }), (items) => {
        const bands = pickCalibration(calibrationTable(items));
        expect(bands.reduce((n, b) => n + b.games, 0)).toBe(items.length);
        for (const band of bands) {
          const inBand = items.filter(({ p }) => {
            const bin = Math.min(9, Math.floor(p * 10));
            return bin === Math.round(band.from * 10) || bin === 9 - Math.round(band.from * 10);
          });
          const won = inBand.filter(({ p, homeWon }) =>
            Math.floor(p * 10) >= 5 ? homeWon : !homeWon,
          ).length;
          expect(band.games).toBe(inBand.length);
          if (inBand.length > 0) expect(band.won).toBeCloseTo(won / inBand.length, 9);
        }
      }),
    );
  });
});
