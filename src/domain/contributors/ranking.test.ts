import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { RANKING, rankContributors, rankScore } from './ranking.ts';

const row = (key: string, w: number, l: number, meanClv: number | null = null) => ({
  key,
  name: key,
  rankedWins: w,
  rankedLosses: l,
  meanClv,
});

describe('ranking contributors', () => {
  it('orders the decision record’s worked example', () => {
    // A 3–0 run is not ranked for the season; 500–500 of coin-flips scores exactly 50%.
    const { ranked, unranked } = rankContributors(
      [row('A', 3, 0), row('B', 7, 3), row('C', 30, 20), row('D', 500, 500), row('E', 12, 3)],
      'season',
    );
    expect(ranked.map((r) => [r.key, r.rank, Number(r.score.toFixed(3))])).toEqual([
      ['E', 1, 0.629],
      ['C', 2, 0.571],
      ['B', 3, 0.567],
      ['D', 4, 0.5],
    ]);
    expect(unranked.map((r) => r.key)).toEqual(['A']);
    expect(rankScore(3, 0)).toBeCloseTo(13 / 23, 12);
  });

  it('uses the weekly minimum on the weekly tab and breaks ties by volume, then CLV', () => {
    expect(RANKING.minimumDecided.weekly).toBe(3);
    const { ranked } = rankContributors([row('x', 2, 1, 0.5), row('y', 2, 1, 1.5), row('z', 4, 2)], 'weekly');
    expect(ranked.map((r) => r.key)).toEqual(['z', 'y', 'x']);
    // A CLV beats none; then the name.
    const clv = rankContributors([row('a', 2, 1), row('b', 2, 1, -0.5), row('c', 2, 1, 0.5)], 'weekly');
    expect(clv.ranked.map((r) => r.key)).toEqual(['c', 'b', 'a']);
  });

  it('lists the unranked most decided first, then in ranking order', () => {
    const { ranked, unranked } = rankContributors(
      [row('one', 1, 0), row('six-b', 3, 3), row('nine', 5, 4), row('six-a', 4, 2), row('ten', 6, 4)],
      'season',
    );
    expect(ranked.map((r) => r.key)).toEqual(['ten']);
    // Six decided each: the 4–2 record ranks above the 3–3.
    expect(unranked.map((r) => r.key)).toEqual(['nine', 'six-a', 'six-b', 'one']);
  });

  const record = fc.record({ w: fc.nat(400), l: fc.nat(400) });

  it('never raises a score with a loss, never lowers it with a win, and stays between the raw rate and 50% (property)', () => {
    assertProperty(
      fc.property(record, ({ w, l }) => {
        expect(rankScore(w, l + 1)).toBeLessThan(rankScore(w, l));
        expect(rankScore(w + 1, l)).toBeGreaterThan(rankScore(w, l));
        const raw = w + l === 0 ? 0.5 : w / (w + l);
        const s = rankScore(w, l);
        expect(s).toBeGreaterThanOrEqual(Math.min(raw, 0.5) - 1e-12);
        expect(s).toBeLessThanOrEqual(Math.max(raw, 0.5) + 1e-12);
        // Volume alone cannot beat 50%: an even record of any size scores exactly 0.5.
        expect(rankScore(w, w)).toBeCloseTo(0.5, 12);
      }),
    );
  });

  it('adding a loss to one contributor never moves them up, and ranks are 1…n in score order (property)', () => {
    const field = fc.array(record, { minLength: 1, maxLength: 12 });
    assertProperty(
      fc.property(field, fc.nat(), (records, pick) => {
        const rows = records.map((r, i) => row(`c${i}`, r.w, r.l + RANKING.minimumDecided.season));
        const target = rows[pick % rows.length] as (typeof rows)[number];
        const before = rankContributors(rows, 'season').ranked;
        expect(before.map((r) => r.rank)).toEqual(before.map((_, i) => i + 1));
        for (let i = 1; i < before.length; i += 1) {
          expect((before[i - 1] as (typeof before)[number]).score).toBeGreaterThanOrEqual(
            (before[i] as (typeof before)[number]).score,
          );
        }
        const worse = rows.map((r) => (r === target ? { ...r, rankedLosses: r.rankedLosses + 1 } : r));
        const after = rankContributors(worse, 'season').ranked;
        const rankOf = (list: typeof before) => list.find((r) => r.key === target.key)?.rank ?? 0;
        expect(rankOf(after)).toBeGreaterThanOrEqual(rankOf(before));
      }),
    );
  });
});
