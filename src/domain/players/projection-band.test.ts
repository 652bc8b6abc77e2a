import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { SkillPosition } from './player-game.ts';
import { bandOf, fitBandRows, fitBandTables } from './projection-band.ts';

type Pair = {
  target: { position: SkillPosition };
  gamesThisSeason: number;
  expected: number;
  actual: number;
};

/** `n` pairs at one expectation whose actual scores are 0, 1, …, n − 1 (median (n − 1) / 2). */
const spread = (position: SkillPosition, gamesThisSeason: number, expected: number, n: number, shift = 0) =>
  Array.from(
    { length: n },
    (_, i): Pair => ({ target: { position }, gamesThisSeason, expected, actual: i + shift }),
  );

describe('the projection band', () => {
  it('has one table for players who have played this season and one for first games, fitted apart', () => {
    // A receiver expected to score 9: 101 games after he has played (actual 0…100, median 50) and
    // 101 first games that went 20 points lower (median 30).
    const pairs = [...spread('WR', 3, 9, 101), ...spread('WR', 0, 9, 101, -20)];
    const tables = fitBandTables(pairs);
    expect(tables.played.WR).toEqual([{ expected: 9, p10: 10, p50: 50, p90: 90 }]);
    expect(tables.firstGame.WR).toEqual([{ expected: 9, p10: -10, p50: 30, p90: 70 }]);
    expect(tables.played.QB).toEqual([]);
    const projection = { target: { position: 'WR' as const }, draftKings: 9 };
    expect(bandOf(tables, { ...projection, gamesThisSeason: 2 })).toEqual({ median: 50, low: 10, high: 90 });
    expect(bandOf(tables, { ...projection, gamesThisSeason: 0 })).toEqual({ median: 30, low: -10, high: 70 });
  });

  it('is the one table fitBandRows gives for the same pairs', () => {
    assertProperty(
      fc.property(
        fc.array(
          fc.record({
            gamesThisSeason: fc.integer({ min: 0, max: 3 }),
            expected: fc.double({ min: 0, max: 30, noNaN: true }),
            actual: fc.double({ min: -2, max: 50, noNaN: true }),
          }),
          { maxLength: 300 },
        ),
        (rows) => {
          const pairs = rows.map((r) => ({ ...r, target: { position: 'TE' as const } }));
          const tables = fitBandTables(pairs);
          expect(tables.played.TE).toEqual(fitBandRows(pairs.filter((p) => p.gamesThisSeason > 0)));
          expect(tables.firstGame.TE).toEqual(fitBandRows(pairs.filter((p) => p.gamesThisSeason === 0)));
        },
      ),
    );
  });

  it('never puts the median outside its band, and a higher projection never lowers it', () => {
    const pairs = [
      ...spread('RB', 1, 3, 60),
      ...spread('RB', 1, 9, 60, 4),
      ...spread('RB', 1, 15, 60, 9),
      ...spread('RB', 0, 9, 60, -3),
    ];
    const tables = fitBandTables(pairs);
    assertProperty(
      fc.property(
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 40, noNaN: true }),
        fc.integer({ min: 0, max: 5 }),
        (a, b, games) => {
          const at = (x: number) =>
            bandOf(tables, { target: { position: 'RB' }, gamesThisSeason: games, draftKings: x });
          const [lo, hi] = a <= b ? [at(a), at(b)] : [at(b), at(a)];
          return (
            lo.low <= lo.median &&
            lo.median <= lo.high &&
            lo.median <= hi.median + 1e-9 &&
            lo.low <= hi.low + 1e-9
          );
        },
      ),
    );
  });
});
