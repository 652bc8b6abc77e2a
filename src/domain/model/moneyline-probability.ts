// The moneyline market's win probability, the baseline the model is measured against: the two sides'
// implied probabilities with the bookmaker's margin removed by the odds board's own method
// (proportional normalisation, src/domain/odds/no-vig.ts), so /model and the odds board agree.
import { noVig } from '../odds/no-vig.ts';

export interface Moneyline {
  /** American odds of the home and away sides (−150, +130). */
  home: number;
  away: number;
}

/** Home-win probability with the vig removed (proportional normalisation). */
export function noVigHomeProbability(line: Moneyline): number {
  const [home] = noVig([line.home, line.away]).probabilities;
  return home as number;
}
