// nflverse games.csv: schedule, results, closing lines, rest days, roof, temperature and wind.
import { z } from 'zod';
import {
  flag,
  integer,
  number,
  parseWith,
  type RowParser,
  requiredInteger,
  requiredText,
  text,
} from '../csv.ts';
import { spreadProblem, totalProblem } from '../line-bounds.ts';

const gameType = z.enum(['REG', 'WC', 'DIV', 'CON', 'SB']);
/** A line that is there must be a plausible one; an empty cell is no line (not offered yet). */
const line = (problem: (n: number) => string | undefined) =>
  number.superRefine((n, ctx) => {
    const why = n === null ? undefined : problem(n);
    if (why) ctx.addIssue({ code: 'custom', message: why });
  });
const gameday = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'gameday must be YYYY-MM-DD');
const gametime = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.union([z.literal(''), z.string().regex(/^\d{1,2}:\d{2}$/, 'gametime must be HH:MM')]))
  .transform((v) => (v === '' ? null : v));

export const NflverseGameRow = z.object({
  game_id: z.string().regex(/^\d{4}_\d{2}_[A-Z]{2,3}_[A-Z]{2,3}$/, 'not an nflverse game id'),
  season: requiredInteger,
  game_type: gameType,
  week: requiredInteger,
  gameday,
  weekday: requiredText,
  gametime,
  away_team: requiredText,
  home_team: requiredText,
  away_score: integer,
  home_score: integer,
  location: z.enum(['Home', 'Neutral']),
  overtime: integer,
  old_game_id: text,
  espn: text,
  pfr: text,
  away_rest: integer,
  home_rest: integer,
  away_moneyline: integer,
  home_moneyline: integer,
  spread_line: line(spreadProblem),
  away_spread_odds: integer,
  home_spread_odds: integer,
  total_line: line(totalProblem),
  under_odds: integer,
  over_odds: integer,
  div_game: flag,
  roof: text,
  surface: text,
  temp: number,
  wind: number,
  away_qb_id: text,
  home_qb_id: text,
  away_qb_name: text,
  home_qb_name: text,
  away_coach: text,
  home_coach: text,
  referee: text,
  stadium_id: text,
  stadium: text,
});
export type NflverseGame = z.output<typeof NflverseGameRow>;

export const GAMES_COLUMNS = [
  'game_id',
  'gameday',
  'gametime',
  'home_team',
  'away_team',
  'spread_line',
  'stadium_id',
];

export const gamesParser: RowParser<typeof NflverseGameRow, NflverseGame> = {
  source: 'nflverse games',
  schema: NflverseGameRow,
  map: (row) => row,
};

export function parseGames(csv: string): NflverseGame[] {
  return parseWith(gamesParser, csv).rows;
}
