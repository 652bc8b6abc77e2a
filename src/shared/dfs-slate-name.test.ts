import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLATE_DAYS, type SlatePlace, slateDisplayName, slateId } from './dfs-slate-name.ts';

describe('slateDisplayName', () => {
  it('names the data pack slates for people', () => {
    // The ids the ingest gives the pack's three files (src/jobs/ingest/dfs-salaries.test.ts).
    expect(slateDisplayName('dk-2025-wk12-sun-mon')).toBe('DraftKings · Week 12 · Sun–Mon');
    expect(slateDisplayName('dk-2025-wk01-sun')).toBe('DraftKings · Week 1 · Sun');
    expect(slateDisplayName('fd-2015-wk07-9-games')).toBe('FanDuel · Week 7 · 9 games');
    expect(slateDisplayName('fd-2015-wk07-1-games')).toBe('FanDuel · Week 7 · 1 game');
  });

  it('names an id of the older form (no site prefix) with the site given', () => {
    expect(slateDisplayName('2025-wk12-sun-mon', 'draftkings')).toBe('DraftKings · Week 12 · Sun–Mon');
    expect(slateDisplayName('2025-wk12-thu', 'fanduel')).toBe('FanDuel · Week 12 · Thu');
  });

  it('leaves the week out when the ingest could not place the slate', () => {
    expect(slateDisplayName('dk-unknown-wk00-12-games')).toBe('DraftKings · 12 games');
  });

  it("shows an operator's own slate name as given", () => {
    expect(slateDisplayName('Main')).toBe('Main');
    expect(slateDisplayName('dk-2025-wk12-showdown')).toBe('dk-2025-wk12-showdown');
  });

  const place = fc.record({
    site: fc.constantFrom('draftkings' as const, 'fanduel' as const),
    season: fc.option(fc.integer({ min: 1999, max: 2099 }), { nil: null }),
    week: fc.option(fc.integer({ min: 1, max: 22 }), { nil: null }),
    span: fc.oneof(
      fc.record({ first: fc.constantFrom(...SLATE_DAYS), last: fc.constantFrom(...SLATE_DAYS) }),
      fc.record({ games: fc.integer({ min: 1, max: 16 }) }),
    ),
  }) satisfies fc.Arbitrary<SlatePlace>;

  it('turns every id the ingest makes into a name: the site and week in words, no id left', () => {
    fc.assert(
      fc.property(place, (p) => {
        const name = slateDisplayName(slateId(p));
        expect(name.startsWith(p.site === 'draftkings' ? 'DraftKings · ' : 'FanDuel · ')).toBe(true);
        if (p.week !== null) expect(name).toContain(`· Week ${p.week} ·`);
        expect(name).not.toMatch(/\bwk\d|\b(dk|fd)-|\b\d{4}\b|[a-z]{3}-[a-z]{3}/);
      }),
    );
  });
});
