// Test and bench only: reads the shared nflverse schedule (and FiveThirtyEight's game file) from
// ../shared/data/nfl, outside the repo, into the model's game type. The data is never copied into
// the repo. Phase 2 builds the same ModelGame values from the database instead.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { Elo538Row } from '../../src/domain/model/elo538-match.ts';
import type { GameType, ModelGame, Roof } from '../../src/domain/model/game.ts';
import { easternToInstant } from '../../src/domain/time/eastern-time.ts';
import { resolveStadium } from '../../src/shared/reference/stadiums.ts';
import { canonicalTeamCode } from '../../src/shared/reference/teams.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// SHARED_DATA_DIR: see tests/support/ingest.ts.
export const NFL_DATA_DIR = path.join(
  process.env.SHARED_DATA_DIR ?? path.resolve(REPO_ROOT, '../shared/data'),
  'nfl',
);
export const NFLVERSE_GAMES_CSV = path.join(NFL_DATA_DIR, 'schedules/nflverse_games_1999_2026.csv');
export const ELO_538_CSV = path.join(NFL_DATA_DIR, 'schedules/fivethirtyeight_nfl_games_elo_1920_2020.csv');

/** Early seasons leave gametime blank: we assume the standard 1 pm ET Sunday window. */
export const DEFAULT_KICKOFF_ET = '13:00';

type Row = Record<string, string>;

function readCsv(file: string): Row[] {
  return parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true }) as Row[];
}

const num = (v: string | undefined): number | null => (v === undefined || v.trim() === '' ? null : Number(v));

function team(code: string | undefined): string {
  const canonical = canonicalTeamCode(code ?? '');
  if (!canonical) throw new Error(`Unknown team code ${code}`);
  return canonical;
}

const GAME_TYPES: readonly GameType[] = ['REG', 'WC', 'DIV', 'CON', 'SB'];
const ROOFS: readonly Roof[] = ['dome', 'closed', 'open', 'outdoors'];

export function gameFromRow(r: Row): ModelGame {
  const id = r.game_id ?? '';
  const stadium = resolveStadium(id, r.stadium_id ?? '', r.stadium ?? '');
  const homeScore = num(r.home_score);
  const awayScore = num(r.away_score);
  const gameType = GAME_TYPES.find((t) => t === r.game_type);
  if (!gameType) throw new Error(`Unknown game type ${r.game_type} in ${id}`);
  // A game moved abroad keeps the home stadium's roof in the file: the real venue's roof wins then.
  const moved = stadium !== undefined && stadium.id !== r.stadium_id;
  const roof = (moved ? stadium.roof : ROOFS.find((x) => x === r.roof)) ?? stadium?.roof ?? 'unknown';
  return {
    id,
    season: Number(r.season),
    week: Number(r.week),
    gameType,
    kickoffMs: easternToInstant(r.gameday ?? '', r.gametime || DEFAULT_KICKOFF_ET).getTime(),
    homeTeam: team(r.home_team),
    awayTeam: team(r.away_team),
    neutralSite: r.location === 'Neutral',
    divisional: r.div_game === '1',
    venue: stadium
      ? {
          id: stadium.id,
          latitude: stadium.latitude,
          longitude: stadium.longitude,
          timeZone: stadium.timeZone,
          country: stadium.country,
        }
      : null,
    roof,
    weather: { temperatureF: num(r.temp), windMph: num(r.wind), humidityPct: null },
    market: { spread: num(r.spread_line), total: num(r.total_line), ...moneyline(r), prices: prices(r) },
    result: homeScore !== null && awayScore !== null ? { homeScore, awayScore } : null,
  };
}

function moneyline(r: Row): Pick<ModelGame['market'], 'moneyline'> {
  const home = num(r.home_moneyline);
  const away = num(r.away_moneyline);
  return home !== null && away !== null ? { moneyline: { home, away } } : {};
}

/** The prices quoted with the lines (decision 117): none without the line itself, as the ingest stores. */
function prices(r: Row): NonNullable<ModelGame['market']['prices']> {
  const spread = num(r.spread_line) !== null;
  const total = num(r.total_line) !== null;
  return {
    spread: {
      home: spread ? num(r.home_spread_odds) : null,
      away: spread ? num(r.away_spread_odds) : null,
    },
    total: { over: total ? num(r.over_odds) : null, under: total ? num(r.under_odds) : null },
  };
}

export interface LoadOptions {
  fromSeason?: number;
  toSeason?: number;
}

/** Every game of the nflverse schedule in [fromSeason, toSeason], in file order. */
export function loadNflGames(options: LoadOptions = {}): ModelGame[] {
  const from = options.fromSeason ?? 1999;
  const to = options.toSeason ?? 2026;
  return readCsv(NFLVERSE_GAMES_CSV)
    .filter((r) => Number(r.season) >= from && Number(r.season) <= to)
    .map(gameFromRow);
}

/** FiveThirtyEight's published pre-game probabilities for [fromSeason, toSeason]. */
export function loadElo538Rows(options: LoadOptions = {}): Elo538Row[] {
  const from = options.fromSeason ?? 2010;
  const to = options.toSeason ?? 2020;
  return readCsv(ELO_538_CSV)
    .filter((r) => Number(r.season) >= from && Number(r.season) <= to)
    .map((r) => ({
      date: r.date ?? '',
      team1: r.team1 ?? '',
      team2: r.team2 ?? '',
      probability1: Number(r.elo_prob1),
    }));
}
