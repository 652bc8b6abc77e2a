// The odds board in the API's shape (odds-board-view.ts), pure: instants as ISO strings, the books of
// every market once each in alphabetical order, each market's sides with the best price and the fair and
// model figures (null where unknown), each book's quotes side by side, and the history's step points.
import { describe, expect, it } from 'vitest';
import type { OddsBoard } from '../../domain/odds/odds-board.ts';
import { oddsBoardView } from './odds-board-view.ts';

// 2025-11-20T09:00Z, 2025-11-23T12:00Z and 17:30Z in ms since the epoch.
const MON = 1_763_629_200_000;
const SUN = 1_763_899_200_000;
const SUN_LATE = 1_763_919_000_000;
const quote = (line: number | null, price: number, at: number) => ({ line, price, capturedAtMs: at });
const BEST_HOME = { book: 'fanduel', line: -3, price: -105 };

const BOARD: OddsBoard = {
  closingLineOnly: false,
  latestCaptureMs: SUN_LATE,
  markets: [
    {
      market: 'spreads',
      sides: ['home', 'away'],
      consensusLine: -3.5,
      fair: {
        line: -3.5,
        probability: { home: 0.52, away: 0.48 },
        price: { home: -108, away: 108 },
        books: ['fanduel'],
      },
      best: { home: BEST_HOME } as never,
      modelProbability: { home: 0.55, away: null },
      books: [
        {
          book: 'fanduel',
          lastChangeAtMs: SUN_LATE,
          sides: {
            home: {
              latest: quote(-3.5, -110, SUN_LATE),
              open: quote(-3, -110, MON),
              noVigProbability: 0.5,
              modelProbability: 0.55,
              expectedValue: 0.05,
            },
          },
        },
      ],
    },
    {
      market: 'totals',
      sides: ['over', 'under'],
      consensusLine: null,
      fair: null,
      best: {},
      modelProbability: {},
      books: [
        { book: 'betmgm', lastChangeAtMs: SUN, sides: {} },
        { book: 'fanduel', lastChangeAtMs: SUN, sides: {} },
      ],
    },
  ],
  history: [
    {
      book: 'fanduel',
      market: 'spreads',
      side: 'home',
      points: [
        { capturedAtMs: MON, line: -3, price: -110 },
        { capturedAtMs: SUN_LATE, line: -3.5, price: null },
      ],
    },
  ],
};

describe('the odds board as the API shows it', () => {
  it('lists the books once in order, the latest capture, the σ it was priced with', () => {
    const view = oddsBoardView(BOARD, 12.28);
    expect([view.books, view.closingLineOnly, view.latestCapture, view.marginSigma]).toEqual([
      ['betmgm', 'fanduel'],
      false,
      '2025-11-23T17:30:00.000Z',
      12.28,
    ]);
    expect(oddsBoardView({ ...BOARD, latestCaptureMs: null, closingLineOnly: true }, 12.28)).toMatchObject({
      latestCapture: null,
      closingLineOnly: true,
    });
  });

  it("gives each market's sides with the best, fair and model figures, null where unknown", () => {
    const [spreads, totals] = oddsBoardView(BOARD, 12.28).markets;
    expect(spreads).toMatchObject({
      market: 'spreads',
      consensusLine: -3.5,
      fairLine: -3.5,
      fairBooks: ['fanduel'],
      sides: [
        { side: 'home', best: BEST_HOME, fairProbability: 0.52, fairPrice: -108, modelProbability: 0.55 },
        { side: 'away', best: null, fairProbability: 0.48, fairPrice: 108, modelProbability: null },
      ],
    });
    expect(totals).toMatchObject({
      market: 'totals',
      consensusLine: null,
      fairLine: null,
      fairBooks: [],
      sides: [
        { side: 'over', best: null, fairProbability: null, fairPrice: null, modelProbability: null },
        { side: 'under', best: null, fairProbability: null, fairPrice: null, modelProbability: null },
      ],
    });
  });

  it("gives each book's quotes side by side with ISO instants, a side it does not quote as nulls", () => {
    const [spreads, totals] = oddsBoardView(BOARD, 12.28).markets;
    expect(spreads?.books).toEqual([
      {
        book: 'fanduel',
        lastChangeAt: '2025-11-23T17:30:00.000Z',
        quotes: [
          {
            side: 'home',
            latest: { line: -3.5, price: -110, capturedAt: '2025-11-23T17:30:00.000Z' },
            open: { line: -3, price: -110, capturedAt: '2025-11-20T09:00:00.000Z' },
            noVigProbability: 0.5,
            modelProbability: 0.55,
            expectedValue: 0.05,
          },
          {
            side: 'away',
            latest: null,
            open: null,
            noVigProbability: null,
            modelProbability: null,
            expectedValue: null,
          },
        ],
      },
    ]);
    expect(totals?.books.map((b) => [b.book, b.lastChangeAt])).toEqual([
      ['betmgm', '2025-11-23T12:00:00.000Z'],
      ['fanduel', '2025-11-23T12:00:00.000Z'],
    ]);
  });

  it("gives the history's points with ISO instants", () => {
    expect(oddsBoardView(BOARD, 12.28).history).toEqual([
      {
        book: 'fanduel',
        market: 'spreads',
        side: 'home',
        points: [
          { line: -3, price: -110, capturedAt: '2025-11-20T09:00:00.000Z' },
          { line: -3.5, price: null, capturedAt: '2025-11-23T17:30:00.000Z' },
        ],
      },
    ]);
  });
});
