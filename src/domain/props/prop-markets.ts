// The player-prop markets we pick, as The Odds API names them, and how each reads a stat line. Each
// market says how its outcome spreads around the projection: yards as a normal whose width grows
// with the projection (the widths the projection already measured on 2023, yardage-spread.ts);
// counts (catches, touchdowns) as Poisson, the usual law of rare, countable events.
import { isOneOf } from '../../shared/guards.ts';
import type { SkillPosition } from '../players/player-game.ts';
import type { StatLine } from '../players/stat-line.ts';
import { YARDS_SPREAD } from '../players/yardage-spread.ts';

export const PROP_MARKETS = [
  'player_pass_yds',
  'player_rush_yds',
  'player_reception_yds',
  'player_receptions',
  'player_pass_tds',
  'player_anytime_td',
] as const;
export type PropMarket = (typeof PROP_MARKETS)[number];

export const isPropMarket = (key: string): key is PropMarket => isOneOf(PROP_MARKETS, key);

export type Spread = { kind: 'normal'; base: number; perUnit: number } | { kind: 'poisson' };

export interface PropMarketInfo {
  label: string;
  stat: (line: StatLine) => number;
  spread: Spread;
  /** Who the books usually list in this market: the median view (no line) is shown only for them. */
  positions: readonly SkillPosition[];
  /** A yes/no market ("scores a touchdown"): its line is 0.5 and books print no point. */
  yesNo: boolean;
}

const normal = (s: { base: number; perYard: number }): Spread => ({
  kind: 'normal',
  base: s.base,
  perUnit: s.perYard,
});

export const PROP_MARKET_INFO: Record<PropMarket, PropMarketInfo> = {
  player_pass_yds: {
    label: 'Passing yards',
    stat: (l) => l.passYards,
    spread: normal(YARDS_SPREAD.pass),
    positions: ['QB'],
    yesNo: false,
  },
  player_rush_yds: {
    label: 'Rushing yards',
    stat: (l) => l.rushYards,
    spread: normal(YARDS_SPREAD.rush),
    positions: ['RB', 'QB'],
    yesNo: false,
  },
  player_reception_yds: {
    label: 'Receiving yards',
    stat: (l) => l.recYards,
    spread: normal(YARDS_SPREAD.rec),
    positions: ['WR', 'TE', 'RB'],
    yesNo: false,
  },
  player_receptions: {
    label: 'Receptions',
    stat: (l) => l.receptions,
    spread: { kind: 'poisson' },
    positions: ['WR', 'TE', 'RB'],
    yesNo: false,
  },
  player_pass_tds: {
    label: 'Passing touchdowns',
    stat: (l) => l.passTds,
    spread: { kind: 'poisson' },
    positions: ['QB'],
    yesNo: false,
  },
  player_anytime_td: {
    label: 'Anytime touchdown',
    stat: (l) => l.rushTds + l.recTds,
    spread: { kind: 'poisson' },
    positions: ['RB', 'WR', 'TE'],
    yesNo: true,
  },
};
