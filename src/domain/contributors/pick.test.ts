import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { gradeSpread } from '../model/grading.ts';
import { gradePick, pickClosingLineValue, selectionFits, sidedWithBioBoost } from './pick.ts';

// KC 27, BUF 24 at Arrowhead (home KC).
const result = { homeScore: 27, awayScore: 24 };

describe('grading a contributor pick', () => {
  it('grades spreads at the home handicap as books print it', () => {
    // KC −2.5 covers a 3-point win; KC −3 pushes; BUF +3.5 covers.
    expect(gradePick({ market: 'spread', selection: 'home', line: -2.5 }, result)).toBe('win');
    expect(gradePick({ market: 'spread', selection: 'home', line: -3 }, result)).toBe('push');
    expect(gradePick({ market: 'spread', selection: 'away', line: -3 }, result)).toBe('push');
    expect(gradePick({ market: 'spread', selection: 'away', line: -3.5 }, result)).toBe('win');
    expect(gradePick({ market: 'spread', selection: 'home', line: -3.5 }, result)).toBe('loss');
  });

  it('grades totals and moneylines', () => {
    expect(gradePick({ market: 'total', selection: 'over', line: 50.5 }, result)).toBe('win');
    expect(gradePick({ market: 'total', selection: 'under', line: 51 }, result)).toBe('push');
    expect(gradePick({ market: 'moneyline', selection: 'away', line: null }, result)).toBe('loss');
    expect(
      gradePick({ market: 'moneyline', selection: 'home', line: null }, { homeScore: 20, awayScore: 20 }),
    ).toBe('push');
  });

  it('agrees with the model’s spread grading for every line and score (property)', () => {
    const score = fc.integer({ min: 0, max: 60 });
    const handicap = fc.integer({ min: -40, max: 40 }).map((x) => x / 2);
    assertProperty(
      fc.property(
        score,
        score,
        handicap,
        fc.constantFrom('home' as const, 'away' as const),
        (h, a, line, side) => {
          const r = { homeScore: h, awayScore: a };
          expect(gradePick({ market: 'spread', selection: side, line }, r)).toBe(gradeSpread(side, -line, r));
          // The two sides of one line never both win.
          const other: 'home' | 'away' = side === 'home' ? 'away' : 'home';
          const both = [side, other].map((s) => gradePick({ market: 'spread', selection: s, line }, r));
          expect(both.filter((o) => o === 'win').length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('measures CLV in points for spreads and totals, none for moneylines', () => {
    // Locked KC −3, closed KC −4: a point better for KC backers.
    expect(pickClosingLineValue({ market: 'spread', selection: 'home', line: -3 }, -4)).toBe(1);
    expect(pickClosingLineValue({ market: 'total', selection: 'over', line: 44 }, 45)).toBe(1);
    expect(pickClosingLineValue({ market: 'total', selection: 'under', line: 44 }, 45)).toBe(-1);
    expect(pickClosingLineValue({ market: 'moneyline', selection: 'home', line: null }, null)).toBeNull();
    expect(pickClosingLineValue({ market: 'spread', selection: 'home', line: -3 }, null)).toBeNull();
  });

  it('knows which selections a market takes and which side BioBoost favoured', () => {
    expect(selectionFits('total', 'over')).toBe(true);
    expect(selectionFits('total', 'home')).toBe(false);
    expect(selectionFits('spread', 'under')).toBe(false);
    expect(sidedWithBioBoost('away', { home: 61, away: 74 })).toBe(true);
    expect(sidedWithBioBoost('home', { home: 61, away: 74 })).toBe(false);
    expect(sidedWithBioBoost('over', { home: 61, away: 74 })).toBeNull();
    expect(sidedWithBioBoost('home', { home: 70, away: 70 })).toBeNull();
    // Every market against every selection: a total takes over/under, the others home/away.
    const markets = ['spread', 'total', 'moneyline'] as const;
    const selections = ['home', 'away', 'over', 'under'] as const;
    expect(markets.map((m) => selections.map((sel) => selectionFits(m, sel)))).toEqual([
      [true, true, false, false],
      [false, false, true, true],
      [true, true, false, false],
    ]);
    expect(sidedWithBioBoost('home', { home: 74, away: 61 })).toBe(true);
    expect(sidedWithBioBoost('under', { home: 61, away: 74 })).toBeNull();
    expect(sidedWithBioBoost('away', null)).toBeNull();
  });

  it('grades an under against the total, and refuses a pick whose terms do not fit its market', () => {
    // 27–24: 51 points.
    expect(
      gradePick({ market: 'total', selection: 'under', line: 51.5 }, { homeScore: 27, awayScore: 24 }),
    ).toBe('win');
    expect(
      gradePick({ market: 'total', selection: 'under', line: 50.5 }, { homeScore: 27, awayScore: 24 }),
    ).toBe('loss');
    expect(() => gradePick({ market: 'spread', selection: 'home', line: null }, result)).toThrow(
      'a spread pick needs a line',
    );
    expect(() => gradePick({ market: 'total', selection: 'over', line: null }, result)).toThrow(
      'a total pick needs a line',
    );
    expect(() => gradePick({ market: 'moneyline', selection: 'over', line: null }, result)).toThrow(
      'not a side: over',
    );
  });

  it('has no CLV without a line of its own, and none for a moneyline even with numbers', () => {
    expect(pickClosingLineValue({ market: 'total', selection: 'over', line: null }, 45)).toBeNull();
    expect(pickClosingLineValue({ market: 'moneyline', selection: 'home', line: -150 }, -170)).toBeNull();
    expect(pickClosingLineValue({ market: 'total', selection: 'under', line: 44.5 }, 44.5)).toBe(0);
    // A gain that rounds to nothing is 0, never "-0".
    expect(
      Object.is(pickClosingLineValue({ market: 'total', selection: 'under', line: 44.5 }, 44.501), 0),
    ).toBe(true);
  });
});
