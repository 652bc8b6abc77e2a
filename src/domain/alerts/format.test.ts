// How alert text prints numbers, as a betting slip does: a true minus sign, PK for a zero handicap.
import { describe, expect, it } from 'vitest';
import { bookName, formatHandicap, formatPrice, formatTotal } from './format.ts';

describe('alert number formats', () => {
  it('prints a handicap with its sign, half points as the books do, and PK at zero', () => {
    expect(formatHandicap(-3.5)).toBe('\u22123.5');
    expect(formatHandicap(7)).toBe('+7');
    expect(formatHandicap(0)).toBe('PK');
    expect(formatHandicap(-10)).toBe('\u221210');
    // A value computed from prices prints at most two decimals.
    expect(formatHandicap(2.333333)).toBe('+2.33');
    expect(formatHandicap(-2.336)).toBe('\u22122.34');
  });

  it('prints a total without a sign', () => {
    expect(formatTotal(44.5)).toBe('44.5');
    expect(formatTotal(41)).toBe('41');
    expect(formatTotal(47.125)).toBe('47.13');
  });

  it('prints a price with its sign', () => {
    expect(formatPrice(-110)).toBe('\u2212110');
    expect(formatPrice(440)).toBe('+440');
  });

  it("names a book as it brands itself, and keeps an unknown book's key", () => {
    expect(bookName('draftkings')).toBe('DraftKings');
    expect(bookName('espn_bet')).toBe('ESPN BET');
    expect(bookName('nflverse_close')).toBe('closing line (nflverse)');
    expect(bookName('newbook')).toBe('newbook');
  });
});
