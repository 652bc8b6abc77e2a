// The picks a game offers at the lines shown: each with the body POST /api/picks expects.
import type { LockPickBody } from '../../../../shared/api/contributor-picks.ts';
import type { Game } from '../../../../shared/api/games.ts';
import { formatHandicap, formatPrice, formatTotal } from '../../../lib/format-odds.ts';

export interface PickOption {
  label: string;
  body: LockPickBody;
}

export function pickOptions(game: Pick<Game, 'id' | 'home' | 'away' | 'odds'>): PickOption[] {
  const { spread, total, moneyline } = game.odds;
  const out: PickOption[] = [];
  const priced = (text: string, price: number | null) =>
    price === null ? text : `${text} (${formatPrice(price)})`;
  if (spread && spread.homeLine !== null) {
    const line = spread.homeLine;
    out.push(
      {
        label: priced(`${game.away.code} ${formatHandicap(-line)}`, spread.awayPrice),
        body: { gameId: game.id, market: 'spread', selection: 'away', line, price: spread.awayPrice },
      },
      {
        label: priced(`${game.home.code} ${formatHandicap(line)}`, spread.homePrice),
        body: { gameId: game.id, market: 'spread', selection: 'home', line, price: spread.homePrice },
      },
    );
  }
  if (total && total.line !== null) {
    out.push(
      {
        label: priced(`Over ${formatTotal(total.line)}`, total.overPrice),
        body: {
          gameId: game.id,
          market: 'total',
          selection: 'over',
          line: total.line,
          price: total.overPrice,
        },
      },
      {
        label: priced(`Under ${formatTotal(total.line)}`, total.underPrice),
        body: {
          gameId: game.id,
          market: 'total',
          selection: 'under',
          line: total.line,
          price: total.underPrice,
        },
      },
    );
  }
  if (moneyline) {
    for (const side of ['away', 'home'] as const) {
      const price = side === 'home' ? moneyline.homePrice : moneyline.awayPrice;
      if (price === null) continue;
      out.push({
        label: `${game[side].code} to win (${formatPrice(price)})`,
        body: { gameId: game.id, market: 'moneyline', selection: side, line: null, price },
      });
    }
  }
  return out;
}
