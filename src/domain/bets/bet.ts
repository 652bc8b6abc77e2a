// A bet a person logged in the tracker, in whole cents so sums never drift. Lines follow the odds
// tables' convention: a spread line is the backed side's own handicap (home −3.5, away +3.5), a total
// line is the total, a moneyline has none. Prices are American odds.

import type { BetMarket, BetSide } from '../../shared/bet-terms.ts';

export type { BetMarket, BetSide };

export interface BetTerms {
  market: BetMarket;
  side: BetSide;
  line: number | null;
  price: number;
  stakeCents: number;
}

export interface FinalScore {
  homeScore: number;
  awayScore: number;
}

export type BetResult = 'win' | 'loss' | 'push';
