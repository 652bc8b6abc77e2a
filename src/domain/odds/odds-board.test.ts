import { describe, expect, it } from 'vitest';
import { expectedValue } from './expected-value.ts';
import type { LineSnapshot } from './market-board.ts';
import { type ModelView, modelSideProbability } from './model-probability.ts';
import { CLOSING_BOOK, oddsBoard } from './odds-board.ts';
import { sampleSnapshots } from './sample-quotes.test-data.ts';

const MODEL: ModelView = {
  homeWinProbability: 0.8,
  predictedMargin: 8,
  predictedTotal: 43,
  marginSigma: 12.28,
  totalSigma: null,
};

describe('odds board (ARI @ HOU, nine books of a real capture)', () => {
  // Built inside each test, never in the describe body: Stryker turns a mutant on only while tests run.
  const board = () => oddsBoard(sampleSnapshots(), MODEL);
  const moneyline = () => board().markets.find((m) => m.market === 'h2h');
  const spread = () => board().markets.find((m) => m.market === 'spreads');

  it('keeps every book of the capture', () => {
    expect(moneyline()?.books.map((b) => b.book)).toHaveLength(9);
    expect(spread()?.books.map((b) => b.book)).toEqual([
      'betmgm',
      'betonlineag',
      'betrivers',
      'betus',
      'bovada',
      'draftkings',
      'fanduel',
      'lowvig',
      'mybookieag',
    ]);
  });

  it('highlights the best price per side', () => {
    expect(moneyline()?.best.home).toEqual({ line: null, price: -470, books: ['betus'] });
    expect(moneyline()?.best.away).toEqual({ line: null, price: 440, books: ['draftkings', 'fanduel'] });
    expect(spread()?.best.home).toEqual({ line: -9, price: -114, books: ['betrivers'] });
    expect(spread()?.best.away).toEqual({ line: 10, price: -110, books: ['mybookieag'] });
  });

  it('gives each book’s no-vig probability and the market’s fair price at the line most books quote', () => {
    const dk = moneyline()?.books.find((b) => b.book === 'draftkings');
    expect(dk?.sides.home?.noVigProbability).toBeCloseTo(162 / 197, 12);
    expect(spread()?.consensusLine).toBe(-9.5);
    // At −9.5: DK, FD, Bovada at −110/−110 (0.5) and BetMGM −115/−105 (0.5108): median 0.5.
    expect(spread()?.fair).toEqual({
      line: -9.5,
      probability: { home: 0.5, away: 0.5 },
      price: { home: 100, away: 100 },
      books: ['betmgm', 'bovada', 'draftkings', 'fanduel'],
    });
  });

  it('prices each quote against the model at that book’s own line', () => {
    const rivers = spread()?.books.find((b) => b.book === 'betrivers')?.sides.home;
    const p = modelSideProbability(MODEL, 'spreads', 'home', -9);
    expect(rivers?.modelProbability).toBe(p);
    expect(rivers?.expectedValue).toBeCloseTo(expectedValue(p as number, -114), 12);
    // The model expects HOU by 8: laying 9 is less than even.
    expect(p).toBeLessThan(0.5);
    const dkAway = moneyline()?.books.find((b) => b.book === 'draftkings')?.sides.away;
    expect(dkAway?.expectedValue).toBeCloseTo(0.2 * 5.4 - 1, 12);
  });

  it('gives no totals probability without a fitted σ for totals', () => {
    const totals = oddsBoard(
      [
        { book: 'draftkings', market: 'totals', side: 'over', line: 42.5, price: -105, capturedAtMs: 1 },
        { book: 'draftkings', market: 'totals', side: 'under', line: 42.5, price: -115, capturedAtMs: 1 },
      ],
      MODEL,
    ).markets[0];
    expect(totals?.books[0]?.sides.over?.modelProbability).toBeNull();
    expect(totals?.books[0]?.sides.over?.expectedValue).toBeNull();
    expect(totals?.books[0]?.sides.over?.noVigProbability).toBeCloseTo(
      105 / 205 / (105 / 205 + 115 / 215),
      12,
    );
  });

  it('shows open → latest per book and the history as steps', () => {
    const early = Date.parse('2025-12-10T15:00:00Z');
    const moved: LineSnapshot[] = [
      { book: 'draftkings', market: 'spreads', side: 'home', line: -8.5, price: -110, capturedAtMs: early },
      { book: 'draftkings', market: 'spreads', side: 'away', line: 8.5, price: -110, capturedAtMs: early },
      ...sampleSnapshots(),
    ];
    const b = oddsBoard(moved, null);
    const dk = b.markets.find((m) => m.market === 'spreads')?.books.find((x) => x.book === 'draftkings');
    expect(dk?.sides.home?.open).toEqual({ line: -8.5, price: -110, capturedAtMs: early });
    expect(dk?.sides.home?.latest?.line).toBe(-9.5);
    expect(
      b.history.find((h) => h.book === 'draftkings' && h.market === 'spreads')?.points.map((p) => p.line),
    ).toEqual([-8.5, -9.5]);
    expect(dk?.sides.home?.modelProbability).toBeNull();
    expect(b.closingLineOnly).toBe(false);
  });

  it('says so when all it holds is the closing line', () => {
    const close = oddsBoard(
      [{ book: CLOSING_BOOK, market: 'spreads', side: 'home', line: -3, price: -110, capturedAtMs: 5 }],
      null,
    );
    expect(close.closingLineOnly).toBe(true);
    expect(oddsBoard([], null)).toEqual({
      markets: [],
      history: [],
      closingLineOnly: false,
      latestCaptureMs: null,
    });
  });

  it('draws each book’s history of the followed side in time order, books alphabetical, dated by the latest capture', () => {
    const q = (
      book: string,
      side: LineSnapshot['side'],
      line: number,
      capturedAtMs: number,
    ): LineSnapshot => ({
      book,
      market: side === 'over' || side === 'under' ? 'totals' : 'spreads',
      side,
      line,
      price: -110,
      capturedAtMs,
    });
    const b = oddsBoard(
      [
        q('fanduel', 'home', -4, 30),
        q('fanduel', 'home', -3, 10),
        q('betmgm', 'away', 3, 5),
        q('betmgm', 'home', -3, 5),
      ],
      null,
    );
    expect(b.history.map((h) => [h.book, h.market, h.side, h.points.map((p) => p.line)])).toEqual([
      ['betmgm', 'spreads', 'home', [-3]],
      ['fanduel', 'spreads', 'home', [-3, -4]],
    ]);
    expect(b.latestCaptureMs).toBe(30);
    // A book quoting only the side the chart does not follow has no series.
    expect(oddsBoard([q('bovada', 'under', 44, 1)], null).history).toEqual([]);
  });

  it('is not "closing line only" once any book’s own capture is on the board', () => {
    const close = {
      book: CLOSING_BOOK,
      market: 'spreads',
      side: 'home',
      line: -3,
      price: -110,
      capturedAtMs: 5,
    } as const;
    expect(oddsBoard([close, { ...close, book: 'draftkings', capturedAtMs: 1 }], null).closingLineOnly).toBe(
      false,
    );
  });
});
