// The model's view of one game: what the schedule, the market and the weather say, plus the final
// score once there is one. Phase 2 builds these from database rows; tests and the bench build them
// from the nflverse CSV (tests/support/nfl-schedule-fixture.ts). Team codes are franchise codes
// (canonical: LV for OAK, LAC for SD, LA for STL) so that a rating follows a franchise across moves.

import type { InjuryEntry } from '../bioboost/injury-impact.ts';

export type Roof = 'outdoors' | 'dome' | 'closed' | 'open' | 'unknown';
export type GameType = 'REG' | 'WC' | 'DIV' | 'CON' | 'SB';

/** A stadium, in the shape of src/shared/reference/stadiums.ts (only what the model needs). */
export interface Venue {
  id: string;
  latitude: number;
  longitude: number;
  /** IANA zone, e.g. America/Los_Angeles */
  timeZone: string;
}

export interface GameWeather {
  temperatureF: number | null;
  windMph: number | null;
  /** Relative humidity in %; nflverse schedules carry none, live forecasts do. */
  humidityPct: number | null;
}

export interface MarketLine {
  /** The line as the expected HOME margin: nflverse `spread_line`, positive = home favoured. */
  spread: number | null;
  total: number | null;
}

export interface GameResult {
  homeScore: number;
  awayScore: number;
}

export interface ModelGame {
  id: string;
  season: number;
  week: number;
  gameType: GameType;
  /** Kickoff instant, epoch milliseconds (UTC). */
  kickoffMs: number;
  homeTeam: string;
  awayTeam: string;
  /** The schedule calls it a neutral site (international games, Super Bowls). */
  neutralSite: boolean;
  divisional: boolean;
  venue: Venue | null;
  roof: Roof;
  weather: GameWeather;
  /** The line as known when the prediction is made (the closing line for a frozen pick). */
  market: MarketLine;
  /** The injury report published before kickoff, if one is known. */
  injuries?: { home: readonly InjuryEntry[]; away: readonly InjuryEntry[] };
  /**
   * The final score. The walk-forward engine reads it only once the game is over relative to the
   * instant being predicted (kickoff + RESULT_KNOWN_AFTER_MS), never earlier.
   */
  result: GameResult | null;
}

export type Side = 'home' | 'away';

export function isPlayoff(game: Pick<ModelGame, 'gameType'>): boolean {
  return game.gameType !== 'REG';
}
