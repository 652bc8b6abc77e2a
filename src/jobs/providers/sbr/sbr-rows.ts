// The SBR archive workbooks (sportsbookreviewsonline.com "NFL scores and odds", data pack nfl/lines/):
// two rows per game, visitor then home (both `N` at a neutral site). In each pair the favourite's row
// holds the point spread as a positive number (`pk` = 0) and the other row the game total, separately
// for the Open and the Close column; so the smaller of the two is the spread. The source has typos
// (an opening total of 541, a game opening at 10.5 and 6.5), so every value is range-checked
// (providers/line-bounds.ts) and a value that fails is refused with its file, row and reason while the
// rest of the game stays. Pure: rows in, games and refusals out.

import { itemAt } from '../../../shared/guards.ts';
import { spreadProblem, totalProblem } from '../line-bounds.ts';
import { sbrTeamCodes } from './sbr-teams.ts';

// A cell as the reader gives it; anything but a number or text is refused where a value is needed.
export type SbrCell = unknown;

export const SBR_COLUMNS = [
  'Date',
  'Rot',
  'VH',
  'Team',
  '1st',
  '2nd',
  '3rd',
  '4th',
  'Final',
  'Open',
  'Close',
  'ML',
  '2H',
] as const;
const COL = Object.fromEntries(SBR_COLUMNS.map((c, i) => [c, i])) as Record<
  (typeof SBR_COLUMNS)[number],
  number
>;

export interface SbrSide {
  /** SBR's name as written ('NewOrleans', 'Washingtom'). */
  name: string;
  /** Our codes it can stand for: one, or both New York teams for 'NewYork'. */
  codes: readonly string[];
  final: number | null;
  moneyline: number | null;
}

/** One column's market: the spread as favourite + points (0 = pick'em), and the total. */
export interface SbrLine {
  /** Index into `teams` of the favourite (0 = first row); at pick'em 0, which then means nothing. */
  spread: { favourite: 0 | 1; points: number } | null;
  total: number | null;
}

export interface SbrGame {
  file: string;
  /** The worksheet row of the game's first line (the header is row 1). */
  row: number;
  /** The calendar date SBR gives, `YYYY-MM-DD`. */
  date: string;
  neutral: boolean;
  /** The first row's team (the visitor, or at a neutral site whoever SBR put first), then the second. */
  teams: [SbrSide, SbrSide];
  open: SbrLine;
  close: SbrLine;
}

export interface SbrRefusal {
  file: string;
  row: number;
  reason: string;
}

export interface SbrParse {
  games: SbrGame[];
  /** Pairs of rows not loaded at all. */
  refused: SbrRefusal[];
  /** Single values not loaded (out of bounds, not a number); their game is in `games` without them. */
  refusedValues: SbrRefusal[];
}

/** '2007-08' in the file's name: the season's first year. */
export function sbrSeasonOf(fileName: string): number | undefined {
  const m = /(\d{4})-\d{2}\.xlsx$/i.exec(fileName);
  return m ? Number(m[1]) : undefined;
}

/** `MDD`/`MMDD` without a year: September–December are the season's year, January–August the next. */
export function sbrDate(value: SbrCell, season: number): string | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(n) || n < 101 || n > 1231) return undefined;
  const month = Math.floor(n / 100);
  const day = n % 100;
  const year = month >= 9 ? season : season + 1;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A number cell: a number, or text holding one ('-155' is stored as text a few times); null when empty. */
function numberCell(value: SbrCell): number | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (v === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(v) ? Number(v) : undefined;
}

/** An Open/Close cell: a number, or `pk` (pick'em, 0). */
function lineCell(value: SbrCell): number | null | undefined {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'pk') return 0;
  return numberCell(value);
}

/** The largest moneyline we accept either way; American odds are never between −100 and +100. */
export const MAX_MONEYLINE = 20_000;

function moneylineProblem(price: number): string | undefined {
  if (!Number.isInteger(price) || Math.abs(price) < 100 || Math.abs(price) > MAX_MONEYLINE)
    return `a moneyline of ${price} is not American odds (±100 to ±${MAX_MONEYLINE})`;
  return undefined;
}

/**
 * The spread and total of one column (Open or Close) from its two cells: the smaller is the spread, on
 * the favourite's row. Both are checked against the line bounds; if either fails, both are null with a reason.
 */
function readLine(first: SbrCell, second: SbrCell, column: string, problems: string[]): SbrLine {
  const a = lineCell(first);
  const b = lineCell(second);
  if (a === undefined || b === undefined) {
    problems.push(`${column}: not a number or pk ('${String(a === undefined ? first : second)}')`);
    return { spread: null, total: null };
  }
  if (a === null || b === null) {
    problems.push(`${column}: ${a === null && b === null ? 'both cells' : 'one cell'} empty`);
    return { spread: null, total: null };
  }
  // 2021-22 week 10 writes the spread signed on the favourite's row (IND −10.5 against JAX; all 13
  // negative cells of the pack sit on the moneyline favourite's row), so a negative is a spread whose
  // row lays the points, like its absolute value. A negative beyond a spread's bound is refused below.
  const negative = a < 0 ? a : b < 0 ? b : undefined;
  const [x, y] = [Math.abs(a), Math.abs(b)];
  const favourite: 0 | 1 = x <= y ? 0 : 1;
  const points = Math.min(x, y);
  const total = Math.max(x, y);
  const why =
    (negative !== undefined && -negative !== points
      ? `${negative} is negative and not the spread`
      : undefined) ??
    spreadProblem(points) ??
    totalProblem(total);
  if (why) {
    // One bad cell puts the pair's rule in doubt (JAX@TEN 2020 opens at 4 and 11: a total of 11 is a
    // typo, and the 4 may be the total's remains, not Jacksonville's spread), so neither is kept.
    problems.push(`${column} (${String(first)}, ${String(second)}): ${why}`);
    return { spread: null, total: null };
  }
  return { spread: { favourite, points }, total };
}

function side(row: readonly SbrCell[], problems: string[]): SbrSide | undefined {
  const team = row[COL.Team];
  const name = typeof team === 'string' ? team.trim() : '';
  const codes = sbrTeamCodes(name);
  if (codes.length === 0) {
    problems.push(`unknown team '${String(row[COL.Team] ?? '')}'`);
    return undefined;
  }
  const final = numberCell(row[COL.Final]);
  if (final === undefined || (final !== null && (!Number.isInteger(final) || final < 0))) {
    problems.push(`${name}: final score '${String(row[COL.Final])}' is not a score`);
    return undefined;
  }
  let moneyline = numberCell(row[COL.ML]);
  const mlWhy = moneyline === undefined ? `not a number ('${String(row[COL.ML])}')` : undefined;
  const mlRange = moneyline !== undefined && moneyline !== null ? moneylineProblem(moneyline) : undefined;
  if (mlWhy ?? mlRange) {
    problems.push(`${name} ML: ${mlWhy ?? mlRange}`);
    moneyline = null;
  }
  return { name, codes, final, moneyline: moneyline ?? null };
}

/**
 * A favourite by this many points or more at the open that is the underdog by as many at the close is
 * the open's spread typed on the wrong row, not a market move. On the pack it refuses one game, 2012
 * MIA@NE (Miami by 10 at the open, New England by 11 at the close; New England was the favourite all
 * week). Real flips are smaller: resting starters in week 17 (2019 TEN@HOU, HOU −1 to +10).
 */
export const FLIP_POINTS = 7;

function flipped(open: SbrLine, close: SbrLine, names: [string, string], problems: string[]): boolean {
  const o = open.spread;
  const c = close.spread;
  if (!o || !c || o.favourite === c.favourite || o.points < FLIP_POINTS || c.points < FLIP_POINTS)
    return false;
  problems.push(
    `Open spread: ${names[o.favourite]} by ${o.points} at the open, ${names[c.favourite]} by ${c.points} at the close (the open on the wrong row?)`,
  );
  return true;
}

function sameHeader(header: readonly SbrCell[] | undefined): boolean {
  return SBR_COLUMNS.every((c, i) => String(header?.[i] ?? '').trim() === c);
}

/**
 * Parses one workbook's first sheet. A wrong header refuses the file (throws): it is not this table.
 * A pair of rows that is not a game (a bad date, an unknown team or score) is refused whole; a column's
 * line outside the bounds is refused alone and reported, and the game keeps its other values.
 */
export function parseSbrRows(file: string, season: number, rows: readonly (readonly SbrCell[])[]): SbrParse {
  if (!sameHeader(rows[0])) {
    throw new Error(`${file}: not an SBR odds sheet (expected columns ${SBR_COLUMNS.join(', ')})`);
  }
  const games: SbrGame[] = [];
  const refused: SbrRefusal[] = [];
  const refusedValues: SbrRefusal[] = [];
  // Rows pair by position, as the sheet lays them out. The VH labels are not trusted to pair them:
  // 2013-14 labels IND@SF and JAX@SEA (22 Sep 2013) V, N, N, H. Which team is home comes from the
  // schedule when the game is matched, so a label pair other than V/H or N/N is only reported.
  for (let i = 1; i < rows.length; i += 2) {
    const first = itemAt(rows, i);
    const second = rows[i + 1];
    const row = i + 1;
    if (!second) {
      refused.push({ file, row, reason: 'a single row where a game has two' });
      continue;
    }
    const problems: string[] = [];
    const vh = `${String(first[COL.VH] ?? '').trim()}${String(second[COL.VH] ?? '').trim()}`;
    if (vh !== 'VH' && vh !== 'NN') problems.push(`VH labels '${vh}': home and away taken from the schedule`);
    const date = sbrDate(first[COL.Date], season);
    const secondDate = sbrDate(second[COL.Date], season);
    if (!date || date !== secondDate) {
      refused.push({
        file,
        row,
        reason: `bad date '${String(first[COL.Date])}'/'${String(second[COL.Date])}'`,
      });
      continue;
    }
    const a = side(first, problems);
    const b = side(second, problems);
    if (!a || !b) {
      refused.push({ file, row, reason: problems.join('; ') });
      continue;
    }
    const read = readLine(first[COL.Open], second[COL.Open], 'Open', problems);
    const close = readLine(first[COL.Close], second[COL.Close], 'Close', problems);
    const open = flipped(read, close, [a.name, b.name], problems) ? { ...read, spread: null } : read;
    games.push({ file, row, date, neutral: vh === 'NN', teams: [a, b], open, close });
    for (const reason of problems) refusedValues.push({ file, row, reason });
  }
  return { games, refused, refusedValues };
}
