// Games for the strategy tests, each figure chosen so that a swapped side or a wrong threshold shows.
import type { StrategyGame } from './game.ts';

export function game(overrides: Partial<StrategyGame> & { id: string }): StrategyGame {
  return {
    timeSlot: 'Sunday Early',
    away: { code: 'AWY', name: 'Away', spread: 3, moneyline: 130, winProbability: 0.45 },
    home: { code: 'HOM', name: 'Home', spread: -3, moneyline: -150, winProbability: 0.55 },
    total: 44.5,
    bioBoost: 50,
    totalPick: 'OVER',
    spreadPick: 'HOM',
    spreadPickProbability: 0.5,
    divisional: false,
    indoors: false,
    weather: { windMph: 5, precipChance: 10 },
    travelMiles: 800,
    kickedOff: false,
    ...overrides,
  };
}

/** BioBoost 72, home a 7.5-point favourite the model expects to cover (52 %), OVER 47.5. */
export const GAME_A = game({
  id: 'A',
  away: { code: 'DAL', name: 'Dallas', spread: 7.5, moneyline: 280, winProbability: 0.22 },
  home: { code: 'PHI', name: 'Philadelphia', spread: -7.5, moneyline: -350, winProbability: 0.78 },
  total: 47.5,
  bioBoost: 72,
  totalPick: 'OVER',
  spreadPick: 'PHI',
  spreadPickProbability: 0.52,
  indoors: true,
  weather: null,
  travelMiles: 500,
});

/** No pick published: BioBoost unknown. */
export const GAME_B = game({ id: 'B', bioBoost: null, spreadPick: null, spreadPickProbability: null });

/** BioBoost 50 on Sunday night: nothing leans. */
export const GAME_C = game({
  id: 'C',
  timeSlot: 'SNF',
  bioBoost: 50,
  spreadPick: 'AWY',
  totalPick: 'UNDER',
  total: 44,
  away: { code: 'AWY', name: 'Away', spread: 2.5, moneyline: 120, winProbability: 0.46 },
  home: { code: 'HOM', name: 'Home', spread: -2.5, moneyline: -140, winProbability: 0.54 },
});

/** BioBoost 38, the away underdog (+3) picked to cover at 56 %, UNDER 41, a 2,400-mile trip. */
export const GAME_D = game({
  id: 'D',
  away: { code: 'SEA', name: 'Seattle', spread: 3, moneyline: 135, winProbability: 0.44 },
  home: { code: 'MIA', name: 'Miami', spread: -3, moneyline: -155, winProbability: 0.56 },
  total: 41,
  bioBoost: 38,
  totalPick: 'UNDER',
  spreadPick: 'SEA',
  spreadPickProbability: 0.56,
  divisional: true,
  weather: { windMph: 10, precipChance: 20 },
  travelMiles: 2400,
});
