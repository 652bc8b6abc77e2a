// Turns nflverse schedule rows into our game, odds and weather rows, stamping each fact with the
// instant it became known (docs/decisions/006-replay-visibility.md).

import { easternToInstant } from '../../domain/time/eastern-time.ts';
import { timeSlot } from '../../domain/time-slot.ts';
import { resolveStadium } from '../../shared/reference/stadiums.ts';
import { canonicalTeamCode } from '../../shared/reference/teams.ts';
import type { TimeSlot } from '../../shared/time-slots.ts';
import type { NflverseGame } from '../providers/nflverse/games.ts';

export interface GameRecord {
  gameId: string;
  season: number;
  gameType: NflverseGame['game_type'];
  week: number;
  kickoff: Date;
  kickoffEstimated: boolean;
  timeSlot: TimeSlot;
  homeTeam: string;
  awayTeam: string;
  stadiumId: string | null;
  neutralSite: boolean;
  divisionGame: boolean;
  homeRest: number | null;
  awayRest: number | null;
  roof: string | null;
  surface: string | null;
  homeScore: number | null;
  awayScore: number | null;
  overtime: boolean | null;
  status: 'scheduled' | 'final';
  resultKnownAt: Date | null;
  homeQbId: string | null;
  awayQbId: string | null;
  homeQbName: string | null;
  awayQbName: string | null;
  homeCoach: string | null;
  awayCoach: string | null;
  referee: string | null;
  espnId: string | null;
  pfrId: string | null;
  oldGameId: string | null;
}

export interface OddsRecord {
  gameId: string;
  book: string;
  market: 'h2h' | 'spreads' | 'totals';
  side: 'home' | 'away' | 'over' | 'under';
  line: number | null;
  price: number | null;
  capturedAt: Date;
  source: string;
}

export interface WeatherRecord {
  gameId: string;
  source: string;
  capturedAt: Date;
  validAt: Date;
  observed: boolean;
  temperatureF: number | null;
  windMph: number | null;
  humidityPct: number | null;
  precipitationPct: number | null;
}

/** nflverse has no capture time for results; a game is taken as decided four hours after kickoff. */
export const RESULT_DELAY_MS = 4 * 3_600_000;

/**
 * The 1999 schedule has no kickoff times: we assume the usual windows of the time, 20:30 Eastern for
 * Monday and Thursday night games and 13:00 otherwise.
 */
export function defaultKickoffTime(weekday: string): string {
  return weekday === 'Monday' || weekday === 'Thursday' ? '20:30' : '13:00';
}

export function teamCode(code: string, gameId: string): string {
  const canonical = canonicalTeamCode(code);
  if (!canonical) throw new Error(`${gameId}: unknown team code '${code}'`);
  return canonical;
}

/** Kickoff and slot by date, time and country: a schedule has few distinct ones, and Intl is slow. */
export type KickoffMemo = Map<string, { kickoff: Date; slot: TimeSlot }>;

/** The run's clock: its instant, and whether it is a replay (NOW / --as-of) rather than a live run. */
export interface RunClock {
  now: Date;
  replay: boolean;
}

export function gameRecords(
  g: NflverseGame,
  run: RunClock,
  memo: KickoffMemo = new Map(),
): { game: GameRecord; odds: OddsRecord[]; weather: WeatherRecord | undefined } {
  const stadium = resolveStadium(g.game_id, g.stadium_id ?? '', g.stadium ?? '');
  const time = g.gametime ?? defaultKickoffTime(g.weekday);
  const memoKey = `${g.gameday} ${time} ${stadium?.country}`;
  let when = memo.get(memoKey);
  if (!when) {
    const at = easternToInstant(g.gameday, time);
    when = { kickoff: at, slot: timeSlot(at, stadium?.country) };
    memo.set(memoKey, when);
  }
  const kickoff = when.kickoff;
  const venueMoved = stadium !== undefined && stadium.id !== g.stadium_id;
  const final = g.home_score !== null && g.away_score !== null;
  const game: GameRecord = {
    gameId: g.game_id,
    season: g.season,
    gameType: g.game_type,
    week: g.week,
    kickoff,
    kickoffEstimated: g.gametime === null,
    timeSlot: when.slot,
    homeTeam: teamCode(g.home_team, g.game_id),
    awayTeam: teamCode(g.away_team, g.game_id),
    stadiumId: stadium?.id ?? null,
    neutralSite: g.location === 'Neutral',
    divisionGame: g.div_game,
    homeRest: g.home_rest,
    awayRest: g.away_rest,
    // The file's roof belongs to the stadium it names by id; for a moved venue use the real venue's.
    roof: venueMoved ? stadium.roof : (g.roof ?? stadium?.roof ?? null),
    surface: venueMoved ? null : g.surface,
    homeScore: final ? g.home_score : null,
    awayScore: final ? g.away_score : null,
    overtime: final ? g.overtime === 1 : null,
    status: final ? 'final' : 'scheduled',
    resultKnownAt: final ? new Date(kickoff.getTime() + RESULT_DELAY_MS) : null,
    homeQbId: g.home_qb_id,
    awayQbId: g.away_qb_id,
    homeQbName: g.home_qb_name,
    awayQbName: g.away_qb_name,
    homeCoach: g.home_coach,
    awayCoach: g.away_coach,
    referee: g.referee,
    espnId: g.espn,
    pfrId: g.pfr,
    oldGameId: g.old_game_id,
  };

  // A finished game's lines are its closing lines, known at kickoff. An unplayed game's lines are the
  // market as of the moment the file was read: a live run before kickoff witnesses them now. A replay
  // reads a file assembled later, so they are not what the market said at the replayed instant, and a
  // run after kickoff cannot tell when they were quoted: neither stores them (decision 015).
  const witnessed = !final && !run.replay && run.now.getTime() < kickoff.getTime();
  const capturedAt = final ? kickoff : run.now;
  const book = final ? 'nflverse_close' : 'nflverse';
  const odds: OddsRecord[] = [];
  const add = (
    market: OddsRecord['market'],
    side: OddsRecord['side'],
    line: number | null,
    price: number | null,
  ) => {
    if (line !== null || price !== null)
      odds.push({ gameId: g.game_id, book, market, side, line, price, capturedAt, source: 'nflverse' });
  };
  // nflverse's spread_line is positive when the home team is favoured; a side's line is its handicap.
  if (!final && !witnessed) return { game, odds, weather: observedWeather(g, kickoff) };
  if (g.spread_line !== null) {
    add('spreads', 'home', -g.spread_line, g.home_spread_odds);
    add('spreads', 'away', g.spread_line, g.away_spread_odds);
  }
  if (g.total_line !== null) {
    add('totals', 'over', g.total_line, g.over_odds);
    add('totals', 'under', g.total_line, g.under_odds);
  }
  if (g.home_moneyline !== null) add('h2h', 'home', null, g.home_moneyline);
  if (g.away_moneyline !== null) add('h2h', 'away', null, g.away_moneyline);

  return { game, odds, weather: observedWeather(g, kickoff) };
}

function observedWeather(g: NflverseGame, kickoff: Date): WeatherRecord | undefined {
  if (g.temp === null && g.wind === null) return undefined;
  return {
    gameId: g.game_id,
    source: 'nflverse',
    capturedAt: kickoff,
    validAt: kickoff,
    observed: true,
    temperatureF: g.temp,
    windMph: g.wind,
    humidityPct: null,
    precipitationPct: null,
  };
}
