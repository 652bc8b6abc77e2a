import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { ggComponents, ggConfidence, ggScore, valuePerThousand, valueRating } from './ggscore.ts';
import { OWNERSHIP_CAP, POSITION_SLOTS, projectOwnership } from './ownership.ts';

describe('ggScore', () => {
  it('weighs projection, value, ceiling, matchup and BioBoost as documented', () => {
    // 18-point median at $6,000 (3.0 per $1,000), ceiling 30, opponent allowing 10% more, BioBoost 70:
    // projection 60, value 50, ceiling 66.7, matchup 75, BioBoost 70
    const x = { median: 18, ceiling: 30, salary: 6000, opponentRatio: 1.1, bioBoost: 70 };
    const c = ggComponents(x);
    expect(c.projection).toBeCloseTo(60, 10);
    expect(c.value).toBeCloseTo(50, 10);
    expect(c.ceiling).toBeCloseTo(66.667, 3);
    expect(c.matchup).toBeCloseTo(75, 10);
    // 0.35·60 + 0.25·50 + 0.15·66.67 + 0.15·75 + 0.1·70 = 21 + 12.5 + 10 + 11.25 + 7 = 61.75
    expect(ggScore(x)).toBe(61.8);
    expect(ggConfidence(61.8)).toBe('LOW');
    expect([ggConfidence(80), ggConfidence(79.9), ggConfidence(65)]).toEqual(['HIGH', 'MEDIUM', 'MEDIUM']);
    expect(valuePerThousand(18, 6000)).toBe(3);
    expect(valueRating(18, 6000)).toBe(5);
    expect(valueRating(30, 5000)).toBe(10);
  });

  it('treats an unknown salary or BioBoost as neutral', () => {
    const c = ggComponents({ median: 12, ceiling: 20, salary: null, opponentRatio: 1, bioBoost: null });
    expect([c.value, c.bioBoost, c.matchup]).toEqual([50, 50, 50]);
  });

  it('stays within 0–100 and never falls when the projection or ceiling rises', () => {
    const inputs = fc.record({
      median: fc.double({ min: -5, max: 60, noNaN: true }),
      ceiling: fc.double({ min: -5, max: 90, noNaN: true }),
      salary: fc.option(fc.integer({ min: 2000, max: 10000 }), { nil: null }),
      opponentRatio: fc.double({ min: 0.3, max: 2, noNaN: true }),
      bioBoost: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
    });
    assertProperty(
      fc.property(inputs, fc.double({ min: 0, max: 10, noNaN: true }), (x, bump) => {
        const s = ggScore(x);
        return (
          s >= 0 &&
          s <= 100 &&
          ggScore({ ...x, median: x.median + bump }) >= s &&
          ggScore({ ...x, ceiling: x.ceiling + bump }) >= s
        );
      }),
    );
  });
});

describe('projected ownership (a model, labelled as such)', () => {
  it("shares each position's lineup slots by value and projection", () => {
    const own = projectOwnership([
      { id: 'cheap', position: 'QB', median: 18, salary: 6000 },
      { id: 'dear', position: 'QB', median: 18, salary: 7000 },
      { id: 'lone', position: 'TE', median: 12, salary: 5000 },
    ]);
    // Same projection, 3.0 vs 2.57 points per $1,000: weights exp(1.2 × 3 + 1.44) and exp(1.2 × 2.571 + 1.44),
    // a ratio of 1.67, so the QB slot's 100% splits 62.6 / 37.4.
    expect(own.get('cheap')).toBe(62.6);
    expect(own.get('dear')).toBe(37.4);
    // The lone TE would take the whole TE slot (115%): no one is projected above 75%.
    expect(own.get('lone')).toBe(OWNERSHIP_CAP);
    expect(POSITION_SLOTS).toEqual({ QB: 100, RB: 235, WR: 350, TE: 115 });
  });

  it('stays within 0–75% for everyone, and never adds up to more than the lineup slots', () => {
    const player = fc.record({
      id: fc.uuid(),
      position: fc.constantFrom('QB', 'RB', 'WR', 'TE' as const),
      median: fc.double({ min: 0, max: 40, noNaN: true }),
      salary: fc.integer({ min: 2500, max: 10000 }),
    });
    assertProperty(
      fc.property(
        fc.uniqueArray(player, { selector: (p) => p.id, minLength: 1, maxLength: 40 }),
        (players) => {
          const own = projectOwnership(players);
          const total = [...own.values()].reduce((a, b) => a + b, 0);
          return [...own.values()].every((o) => o >= 0 && o <= OWNERSHIP_CAP) && total <= 900 + 1e-6;
        },
      ),
    );
  });
});
