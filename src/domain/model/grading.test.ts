import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { gradePrediction, gradeSpread, gradeStraightUp, gradeTotal } from './grading.ts';

const score = (homeScore: number, awayScore: number) => ({ homeScore, awayScore });

describe('grading', () => {
  it('grades straight up, with a tie as a push', () => {
    expect(gradeStraightUp('home', score(24, 17))).toBe('win');
    expect(gradeStraightUp('away', score(24, 17))).toBe('loss');
    expect(gradeStraightUp('away', score(20, 20))).toBe('push');
  });

  it('grades the spread from the home margin line (positive = home favoured)', () => {
    // Home −3 (line 3): a 7-point home win covers, a 3-point home win pushes, a 1-point win does not.
    expect(gradeSpread('home', 3, score(24, 17))).toBe('win');
    expect(gradeSpread('home', 3, score(20, 17))).toBe('push');
    expect(gradeSpread('away', 3, score(18, 17))).toBe('win');
    // Away favoured by 6.5 (line −6.5): the home dog loses by 7 → away covers.
    expect(gradeSpread('away', -6.5, score(10, 17))).toBe('win');
    expect(gradeSpread('home', -6.5, score(10, 17))).toBe('loss');
  });

  it('grades totals, with the line hit exactly as a push', () => {
    expect(gradeTotal('OVER', 44.5, score(24, 21))).toBe('win');
    expect(gradeTotal('UNDER', 45, score(24, 21))).toBe('push');
    expect(gradeTotal('UNDER', 47, score(24, 21))).toBe('win');
  });

  it('grades a whole prediction', () => {
    expect(
      gradePrediction(
        { winner: 'home', spread: { pick: 'away', line: 7 }, total: { pick: 'OVER', line: 41 } },
        score(27, 24),
      ),
    ).toEqual({ straightUp: 'win', spread: 'win', total: 'win' });
  });

  it('home and away picks on the same line always grade opposite (or both push)', () => {
    assertProperty(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -40, max: 40 }).map((n) => n / 2),
        (h, a, line) => {
          const home = gradeSpread('home', line, score(h, a));
          const away = gradeSpread('away', line, score(h, a));
          return (
            (home === 'push' && away === 'push') || (home !== away && home !== 'push' && away !== 'push')
          );
        },
      ),
    );
  });
});
