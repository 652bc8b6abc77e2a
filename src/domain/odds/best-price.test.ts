import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { americanToDecimal } from './american-odds.ts';
import { bestPrice, type Quote } from './best-price.ts';

describe('best price per side', () => {
  it('takes the best line first, then the best price at it (HOU −9 at BetRivers; ARI +10 at MyBookie)', () => {
    const home: Quote[] = [
      { book: 'draftkings', line: -9.5, price: -110 },
      { book: 'mybookieag', line: -10, price: -110 },
      { book: 'betrivers', line: -9, price: -114 },
    ];
    const away: Quote[] = [
      { book: 'mybookieag', line: 10, price: -110 },
      { book: 'betus', line: 10, price: -120 },
      { book: 'draftkings', line: 9.5, price: -110 },
    ];
    expect(bestPrice('home', home)).toEqual({ line: -9, price: -114, books: ['betrivers'] });
    expect(bestPrice('away', away)).toEqual({ line: 10, price: -110, books: ['mybookieag'] });
  });

  it('wants a low total for the over and a high one for the under', () => {
    const q: Quote[] = [
      { book: 'a', line: 42.5, price: -105 },
      { book: 'b', line: 42, price: -110 },
    ];
    expect(bestPrice('over', q)?.books).toEqual(['b']);
    expect(bestPrice('under', q)?.books).toEqual(['a']);
  });

  it('never trades a better line for a better price at a worse one', () => {
    const home: Quote[] = [
      { book: 'a', line: -3, price: -120 },
      { book: 'b', line: -3.5, price: 100 },
    ];
    expect(bestPrice('home', home)).toEqual({ line: -3, price: -120, books: ['a'] });
  });

  it('counts −100 and +100 as the same even money', () => {
    expect(
      bestPrice('home', [
        { book: 'b', line: null, price: -100 },
        { book: 'a', line: null, price: 100 },
      ]),
    ).toEqual({ line: null, price: -100, books: ['a', 'b'] });
  });

  it('lists every book tied at the best moneyline', () => {
    expect(
      bestPrice('away', [
        { book: 'fanduel', line: null, price: 440 },
        { book: 'draftkings', line: null, price: 440 },
        { book: 'betmgm', line: null, price: 400 },
      ]),
    ).toEqual({ line: null, price: 440, books: ['draftkings', 'fanduel'] });
  });

  it('no moneyline quote pays more than the best', () => {
    const price = fc.oneof(fc.integer({ min: 100, max: 2000 }), fc.integer({ min: -2000, max: -101 }));
    assertProperty(
      fc.property(fc.array(price, { minLength: 1, maxLength: 9 }), (prices) => {
        const quotes = prices.map((p, i) => ({ book: `b${i}`, line: null, price: p }));
        const best = bestPrice('home', quotes);
        for (const q of quotes)
          expect(americanToDecimal(q.price)).toBeLessThanOrEqual(americanToDecimal(best?.price as number));
      }),
    );
  });
});
