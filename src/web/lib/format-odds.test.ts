import { describe, expect, it } from 'vitest';
import {
  bookName,
  formatClv,
  formatEv,
  formatHandicap,
  formatPrice,
  formatProbability,
  formatTotal,
} from './format-odds.ts';

describe('odds formatting', () => {
  it('signs prices and handicaps with a true minus, PK for zero, a dash for nothing', () => {
    expect(formatPrice(440)).toBe('+440');
    expect(formatPrice(-600)).toBe('\u2212600');
    expect(formatPrice(null)).toBe('\u2014');
    expect(formatHandicap(-3.5)).toBe('\u22123.5');
    expect(formatHandicap(7)).toBe('+7');
    expect(formatHandicap(0)).toBe('PK');
    expect(formatTotal(47)).toBe('47');
    expect(formatTotal(44.5)).toBe('44.5');
  });

  it('shows probabilities and EV as percentages, and names books', () => {
    expect(formatProbability(162 / 197)).toBe('82.2%');
    expect(formatEv(0.031)).toBe('+3.1%');
    expect(formatEv(-0.04)).toBe('\u22124%');
    expect(formatEv(null)).toBe('\u2014');
    expect(bookName('mybookieag')).toBe('MyBookie');
    expect(bookName('sbr_open')).toBe('Opening line (SBR)');
    expect(bookName('newbook')).toBe('newbook');
  });
});

describe('closing-line value text (decision 084)', () => {
  it('says the points, the chance when the line held, the line at the pick to the quarter and the close', () => {
    const ne = { points: -1.5, pickLine: 1, pickLineBooks: 9, closingLine: 2.5, probability: null };
    expect(formatClv(ne)).toBe('\u22121.5 pts (at the pick +1, 9 books \u00b7 close +2.5, home)');
    // 0.0319 of chance = 3.19 points, shown to a tenth: +3.2%.
    const held = { points: 0, pickLine: -3, pickLineBooks: 1, closingLine: -3, probability: 0.0319 };
    expect(formatClv(held)).toBe(
      '0 pts \u00b7 +3.2% no-vig chance (at the pick \u22123, 1 book \u00b7 close \u22123, home)',
    );
    expect(formatClv({ ...ne, pickLine: 1.25, points: -1.25 })).toMatch(
      /^\u22121\.25 pts \(at the pick \+1\.25,/,
    );
  });
});
