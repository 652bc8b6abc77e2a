// How a player card reads its recommended bet: his prop pick (decision 073), with the same side, line,
// price, chances and confidence as the props table, and whether it is still provisional. Before kickoff
// the public card carries the pick locked (decision 124); a subscriber's or a free pick's unlocked props
// (GET /api/props/unlocked) open it in the browser.

import { recommendedBets } from '../../../../domain/props/recommended-bets.ts';
import type { LockedBet, OpenBet, RecommendedBet } from '../../../../shared/api/players.ts';
import type { PropItem } from '../../../../shared/api/props.ts';
import { bookName, formatPrice } from '../../../lib/format-odds.ts';

const pct = (p: number) => `${Math.round(100 * p)}%`;

/** 'UNDER 242.5' */
export const betCall = (bet: OpenBet) => `${bet.side} ${bet.line}`;

/** 'Passing yards at DraftKings (+200), HIGH: we project 250.3; our chance 47% vs the book's 32%, provisional until kickoff.' */
export function betDetail(bet: OpenBet): string {
  const when = bet.status === 'frozen' ? 'frozen at kickoff' : 'provisional until kickoff';
  return (
    `${bet.label} at ${bookName(bet.book)} (${formatPrice(bet.odds)}), ${bet.confidence}: ` +
    `we project ${bet.projection.toFixed(1)}; our chance ${pct(bet.probability)} vs the book's ` +
    `${pct(bet.marketProbability)}, ${when}.`
  );
}

/** 'Passing yards, DraftKings line 242.5: the side, price and our chance are premium until kickoff.' */
export const lockedDetail = (bet: LockedBet) =>
  `${bet.label}, ${bookName(bet.book)} line ${bet.line}: the side, price and our chance are premium until kickoff — open to subscribers and free picks now, to everyone at kickoff.`;

/** The card's bets with the ones this viewer unlocked opened (his items of GET /api/props/unlocked). */
export function withUnlocked(
  bets: readonly RecommendedBet[],
  unlocked: readonly PropItem[],
): RecommendedBet[] {
  if (unlocked.length === 0) return [...bets];
  const opened = recommendedBets(unlocked, () => false);
  const openMarkets = new Set(opened.map((b) => b.market));
  return [...opened, ...bets.filter((b) => !openMarkets.has(b.market))];
}
