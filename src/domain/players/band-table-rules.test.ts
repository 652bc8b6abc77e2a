// What the committed band tables (band-table.ts, fitted on 2023 by bench/fit-player-bands.ts) must
// keep through any refit, since bandFor and the week board rely on it: every position in both
// tables, knots rising, each percentile column non-decreasing (the isotonic fit), 10th ≤ 50th ≤ 90th
// at each knot, and so a band that never falls as a projection rises and always holds its median.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { BAND_TABLES } from './band-table.ts';
import { SKILL_POSITIONS } from './player-game.ts';
import { bandOf, tableOf } from './projection-band.ts';

const TABLES = ['played', 'firstGame'] as const;

describe('BAND_TABLES', () => {
  it('has a table for every position, for players who have played and for first games', () => {
    for (const t of TABLES) {
      expect(Object.keys(BAND_TABLES[t]).sort()).toEqual([...SKILL_POSITIONS].sort());
      for (const p of SKILL_POSITIONS) expect(BAND_TABLES[t][p].length, `${t} ${p}`).toBeGreaterThan(0);
    }
  });

  it('has rising knots, non-decreasing percentile columns and ordered percentiles at each knot', () => {
    for (const t of TABLES) {
      for (const p of SKILL_POSITIONS) {
        const rows = BAND_TABLES[t][p];
        rows.forEach((r, i) => {
          const where = `${t} ${p} row ${i}`;
          expect(r.expected, where).toBeGreaterThanOrEqual(0);
          expect(r.p10, where).toBeLessThanOrEqual(r.p50);
          expect(r.p50, where).toBeLessThanOrEqual(r.p90);
          const prev = rows[i - 1];
          if (!prev) return;
          expect(r.expected, where).toBeGreaterThan(prev.expected);
          expect(r.p10, where).toBeGreaterThanOrEqual(prev.p10);
          expect(r.p50, where).toBeGreaterThanOrEqual(prev.p50);
          expect(r.p90, where).toBeGreaterThanOrEqual(prev.p90);
        });
      }
    }
  });

  it('gives every projection a band around its median that never falls as the projection rises, within one table', () => {
    // Within the table a projection reads. A first game steps from the first-game table to the played
    // table past the first-game table's last knot (decision 081), and there the band may step down:
    // the quarterback knot (0.54 expected, median 6.52) measured projections made from nothing.
    assertProperty(
      fc.property(
        fc.constantFrom(...SKILL_POSITIONS),
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: -5, max: 60, noNaN: true }),
        fc.double({ min: -5, max: 60, noNaN: true }),
        (position, gamesThisSeason, a, b) => {
          const at = (draftKings: number) =>
            bandOf(BAND_TABLES, { target: { position }, gamesThisSeason, draftKings });
          const table = (draftKings: number) =>
            tableOf(BAND_TABLES, { target: { position }, gamesThisSeason, draftKings });
          fc.pre(table(a) === table(b));
          const [lo, hi] = a <= b ? [at(a), at(b)] : [at(b), at(a)];
          for (const band of [lo, hi]) {
            expect(band.low).toBeLessThanOrEqual(band.median);
            expect(band.median).toBeLessThanOrEqual(band.high);
          }
          expect(lo.median).toBeLessThanOrEqual(hi.median + 1e-9);
          expect(lo.low).toBeLessThanOrEqual(hi.low + 1e-9);
          expect(lo.high).toBeLessThanOrEqual(hi.high + 1e-9);
        },
      ),
    );
  });
});
