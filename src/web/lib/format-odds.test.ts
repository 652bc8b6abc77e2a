import { describe, expect, it } from 'vitest';
import {
  bookName,
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
    expect(bookName('newbook')).toBe('newbook');
  });
});
