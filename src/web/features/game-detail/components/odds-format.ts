import type { GameDetailResponse } from '../../../../shared/api/game-detail.ts';
import type { MarketBoardView } from '../../../../shared/api/odds-board.ts';
import { formatHandicap, formatPrice, formatTotal } from '../../../lib/format-odds.ts';

export const MARKET_LABELS = { h2h: 'Moneyline', spreads: 'Spread', totals: 'Total' } as const;

/** Away before home, as the books and UI.md list a game; over before under. */
export function sideOrder(market: MarketBoardView): MarketBoardView['sides'] {
  const rank = { away: 0, home: 1, over: 0, under: 1 } as const;
  return [...market.sides].sort((a, b) => rank[a.side] - rank[b.side]);
}

export function sideLabel(game: GameDetailResponse['game'], side: string): string {
  if (side === 'home') return game.home.code;
  if (side === 'away') return game.away.code;
  return side === 'over' ? 'Over' : 'Under';
}

/** "−3.5 (−110)" for spreads, "47.5 (−110)" for totals, "+440" for moneylines. */
export function quoteText(
  market: MarketBoardView['market'],
  q: { line: number | null; price: number | null } | null,
): string {
  if (!q) return '—';
  if (market === 'h2h') return formatPrice(q.price);
  const line = market === 'spreads' ? formatHandicap(q.line) : formatTotal(q.line);
  return q.price === null ? line : `${line} (${formatPrice(q.price)})`;
}
