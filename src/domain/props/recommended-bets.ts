// A player card's recommended bets (decision 073): his prop picks against a two-way sportsbook line, as
// /api/props publishes them. Before kickoff a pick is premium (decisions 120, 124): the card then carries
// it locked — the market and the book's line, no side, price, projection or chances — and the locked ones
// are listed by market, not by edge, so their order names no strength either.
import type { LockedBet, OpenBet, RecommendedBet } from '../../shared/api/players.ts';
import type { PropItem } from '../../shared/api/props.ts';

/**
 * `locked` says which items the viewer may not read yet (the server: a premium pick at its clock; a
 * subscriber's unlocked items: none). No-picks and the median view (no line) are not bets.
 */
export function recommendedBets(
  items: readonly PropItem[],
  locked: (item: PropItem) => boolean,
): RecommendedBet[] {
  const open: OpenBet[] = [];
  const closed: LockedBet[] = [];
  for (const item of items) {
    const { pick, line, projection, status } = item;
    if (!pick || !line || projection === null || (status !== 'provisional' && status !== 'frozen')) continue;
    const where = { market: item.market, label: item.marketLabel, line: line.line, book: line.book };
    if (status === 'provisional' && locked(item)) {
      closed.push({ withheld: true, status, ...where, capturedAt: line.capturedAt });
      continue;
    }
    open.push({
      withheld: false,
      ...where,
      status,
      side: pick.side,
      odds: pick.side === 'OVER' ? line.overPrice : line.underPrice,
      projection,
      edge: pick.edge,
      probability: pick.probability,
      marketProbability: pick.marketProbability,
      probabilityEdge: pick.probabilityEdge,
      confidence: pick.confidence,
      capturedAt: line.capturedAt,
    });
  }
  open.sort((a, b) => b.probabilityEdge - a.probabilityEdge || a.market.localeCompare(b.market));
  closed.sort((a, b) => a.market.localeCompare(b.market));
  return [...open, ...closed];
}
