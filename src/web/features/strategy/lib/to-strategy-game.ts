import type { StrategyGame } from '../../../../domain/strategy/game.ts';
import type { StrategyWeekGame } from '../../../../shared/api/strategy-week.ts';

/** The API's game in the strategy rules' terms; `asOf` is the answer's clock, for what has kicked off. */
export function toStrategyGame(g: StrategyWeekGame, asOf: string): StrategyGame {
  const p = g.homeWinProbability;
  const w = g.bioBoost.factors.weather;
  return {
    id: g.id,
    timeSlot: g.timeSlot,
    away: {
      code: g.awayTeam.abbreviation,
      name: g.awayTeam.name,
      spread: g.awayTeam.spreadValue,
      moneyline: g.moneyline.away,
      winProbability: p === null ? null : 1 - p,
    },
    home: {
      code: g.homeTeam.abbreviation,
      name: g.homeTeam.name,
      spread: g.homeTeam.spreadValue,
      moneyline: g.moneyline.home,
      winProbability: p,
    },
    total: g.overUnder,
    bioBoost: g.bioBoost.score,
    totalPick: g.bioBoost.recommendation,
    spreadPick: g.spreadPick,
    spreadPickProbability: g.spreadPickProbability,
    divisional: g.divisional,
    indoors: g.indoors,
    weather: w ? { windMph: w.windMph, precipChance: w.precipChance } : null,
    travelMiles: g.bioBoost.factors.travelMiles,
    kickedOff: Date.parse(g.kickoff) <= Date.parse(asOf),
  };
}
