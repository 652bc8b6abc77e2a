// The model's view of one game: what the schedule, the market and the weather say, plus the final
// score once there is one. Phase 2 builds these from database rows; tests and the bench build them
// from the nflverse CSV (tests/support/nfl-schedule-fixture.ts). Team codes are franchise codes
// (canonical: LV for OAK, LAC for SD, LA for STL) so that a rating follows a franchise across moves.

import type { StadiumInfo, Roof as StadiumRoof } from '../../shared/reference/stadiums.ts';
import type { InjuryEntry } from '../bioboost/injury-impact.ts';
import type { Moneyline } from './moneyline-probability.ts';

/** As the schedule reports it for the game (a retractable roof can be open or closed that day). */
export type Roof = StadiumRoof | 'unknown';
export type GameType = 'REG' | 'WC' | 'DIV' | 'CON' | 'SB';

/** A stadium: the part of src/shared/reference/stadiums.ts the model needs. */
export type Venue = Pick<StadiumInfo, 'id' | 'latitude' | 'longitude' | 'timeZone' | 'country'>;

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
  /** Both sides' moneylines from one book, when both are known (the model does not read them: a baseline). */
  moneyline?: Moneyline;
  /**
   * American prices quoted with `spread` and `total` by the book whose line they are (decision 117); a
   * side is null when that book recorded no price for it at that line. Absent where the source has none.
   */
  prices?: LinePrices;
}

export interface LinePrices {
  spread: { home: number | null; away: number | null };
  total: { over: number | null; under: number | null };
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
