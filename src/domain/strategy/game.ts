// One game of the week as the strategy rules read it: the model's calls, the lines and the facts that
// avoidance looks at. Unknown is null, never a default (the spec's `score || 50` is not copied).

export interface StrategyTeam {
  code: string;
  name: string;
  /** The team's own handicap (−7 for a 7-point favourite); null without a line. */
  spread: number | null;
  /** American moneyline price; null without one. */
  moneyline: number | null;
  /** The model's probability that this team wins; null without a published pick. */
  winProbability: number | null;
}

export interface StrategyGame {
  id: string;
  /** Broadcast window: 'Thursday', 'Sunday Early', 'SNF', 'MNF', … */
  timeSlot: string;
  away: StrategyTeam;
  home: StrategyTeam;
  /** The total line; null without one. */
  total: number | null;
  /** The game's BioBoost, 0–100 (both teams' average); null without a published pick. */
  bioBoost: number | null;
  /** The model's total call; null without a total line or pick. */
  totalPick: 'OVER' | 'UNDER' | null;
  /** The team the model expects to cover the spread; null without a pick. */
  spreadPick: string | null;
  /** The model's probability that `spreadPick` covers the line shown; null when unknown. */
  spreadPickProbability: number | null;
  divisional: boolean;
  /** A dome or closed roof: the weather cannot reach the game. */
  indoors: boolean;
  /** The forecast at kickoff; null when none is stored. */
  weather: { windMph: number | null; precipChance: number | null } | null;
  /** The longer of the two trips, miles; null when unknown. */
  travelMiles: number | null;
  /** Kicked off at the clock: no pre-game bet is left to make. */
  kickedOff: boolean;
}

export const matchup = (g: StrategyGame) => `${g.away.name} @ ${g.home.name}`;
