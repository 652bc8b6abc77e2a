import { describe, expect, it } from 'vitest';
import { type LineSnapshot, marketBoard } from './market-board.ts';
import { type ModelView, modelSideProbability } from './model-probability.ts';
import { noVig } from './no-vig.ts';
import { sampleSnapshots } from './sample-quotes.test-data.ts';

const MODEL: ModelView = {
  homeWinProbability: 0.8,
  predictedMargin: 8,
  predictedTotal: 43,
  marginSigma: 12.28,
  totalSigma: 10,
};

const quote = (
  book: string,
  market: LineSnapshot['market'],
  side: LineSnapshot['side'],
  line: number | null,
  price: number | null,
  capturedAtMs = 1,
): LineSnapshot => ({ book, market, side, line, price, capturedAtMs });

const of = (market: LineSnapshot['market']) => sampleSnapshots().filter((s) => s.market === market);

describe('one market of the odds board', () => {
  it('reads each book’s first and latest quote per side, whatever order the captures arrive in', () => {
    const captures = [
      quote('draftkings', 'spreads', 'away', 3.5, -115, 20),
      quote('draftkings', 'spreads', 'home', -3.5, -105, 20),
      quote('draftkings', 'spreads', 'away', 3, -110, 10),
      quote('draftkings', 'spreads', 'home', -3, -110, 10),
    ];
    const dk = marketBoard('spreads', captures, null).books[0];
    expect(dk?.sides.home?.open).toEqual({ line: -3, price: -110, capturedAtMs: 10 });
    expect(dk?.sides.home?.latest).toEqual({ line: -3.5, price: -105, capturedAtMs: 20 });
    expect(dk?.sides.away?.latest).toEqual({ line: 3.5, price: -115, capturedAtMs: 20 });
    expect(dk?.sides.home?.noVigProbability).toBeCloseTo(noVig([-105, -115]).probabilities[0] as number, 12);
    expect(dk?.lastChangeAtMs).toBe(20);
  });

  it('prices the model on both sides of the fair spread: the away side gets the opposite handicap', () => {
    const board = marketBoard('spreads', of('spreads'), MODEL);
    const home = modelSideProbability(MODEL, 'spreads', 'home', -9.5) as number;
    expect(board.modelProbability).toEqual({
      home,
      away: modelSideProbability(MODEL, 'spreads', 'away', 9.5),
    });
    // Laying 9.5 with a team expected to win by 8 is less than even, and the two sides add up to 1.
    expect(home).toBeLessThan(0.5);
    expect(home + (board.modelProbability.away as number)).toBeCloseTo(1, 12);
  });

  it('gives a moneyline no line: the model’s win probability, and a fair price over every book', () => {
    const board = marketBoard('h2h', of('h2h'), MODEL);
    expect(board.consensusLine).toBeNull();
    expect(board.modelProbability).toEqual({ home: 0.8, away: expect.closeTo(0.2, 12) });
    expect(board.fair?.line).toBeNull();
    expect(board.fair?.books).toHaveLength(9);
    const p = board.fair?.probability.home as number;
    expect(board.fair?.probability.away).toBeCloseTo(1 - p, 12);
    // HOU is a heavy favourite: a fair price on the minus side, the dog's on the plus side.
    expect(board.fair?.price.home).toBeLessThan(-100);
    expect(board.fair?.price.away).toBeGreaterThan(100);
  });

  it('prices totals at the line most books quote, over and under each at that same total', () => {
    const totals = [
      quote('a', 'totals', 'over', 44.5, -110),
      quote('a', 'totals', 'under', 44.5, -110),
      quote('b', 'totals', 'over', 44.5, -105),
      quote('b', 'totals', 'under', 44.5, -115),
      quote('c', 'totals', 'over', 45.5, -110),
      quote('c', 'totals', 'under', 45.5, -110),
    ];
    const board = marketBoard('totals', totals, MODEL);
    expect(board.sides).toEqual(['over', 'under']);
    expect(board.consensusLine).toBe(44.5);
    expect(board.fair?.line).toBe(44.5);
    expect(board.fair?.books).toEqual(['a', 'b']);
    expect(board.modelProbability).toEqual({
      over: modelSideProbability(MODEL, 'totals', 'over', 44.5),
      under: modelSideProbability(MODEL, 'totals', 'under', 44.5),
    });
    // The model expects 43: the under at 44.5 is the likelier side.
    expect(board.modelProbability.under).toBeGreaterThan(0.5);
  });

  it('never calls a quote without a price the best, and forms no fair price from one-sided books', () => {
    const board = marketBoard(
      'spreads',
      [quote('a', 'spreads', 'home', -3, null), quote('b', 'spreads', 'home', -3.5, -110)],
      MODEL,
    );
    expect(board.best).toEqual({ home: { line: -3.5, price: -110, books: ['b'] }, away: null });
    expect(board.books.map((b) => b.sides.home?.noVigProbability)).toEqual([null, null]);
    expect(board.books[0]?.sides.home?.expectedValue).toBeNull();
    expect(board.consensusLine).toBe(-3.25);
    expect(board.fair).toBeNull();
    // Without a fair line the model is priced at the consensus line.
    expect(board.modelProbability.home).toBe(modelSideProbability(MODEL, 'spreads', 'home', -3.25));
  });

  it('gives a moneyline no line even when a feed sends one, and a spread without lines no model price', () => {
    const withLines = [
      quote('a', 'h2h', 'home', -3, -150),
      quote('a', 'h2h', 'away', 3, 130),
      quote('b', 'h2h', 'home', -3.5, -160),
      quote('b', 'h2h', 'away', 3.5, 140),
    ];
    const moneyline = marketBoard('h2h', withLines, MODEL);
    expect(moneyline.consensusLine).toBeNull();
    expect(moneyline.fair?.line).toBeNull();
    expect(moneyline.fair?.books).toEqual(['a', 'b']);
    expect(moneyline.modelProbability).toEqual({ home: 0.8, away: expect.closeTo(0.2, 12) });

    const noLines = withLines.map((q) => ({ ...q, market: 'spreads' as const, line: null }));
    const spread = marketBoard('spreads', noLines, MODEL);
    expect(spread.consensusLine).toBeNull();
    expect(spread.modelProbability).toEqual({ home: null, away: null });
  });
});
