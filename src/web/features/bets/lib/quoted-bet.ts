import type { Game } from '../../../../shared/api/games.ts';
import type { BetMarket, BetSide } from '../../../../shared/bet-terms.ts';

/**
 * The line and price the board shows for one side of a game, to pre-fill the bet form (issue 21): the
 * person then edits what their book gave them. A spread is the chosen side's own handicap (the away side
 * takes the home line's opposite). A figure the board lacks, or a line the form cannot take (a median on
 * a quarter point), stays empty rather than guessed.
 */
export function quotedBet(
  odds: Game['odds'] | null | undefined,
  market: BetMarket,
  side: BetSide,
): { line: string; price: string } {
  const text = (x: number | null | undefined) => (x === null || x === undefined ? '' : String(x));
  const halfPoint = (x: number | null | undefined) =>
    x === null || x === undefined || !Number.isInteger(x * 2) ? '' : String(x === 0 ? 0 : x);
  if (!odds) return { line: '', price: '' };
  if (market === 'spreads') {
    const s = odds.spread;
    const home = s?.homeLine ?? null;
    return side === 'home'
      ? { line: halfPoint(home), price: text(s?.homePrice) }
      : { line: halfPoint(home === null ? null : -home), price: text(s?.awayPrice) };
  }
  if (market === 'totals') {
    const t = odds.total;
    return { line: halfPoint(t?.line), price: text(side === 'over' ? t?.overPrice : t?.underPrice) };
  }
  const m = odds.moneyline;
  return { line: '', price: text(side === 'home' ? m?.homePrice : m?.awayPrice) };
}
