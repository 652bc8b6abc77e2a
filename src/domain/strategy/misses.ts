// Why a game offers no bet of the person's types (spec 02 §9's rules read back): no line stored, or
// the rule each type needs. A week without lines used to read "No bet of your types fits: Sharp:
// BioBoost 72 is a strong signal", which blamed the style for a missing line (decision 119).
import type { StrategyGame } from './game.ts';
import type { BetType, RiskTolerance } from './profile.ts';

/** A line (or price) to bet is stored for this bet type. */
export function marketKnown(g: StrategyGame, type: BetType): boolean {
  if (type === 'spread') return g.home.spread !== null || g.away.spread !== null;
  if (type === 'total') return g.total !== null;
  return g.home.moneyline !== null || g.away.moneyline !== null;
}

const NAMES: Record<BetType, string> = { spread: 'spread', total: 'total', moneyline: 'moneyline' };

/** Why one bet type gave no call on this game, in words. */
export function missReason(g: StrategyGame, type: BetType, score: number, risk: RiskTolerance): string {
  if (!marketKnown(g, type)) return `no ${NAMES[type]} stored yet`;
  if (type === 'spread') {
    const pick = g.spreadPick === g.home.code ? g.home : g.spreadPick === g.away.code ? g.away : null;
    if (pick === null || pick.spread === null) return 'the model makes no spread call';
    const line = Math.abs(pick.spread);
    if (line >= 7) return `a spread of ${line} needs BioBoost above 65 (BioBoost ${score})`;
    if (line <= 3) return `a spread of ${line} needs BioBoost above 55 or below 45 (BioBoost ${score})`;
    return `a spread of ${line} is neither 7+ nor 3 or less`;
  }
  if (type === 'total') {
    if (g.totalPick === null) return 'the model makes no total call';
    return g.totalPick === 'OVER'
      ? `total needs BioBoost above 60 for the model's OVER (BioBoost ${score})`
      : `total needs BioBoost below 40 for the model's UNDER (BioBoost ${score})`;
  }
  if (risk === 'medium') return 'a medium risk profile takes no moneyline';
  return risk === 'conservative'
    ? `moneyline needs a favourite of more than 6 points with BioBoost above 65 (BioBoost ${score})`
    : `moneyline needs an underdog of 3+ points with BioBoost above 70 (BioBoost ${score})`;
}
