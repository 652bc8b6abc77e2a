import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { summariseAlerts } from './alert-summary.ts';
import { gradeAlert } from './grade-alert.ts';

describe('alert grading', () => {
  it('grades the away side at its own handicap and totals at the line', () => {
    // Away +6.5 loses by 7: no cover. At −110 that is −1 unit.
    expect(
      gradeAlert(
        { market: 'spreads', side: 'away', line: 6.5, price: null },
        { homeScore: 24, awayScore: 17 },
      ),
    ).toEqual({
      outcome: 'loss',
      units: -1,
      price: -110,
    });
    expect(
      gradeAlert({ market: 'spreads', side: 'away', line: 7, price: -105 }, { homeScore: 24, awayScore: 17 })
        .outcome,
    ).toBe('push');
    expect(
      gradeAlert(
        { market: 'totals', side: 'under', line: 44.5, price: 100 },
        { homeScore: 20, awayScore: 17 },
      ),
    ).toEqual({
      outcome: 'win',
      units: 1,
      price: 100,
    });
  });

  it('grades the over against the combined score, and a push as no units won or lost', () => {
    // 20 + 17 = 37 falls short of 44.5: the over loses one unit.
    expect(
      gradeAlert(
        { market: 'totals', side: 'over', line: 44.5, price: -105 },
        { homeScore: 20, awayScore: 17 },
      ),
    ).toEqual({ outcome: 'loss', units: -1, price: -105 });
    const win = gradeAlert(
      { market: 'totals', side: 'over', line: 36.5, price: null },
      { homeScore: 20, awayScore: 17 },
    );
    expect([win.outcome, win.price]).toEqual(['win', -110]);
    expect(win.units).toBeCloseTo(100 / 110, 10);
    expect(
      gradeAlert({ market: 'spreads', side: 'away', line: 7, price: -105 }, { homeScore: 24, awayScore: 17 }),
    ).toEqual({ outcome: 'push', units: 0, price: -105 });
  });

  it('the two sides of one line never both win', () => {
    assertProperty(
      fc.property(
        fc.integer({ min: -30, max: 30 }).map((h) => h / 2),
        fc.nat(60),
        fc.nat(60),
        (line, homeScore, awayScore) => {
          const result = { homeScore, awayScore };
          const home = gradeAlert({ market: 'spreads', side: 'home', line, price: null }, result).outcome;
          const away = gradeAlert(
            { market: 'spreads', side: 'away', line: -line, price: null },
            result,
          ).outcome;
          expect([home, away].sort()).toEqual(home === 'push' ? ['push', 'push'] : ['loss', 'win']);
        },
      ),
    );
  });

  it('summarises hit rate over decided bets and units at the prices shown', () => {
    const summary = summariseAlerts(7, [
      // The first win had no price of its own: its 10/11 is −110 assumed, and the summary counts it.
      { outcome: 'win', units: 10 / 11, priceAssumed: true },
      { outcome: 'win', units: 1.5, priceAssumed: false },
      { outcome: 'loss', units: -1, priceAssumed: false },
      { outcome: 'push', units: 0, priceAssumed: false },
    ]);
    expect(summary).toEqual({
      alerts: 7,
      graded: 4,
      wins: 2,
      losses: 1,
      pushes: 1,
      hitRate: 2 / 3,
      units: 1.41,
      assumedPrices: 1,
    });
    expect(summariseAlerts(3, []).hitRate).toBeNull();
  });

  it('adds up: wins, losses and pushes make the graded count; no hit rate until a bet is decided', () => {
    const grade = fc.oneof(
      fc
        .integer({ min: 1, max: 300 })
        .map((u) => ({ outcome: 'win' as const, units: u / 100, priceAssumed: false })),
      fc.constant({ outcome: 'loss' as const, units: -1, priceAssumed: true }),
      fc.constant({ outcome: 'push' as const, units: 0, priceAssumed: false }),
    );
    assertProperty(
      fc.property(fc.nat(50), fc.array(grade, { maxLength: 30 }), (alerts, grades) => {
        const s = summariseAlerts(alerts, grades);
        const decided = s.wins + s.losses;
        expect([s.alerts, s.graded, s.wins + s.losses + s.pushes]).toEqual([
          alerts,
          grades.length,
          grades.length,
        ]);
        expect(s.wins).toBe(grades.filter((g) => g.outcome === 'win').length);
        expect(s.losses).toBe(grades.filter((g) => g.outcome === 'loss').length);
        expect(s.hitRate).toBe(decided === 0 ? null : s.wins / decided);
        expect(s.units).toBeCloseTo(
          grades.reduce((a, g) => a + g.units, 0),
          6,
        );
      }),
    );
  });
});
