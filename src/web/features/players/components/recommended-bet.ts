// How a player card reads its recommended bet: his prop pick (decision 073), with the same side, line,
// price, chances and confidence as the props table, and whether it is still provisional.
import type { RecommendedBet } from '../../../../shared/api/players.ts';
import { bookName, formatPrice } from '../../../lib/format-odds.ts';

const pct = (p: number) => `${Math.round(100 * p)}%`;

/** 'UNDER 242.5' */
export const betCall = (bet: RecommendedBet) => `${bet.side} ${bet.line}`;

/** 'Passing yards at DraftKings (+200), HIGH: we project 250.3; our chance 47% vs the book's 32%, provisional until kickoff.' */
export function betDetail(bet: RecommendedBet): string {
  const when = bet.status === 'frozen' ? 'frozen at kickoff' : 'provisional until kickoff';
  return (
    `${bet.label} at ${bookName(bet.book)} (${formatPrice(bet.odds)}), ${bet.confidence}: ` +
    `we project ${bet.projection.toFixed(1)}; our chance ${pct(bet.probability)} vs the book's ` +
    `${pct(bet.marketProbability)}, ${when}.`
  );
}
