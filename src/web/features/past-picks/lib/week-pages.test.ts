import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekPage } from './week-pages.ts';

const pick = (week: number, id: string) => ({ week, id });
// Weeks 1, 2, 3, 14 and 15 with 1–3 picks each; the input is out of order on purpose.
const picks = [
  pick(1, 'a'),
  pick(15, 'b'),
  pick(2, 'c'),
  pick(15, 'd'),
  pick(3, 'e'),
  pick(14, 'f'),
  pick(1, 'g'),
  pick(15, 'h'),
];

describe('Past Picks grouped by week with paging', () => {
  it('shows the latest weeks first, two a page', () => {
    const first = weekPage(picks, 1);
    expect(first.pageCount).toBe(3); // 5 weeks / 2 a page → 3 pages
    expect(first.groups.map((g) => g.week)).toEqual([15, 14]);
    expect(first.groups[0]?.picks.map((p) => p.id)).toEqual(['b', 'd', 'h']);
    expect(weekPage(picks, 2).groups.map((g) => g.week)).toEqual([3, 2]);
    expect(weekPage(picks, 3).groups.map((g) => g.week)).toEqual([1]);
    expect(weekPage(picks, 3).groups[0]?.picks.map((p) => p.id)).toEqual(['a', 'g']);
  });

  it('clamps a page out of range and has one empty page for no picks', () => {
    expect(weekPage(picks, 9).page).toBe(3);
    expect(weekPage(picks, 0).page).toBe(1);
    expect(weekPage([], 1)).toEqual({ groups: [], page: 1, pageCount: 1 });
  });

  it('shows every pick exactly once across the pages', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 22 }), { maxLength: 300 }), (weeks) => {
        const all = weeks.map((w, i) => pick(w, String(i)));
        const { pageCount } = weekPage(all, 1);
        const seen = Array.from({ length: pageCount }, (_, i) => weekPage(all, i + 1))
          .flatMap((p) => p.groups.flatMap((g) => g.picks.map((x) => x.id)))
          .sort();
        return JSON.stringify(seen) === JSON.stringify(all.map((x) => x.id).sort());
      }),
    );
  });
});
