// The props' public record from graded picks (line-based only: median views are never picks), and the
// accuracy of the median view where no line exists, each by market.
import type { PropOutcome } from './grade-prop.ts';
import { PROP_MARKETS, type PropMarket } from './prop-markets.ts';

export interface Tally {
  wins: number;
  losses: number;
  pushes: number;
  /** wins / (wins + losses); null before the first decided pick. */
  hitRate: number | null;
}

export interface PropRecord extends Tally {
  picks: number;
  byMarket: ({ market: PropMarket } & Tally)[];
}

function tally(outcomes: readonly PropOutcome[]): Tally {
  const wins = outcomes.filter((o) => o === 'win').length;
  const losses = outcomes.filter((o) => o === 'loss').length;
  return {
    wins,
    losses,
    pushes: outcomes.length - wins - losses,
    hitRate: wins + losses > 0 ? wins / (wins + losses) : null,
  };
}

export function propRecord(graded: readonly { market: PropMarket; outcome: PropOutcome }[]): PropRecord {
  return {
    picks: graded.length,
    ...tally(graded.map((g) => g.outcome)),
    byMarket: PROP_MARKETS.flatMap((market) => {
      const mine = graded.filter((g) => g.market === market).map((g) => g.outcome);
      return mine.length ? [{ market, ...tally(mine) }] : [];
    }),
  };
}

export interface MedianCase {
  market: PropMarket;
  projection: number;
  median: number;
  actual: number;
}

export interface MedianAccuracy {
  market: PropMarket;
  /** Player-weeks where both the projection and the actual fell off his median. */
  cases: number;
  /** Share of those where the projection named the side the actual landed on. */
  sideAccuracy: number | null;
  /** Mean absolute error of the projection and of the median itself. */
  projectionMae: number;
  medianMae: number;
}

export function medianAccuracy(cases: readonly MedianCase[]): MedianAccuracy[] {
  return PROP_MARKETS.flatMap((market) => {
    const mine = cases.filter((c) => c.market === market);
    if (mine.length === 0) return [];
    const decided = mine.filter((c) => c.projection !== c.median && c.actual !== c.median);
    const right = decided.filter((c) => c.projection > c.median === c.actual > c.median).length;
    const mae = (f: (c: MedianCase) => number) =>
      mine.reduce((a, c) => a + Math.abs(f(c) - c.actual), 0) / mine.length;
    return [
      {
        market,
        cases: decided.length,
        sideAccuracy: decided.length ? right / decided.length : null,
        projectionMae: mae((c) => c.projection),
        medianMae: mae((c) => c.median),
      },
    ];
  });
}
