// Removing the bookmaker's margin (the "vig") from a two-way market. We use the proportional method:
// each side's implied probability divided by their sum, so the shares keep their ratio and add up to 1.
// It is the simplest method and the one most odds screens show; it spreads the margin evenly, whereas
// books load more of it on longshots (the favourite–longshot bias), so for lopsided moneylines the
// underdog's fair probability comes out slightly high. Said on screen wherever the figure appears.
import { fairAmericanPrice, impliedProbability } from './american-odds.ts';

export interface NoVig {
  /** Fair probabilities, in the order of the prices given; they sum to 1. */
  probabilities: number[];
  /** Fair American prices for the same sides (not rounded). */
  fairPrices: number[];
  /** The book's margin: sum of implied probabilities minus 1 (0.0476 for −110 / −110). */
  overround: number;
}

export function noVig(prices: readonly number[]): NoVig {
  if (prices.length < 2) throw new RangeError('a market needs at least two sides');
  const implied = prices.map(impliedProbability);
  const sum = implied.reduce((a, b) => a + b, 0);
  const probabilities = implied.map((p) => p / sum);
  return { probabilities, fairPrices: probabilities.map(fairAmericanPrice), overround: sum - 1 };
}
