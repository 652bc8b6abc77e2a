// Spec 02 §9's avoidance: the person says which games to leave out. Divisional games are read from the
// schedule, not drawn with a 25 % coin flip as in the spec (decision 105). A fact we cannot check is
// said so, and the game is left out: the person asked not to bet such games.
import type { StrategyGame } from './game.ts';
import type { AvoidanceFactor } from './profile.ts';

export const PRIMETIME_SLOTS: readonly string[] = ['Thursday', 'SNF', 'MNF'];
export const WIND_LIMIT_MPH = 20;
export const PRECIP_LIMIT_PCT = 70;
export const TRAVEL_LIMIT_MILES = 2000;

/** Why the game is left out, or null when none of the person's factors applies. */
export function avoidanceReason(g: StrategyGame, factors: readonly AvoidanceFactor[]): string | null {
  for (const factor of factors) {
    switch (factor) {
      case 'primetime':
        if (PRIMETIME_SLOTS.includes(g.timeSlot)) return `Prime-time game (${g.timeSlot}), as you asked`;
        break;
      case 'divisional':
        if (g.divisional) return 'Divisional matchup, as you asked';
        break;
      case 'weather': {
        if (g.indoors) break;
        const w = g.weather;
        if (!w || w.windMph === null || w.precipChance === null)
          return 'Weather unknown: no forecast stored yet, so it cannot be ruled out';
        if (w.windMph > WIND_LIMIT_MPH)
          return `Wind ${w.windMph} mph (above ${WIND_LIMIT_MPH}), as you asked`;
        if (w.precipChance > PRECIP_LIMIT_PCT)
          return `Precipitation ${w.precipChance}% (above ${PRECIP_LIMIT_PCT}%), as you asked`;
        break;
      }
      case 'travel':
        if (g.travelMiles === null) return 'Travel distance unknown, so it cannot be ruled out';
        if (g.travelMiles > TRAVEL_LIMIT_MILES)
          return `Long trip (${g.travelMiles} miles, above ${TRAVEL_LIMIT_MILES}), as you asked`;
        break;
    }
  }
  return null;
}
