// The picks a game offers at the lines shown: each with the body POST /api/picks expects. Shared by
// the game page's lock panel and the wizard's last step, so both offer and word a pick the same way.
import type { LockPickBody, PickQuote } from '../../shared/api/contributor-picks.ts';
import type { Game } from '../../shared/api/games.ts';
import { formatHandicap, formatPrice, formatTotal } from './format-odds.ts';

export interface PickOption {
  label: string;
  body: LockPickBody;
}

type GameSides = Pick<Game, 'id' | 'home' | 'away' | 'odds'>;

/** "HOU -9.5 (-110)", "Over 44.5 (-105)", "ARI to win (+425)": the pick as the buttons word it. */
export function pickLabel(
  game: { home: Pick<Game['home'], 'code'>; away: Pick<Game['away'], 'code'> },
  body: LockPickBody,
): string {
  const priced = (text: string) => (body.price === null ? text : `${text} (${formatPrice(body.price)})`);
  if (body.market === 'total')
    return priced(`${body.selection === 'over' ? 'Over' : 'Under'} ${formatTotal(body.line)}`);
  const side = body.selection === 'home' ? game.home : game.away;
  if (body.market === 'moneyline') return `${side.code} to win (${formatPrice(body.price)})`;
  const line = body.line === null ? null : body.selection === 'home' ? body.line : -body.line;
  return priced(`${side.code} ${formatHandicap(line)}`);
}

/** The same pick at the line the server holds now (its 409 "line moved" answer). */
export const atQuote = (body: LockPickBody, quote: PickQuote): LockPickBody => ({
  ...body,
  line: body.market === 'moneyline' ? null : quote.line,
  price: quote.price,
});

/** A stable key for a pick on a game (the wizard keeps it in the URL): "spread-home". */
export const pickKey = (body: Pick<LockPickBody, 'market' | 'selection'>) =>
  `${body.market}-${body.selection}`;

export function pickOptions(game: GameSides): PickOption[] {
  const { spread, total, moneyline } = game.odds;
  const bodies: LockPickBody[] = [];
  const gameId = game.id;
  if (spread && spread.homeLine !== null) {
    const line = spread.homeLine;
    bodies.push(
      { gameId, market: 'spread', selection: 'away', line, price: spread.awayPrice },
      { gameId, market: 'spread', selection: 'home', line, price: spread.homePrice },
    );
  }
  if (total && total.line !== null) {
    bodies.push(
      { gameId, market: 'total', selection: 'over', line: total.line, price: total.overPrice },
      { gameId, market: 'total', selection: 'under', line: total.line, price: total.underPrice },
    );
  }
  if (moneyline) {
    for (const side of ['away', 'home'] as const) {
      const price = side === 'home' ? moneyline.homePrice : moneyline.awayPrice;
      if (price !== null) bodies.push({ gameId, market: 'moneyline', selection: side, line: null, price });
    }
  }
  return bodies.map((body) => ({ label: pickLabel(game, body), body }));
}
