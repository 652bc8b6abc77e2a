// A game's odds board (decision 041): every captured book's latest price per side and the first we
// stored, the best price per side, the proportional no-vig fair probability and price, the model's
// probability and the EV of each price against it, and each book's line history. Every figure is dated.
import { z } from 'zod';

export const OddsMarket = z.enum(['h2h', 'spreads', 'totals']);
export const OddsSide = z.enum(['home', 'away', 'over', 'under']);

const Quote = z.object({
  line: z.number().nullable().describe("The side's own handicap (spreads) or the total; null for moneylines"),
  price: z.number().int().nullable().describe('American odds'),
  capturedAt: z.iso.datetime(),
});

const BookQuote = z.object({
  side: OddsSide,
  latest: Quote.nullable(),
  open: Quote.nullable().describe('The first line we stored for this book (not the market’s true opener)'),
  noVigProbability: z.number().nullable().describe("Proportional no-vig, from this book's two prices"),
  modelProbability: z.number().nullable().describe("The model's probability at this book's line"),
  expectedValue: z.number().nullable().describe('Units per unit staked: p × decimal − 1'),
});

export const MarketBoardView = z.object({
  market: OddsMarket,
  consensusLine: z.number().nullable().describe('Median of the books’ latest home handicaps or totals'),
  fairLine: z.number().nullable().describe('The line the fair figures are for: the one most books quote'),
  fairBooks: z.array(z.string()).describe('Books the median no-vig probability was taken over'),
  sides: z.array(
    z.object({
      side: OddsSide,
      best: z
        .object({ line: z.number().nullable(), price: z.number().int(), books: z.array(z.string()) })
        .nullable()
        .describe('Best line first, then price; every book tied is listed'),
      fairProbability: z.number().nullable(),
      fairPrice: z.number().nullable().describe('American odds of the fair probability (not rounded)'),
      modelProbability: z.number().nullable(),
    }),
  ),
  books: z.array(z.object({ book: z.string(), lastChangeAt: z.iso.datetime(), quotes: z.array(BookQuote) })),
});
export type MarketBoardView = z.infer<typeof MarketBoardView>;

export const OddsBoardView = z
  .object({
    books: z.array(z.string()).describe('Every book with a captured line for this game'),
    closingLineOnly: z.boolean().describe("All we hold is nflverse's closing line, stored at kickoff"),
    latestCapture: z.iso.datetime().nullable(),
    marginSigma: z
      .number()
      .describe("The model's fitted σ of the final margin, used for spread probabilities"),
    markets: z.array(MarketBoardView),
    history: z.array(
      z.object({
        book: z.string(),
        market: OddsMarket,
        side: OddsSide.describe('home for moneylines and spreads, over for totals'),
        points: z.array(Quote).describe('One point per stored change, oldest first'),
      }),
    ),
  })
  .meta({ id: 'OddsBoard' });
export type OddsBoardView = z.infer<typeof OddsBoardView>;
