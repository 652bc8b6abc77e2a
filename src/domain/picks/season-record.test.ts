import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { Outcome } from '../model/grading.ts';
import {
  countOutcomes,
  type GradedFrozenPick,
  pickOutcome,
  seasonRecordOf,
  seasonRecords,
} from './season-record.ts';

const pick = (
  season: number,
  straightUp: Outcome,
  againstSpread: Outcome | null,
  total: Outcome | null,
  prices?: { spread: number | null; total: number | null },
): GradedFrozenPick => ({ season, straightUp, againstSpread, total, ...(prices ? { prices } : {}) });

describe("the model's season record", () => {
  // Two seasons, listed newest first on purpose. 2025: a favourite that won but did not cover, an
  // underdog that covered in a loss, a tie graded a push against the spread, and a pick frozen without
  // a line (won straight up, no total either).
  // Prices stored with the lines where known; 2024's pick and one 2025 total were frozen without one.
  const picks = [
    pick(2025, 'win', 'loss', 'win', { spread: -110, total: -105 }),
    pick(2025, 'loss', 'win', 'loss', { spread: 105, total: -115 }),
    pick(2025, 'push', 'push', 'loss', { spread: -115, total: null }),
    pick(2025, 'win', null, null),
    pick(2024, 'loss', 'loss', 'push'),
  ];

  it('counts each season apart, oldest first, each grade by its own column', () => {
    expect(seasonRecords(picks)).toEqual([
      {
        season: 2024,
        picks: { wins: 0, losses: 1, pushes: 0, graded: 1 },
        straightUp: { wins: 0, losses: 1, pushes: 0, graded: 1 },
        againstSpread: { wins: 0, losses: 1, pushes: 0, graded: 1 },
        totals: { wins: 0, losses: 0, pushes: 1, graded: 1 },
        // No stored price: counted apart, not scored at −110.
        units: {
          againstSpread: { priced: 0, units: 0, unpriced: 1 },
          totals: { priced: 0, units: 0, unpriced: 1 },
        },
      },
      {
        season: 2025,
        // ATS loss, ATS win, ATS push, then straight up (no line): 2-1-1 of 4.
        picks: { wins: 2, losses: 1, pushes: 1, graded: 4 },
        // win, loss, push, win: 2-1-1 of 4.
        straightUp: { wins: 2, losses: 1, pushes: 1, graded: 4 },
        // loss, win, push; the pick without a line is not graded against a spread: 1-1-1 of 3.
        againstSpread: { wins: 1, losses: 1, pushes: 1, graded: 3 },
        // win, loss, loss; none without a total: 1-2-0 of 3.
        totals: { wins: 1, losses: 2, pushes: 0, graded: 3 },
        units: {
          // ATS: loss at −110 (−1), win at +105 (+1.05), push at −115 (0): +0.05 on 3.
          againstSpread: { priced: 3, units: 0.05, unpriced: 0 },
          // Totals: win at −105 (100/105 = 0.952381), loss at −115 (−1): −0.047619 → −0.0476 on 2;
          // the loss frozen without a price apart.
          totals: { priced: 2, units: -0.0476, unpriced: 1 },
        },
      },
    ]);
  });

  it("takes Past Picks' outcome against the spread, straight up only without a line", () => {
    expect(pickOutcome({ straightUp: 'win', againstSpread: 'loss' })).toBe('loss');
    expect(pickOutcome({ straightUp: 'loss', againstSpread: 'push' })).toBe('push');
    expect(pickOutcome({ straightUp: 'win', againstSpread: null })).toBe('win');
  });

  it('answers zeros for a season without a graded pick, never a missing record', () => {
    const zero = { wins: 0, losses: 0, pushes: 0, graded: 0 };
    expect(seasonRecordOf(seasonRecords(picks), 2023)).toEqual({
      season: 2023,
      picks: zero,
      straightUp: zero,
      againstSpread: zero,
      totals: zero,
      units: {
        againstSpread: { priced: 0, units: 0, unpriced: 0 },
        totals: { priced: 0, units: 0, unpriced: 0 },
      },
    });
    expect(seasonRecordOf(seasonRecords(picks), 2024).againstSpread.losses).toBe(1);
  });

  it('counts every graded outcome once: wins + losses + pushes = graded, nulls left out', () => {
    const outcome = fc.constantFrom<Outcome | null>('win', 'loss', 'push', null);
    assertProperty(
      fc.property(fc.array(outcome), (outcomes) => {
        const c = countOutcomes(outcomes);
        expect(c.wins + c.losses + c.pushes).toBe(c.graded);
        expect(c.graded).toBe(outcomes.filter((o) => o !== null).length);
        expect(c.wins).toBe(outcomes.filter((o) => o === 'win').length);
      }),
    );
  });

  it('splits any list of picks into seasons whose records add up to the whole', () => {
    const outcome = fc.constantFrom<Outcome>('win', 'loss', 'push');
    const frozen = fc.record({
      season: fc.integer({ min: 2020, max: 2025 }),
      straightUp: outcome,
      againstSpread: fc.option(outcome),
      total: fc.option(outcome),
    });
    assertProperty(
      fc.property(fc.array(frozen), (ps) => {
        const records = seasonRecords(ps);
        expect(records.map((r) => r.season)).toEqual([...new Set(ps.map((p) => p.season))].sort());
        expect(records.reduce((n, r) => n + r.straightUp.graded, 0)).toBe(ps.length);
        expect(records.reduce((n, r) => n + r.picks.graded, 0)).toBe(ps.length);
        const ats = records.reduce((n, r) => n + r.againstSpread.wins, 0);
        expect(ats).toBe(ps.filter((p) => p.againstSpread === 'win').length);
      }),
    );
  });
});
