import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { LineSnapshot } from '../odds/market-board.ts';
import { capturesOf } from './captured-lines.ts';
import {
  capturedMoneylineClose,
  closingChance,
  moneylineChances,
  moneylineClv,
} from './captured-moneyline.ts';

const at = (iso: string) => Date.parse(iso);
const h2h = (book: string, side: 'home' | 'away', price: number, iso: string): LineSnapshot => ({
  book,
  market: 'h2h',
  side,
  line: null,
  price,
  capturedAtMs: at(iso),
});
const both = (book: string, home: number, away: number, iso: string) => [
  h2h(book, 'home', home, iso),
  h2h(book, 'away', away, iso),
];

const KICKOFF = at('2025-12-14T18:00:00Z');
// Tuesday: A has the home side +150 / away −170. Friday's capture: A home −110 / away −110, B home
// −120 / away +100; nflverse's close (a book the captures' close never reads) home −200 / away +170.
// Sunday after kickoff: a capture that is not the close.
const SNAPSHOTS: LineSnapshot[] = [
  ...both('a', 150, -170, '2025-12-09T12:00:00Z'),
  ...both('a', -110, -110, '2025-12-12T02:17:00Z'),
  ...both('b', -120, 100, '2025-12-12T02:18:00Z'),
  ...both('nflverse_close', -200, 170, '2025-12-14T18:00:00Z'),
  ...both('a', -300, 250, '2025-12-14T19:00:00Z'),
];
const CAPTURES = capturesOf(SNAPSHOTS.filter((s) => s.book !== 'nflverse_close').map((s) => s.capturedAtMs));

describe('the moneyline close from the captures', () => {
  it('is the median of the books’ no-vig chances at the last capture before kickoff', () => {
    const close = capturedMoneylineClose(SNAPSHOTS, CAPTURES, KICKOFF);
    // A −110 / −110: .5. B home −120 = 120 / 220 = .545455, away +100 = .5: home .545455 / 1.045455
    // = .521739. Median of two: (.5 + .521739) / 2 = .510870 for home, .489130 for away.
    expect(close?.homeChance).toBeCloseTo(0.51087, 5);
    expect(close?.books).toBe(2);
    expect(close && closingChance(close, 'away')).toBeCloseTo(0.48913, 5);
    expect(close?.captureStartMs).toBe(at('2025-12-12T02:17:00Z'));
  });

  it('has no close without a capture before kickoff or a book quoting both sides', () => {
    expect(capturedMoneylineClose(SNAPSHOTS, CAPTURES, at('2025-12-01T00:00:00Z'))).toBeNull();
    const oneSide = SNAPSHOTS.filter((s) => s.side === 'home');
    expect(capturedMoneylineClose(oneSide, CAPTURES, KICKOFF)).toBeNull();
  });

  it('reads one book where it was taken: Tuesday’s +150 home at book A', () => {
    // +150 = 100 / 250 = .4, −170 = 170 / 270 = .629630: home .4 / 1.029630 = .388489.
    const [tuesday] = moneylineChances(SNAPSHOTS, {
      side: 'home',
      atMs: at('2025-12-10T00:00:00Z'),
      book: 'a',
    });
    expect(tuesday).toBeCloseTo(0.388489, 5);
    // Taken at .388489, closed at .510870: the market moved +12.24 points of chance to the home side;
    // the away side taken then (.611511) lost as much.
    expect(moneylineClv(0.51087, 0.388489)).toBe(0.1224);
    expect(moneylineClv(0.48913, 0.611511)).toBe(-0.1224);
  });

  it('gives each side a chance in (0, 1), the two summing to 1, at any prices', () => {
    const price = fc.oneof(fc.integer({ min: -1000, max: -101 }), fc.integer({ min: 100, max: 1000 }));
    assertProperty(
      fc.property(fc.array(fc.tuple(price, price), { minLength: 1, maxLength: 9 }), (quotes) => {
        const snaps = quotes.flatMap(([h, a], i) => both(`book${i}`, h, a, '2025-12-12T02:17:00Z'));
        const close = capturedMoneylineClose(snaps, CAPTURES, KICKOFF);
        if (!close) return false;
        const home = closingChance(close, 'home');
        return home > 0 && home < 1 && Math.abs(home + closingChance(close, 'away') - 1) < 1e-12;
      }),
    );
  });
});
