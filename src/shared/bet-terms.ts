// The vocabulary of logged bets and responsible-gaming breaks, shared by the API schemas, the domain
// and the browser.

export const BET_MARKETS = ['spreads', 'totals', 'h2h'] as const;
export type BetMarket = (typeof BET_MARKETS)[number];
export const BET_SIDES = ['home', 'away', 'over', 'under'] as const;
export type BetSide = (typeof BET_SIDES)[number];

/** The sides each market has. */
export const MARKET_SIDES: Record<BetMarket, readonly BetSide[]> = {
  spreads: ['home', 'away'],
  totals: ['over', 'under'],
  h2h: ['home', 'away'],
};

export const COOL_OFF_PERIODS = ['24h', '7d', '30d'] as const;
export type CoolOffPeriod = (typeof COOL_OFF_PERIODS)[number];
export const SELF_EXCLUSION_PERIODS = ['6m', 'permanent'] as const;
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
