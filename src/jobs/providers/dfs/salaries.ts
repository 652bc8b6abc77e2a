// DraftKings and FanDuel salary exports ("Export to CSV" in the contest lobby), told apart by header.
// Read strictly: every row must have every column, numbers must be whole numbers as the sites write
// them, and a file that looks cut short is refused rather than half-imported (file-checks.ts).
import { z } from 'zod';
import { easternToInstant } from '../../../domain/time/eastern-time.ts';
import { itemAt, toError } from '../../../shared/guards.ts';
import { canonicalTeamCode } from '../../../shared/reference/teams.ts';
import { parseRows, requiredText, text, validateRecords } from '../csv.ts';
import { checkEnding, decodeExport, ExportFileError } from './file-checks.ts';

export type DfsSite = 'draftkings' | 'fanduel';

export interface SalaryRow {
  site: DfsSite;
  sitePlayerId: string;
  playerName: string;
  position: string;
  rosterPosition: string;
  salary: number;
  team: string;
  opponent: string | null;
  gameInfo: string | null;
  /** Kickoff and home team from DraftKings' "Game Info" (Eastern time); FanDuel's old layout has neither. */
  kickoff: Date | null;
  homeTeam: string | null;
  awayTeam: string | null;
  avgPoints: number | null;
  injuryIndicator: string | null;
}

const team = requiredText.transform((t) => canonicalTeamCode(t) ?? t);
const optionalTeam = text.transform((t) => (t === null ? null : (canonicalTeamCode(t) ?? t)));
/** Salaries are whole dollars, written without separators ('8100'). */
const salary = z
  .string()
  .trim()
  .regex(/^\d+$/, 'is not a whole-dollar salary')
  .transform(Number)
  .refine((n) => n > 0 && n <= 100_000, 'is not a plausible salary');
/** Averages as the sites write them ('24.59', '0', '-0.4'); '6.' is a value cut short. */
const points = z
  .string()
  .trim()
  .refine((v) => v === '' || /^-?\d+(\.\d+)?$/.test(v), 'is not a complete number (a value cut short?)')
  .transform((v) => (v === '' ? null : Number(v)));

const DK_COLUMNS = [
  'Position',
  'Name',
  'ID',
  'Roster Position',
  'Salary',
  'Game Info',
  'TeamAbbrev',
  'AvgPointsPerGame',
];
const FD_COLUMNS = [
  'Id',
  'Position',
  'First Name',
  'Last Name',
  'FPPG',
  'Salary',
  'Game',
  'Team',
  'Opponent',
];

const DraftKings = z.object({
  Position: requiredText,
  Name: requiredText,
  ID: requiredText,
  'Roster Position': requiredText,
  Salary: salary,
  'Game Info': text,
  TeamAbbrev: team,
  AvgPointsPerGame: points,
});

const FanDuel = z.object({
  Id: requiredText,
  Position: requiredText,
  'First Name': text,
  Nickname: text.optional(),
  'Last Name': text,
  FPPG: points,
  Salary: salary,
  Game: text,
  Team: team,
  Opponent: optionalTeam,
  'Injury Indicator': text.optional(),
  'Roster Position': text.optional(),
});

// "CIN@CLE 09/07/2025 01:00PM ET"
const GAME_INFO = /^([A-Z]{2,3})@([A-Z]{2,3})\s+(\d{2})\/(\d{2})\/(\d{4})\s+(\d{1,2}):(\d{2})(AM|PM)\s+ET/;

/** A site's team code in ours (JAC → JAX), or as written when we do not know it. */
const teamCode = (code: string) => canonicalTeamCode(code) ?? code;

export function parseGameInfo(
  info: string | null,
): { away: string; home: string; kickoff: Date } | undefined {
  const m = info ? GAME_INFO.exec(info) : null;
  if (!m) return undefined;
  // Every group of GAME_INFO is required, so each is there when it matched.
  const group = (i: number) => itemAt(m, i);
  const hour = (Number(group(6)) % 12) + (group(8) === 'PM' ? 12 : 0);
  const kickoff = easternToInstant(`${group(5)}-${group(3)}-${group(4)}`, `${hour}:${group(7)}`);
  return { away: teamCode(group(1)), home: teamCode(group(2)), kickoff };
}

/** Which site an export is from, by columns only one of them writes. */
export function detectSite(header: readonly string[]): DfsSite | undefined {
  if (header.includes('TeamAbbrev') || header.includes('Name + ID') || header.includes('AvgPointsPerGame'))
    return 'draftkings';
  if (header.includes('FPPG') || (header.includes('First Name') && header.includes('Last Name')))
    return 'fanduel';
  return undefined;
}

function table(textContent: string, origin: string) {
  let rows: string[][];
  try {
    rows = parseRows(textContent.charCodeAt(0) === 0xfeff ? textContent.slice(1) : textContent);
  } catch (error) {
    const { message } = toError(error);
    throw new ExportFileError(
      origin,
      message.includes('unterminated')
        ? 'the file ends inside a quoted value: it looks cut short, so nothing was imported'
        : message,
    );
  }
  const header = (rows[0] ?? []).map((h) => h.trim());
  const body = rows.slice(1).filter((r) => !(r.length === 1 && r[0]?.trim() === ''));
  body.forEach((r, i) => {
    if (r.length !== header.length)
      throw new ExportFileError(
        origin,
        `line ${i + 2} has ${r.length} of the header's ${header.length} columns: the file looks cut short or damaged, so nothing was imported`,
      );
  });
  const records = body.map((r) => {
    const record: Record<string, string> = {};
    header.forEach((name, j) => {
      if (name !== '') record[name] = r[j] ?? '';
    });
    return record;
  });
  return { header, records };
}

function requireColumns(header: readonly string[], needed: readonly string[], site: string, origin: string) {
  const missing = needed.filter((c) => !header.includes(c));
  if (missing.length > 0)
    throw new ExportFileError(
      origin,
      `this ${site} export is missing the column${missing.length > 1 ? 's' : ''} ${missing.map((c) => `'${c}'`).join(', ')}`,
    );
}

export function parseSalaries(bytes: Uint8Array | string, origin = 'salary file'): SalaryRow[] {
  const content = typeof bytes === 'string' ? bytes : decodeExport(bytes, origin);
  checkEnding(content, origin);
  const { header, records } = table(content, origin);
  const site = detectSite(header);
  if (!site)
    throw new ExportFileError(
      origin,
      `not a DraftKings or FanDuel salary export (unknown columns: expected ${DK_COLUMNS.slice(0, 4).join(', ')}, … for DraftKings or ${FD_COLUMNS.slice(0, 5).join(', ')}, … for FanDuel; found ${header.slice(0, 6).join(', ') || 'no header'})`,
    );
  if (records.length === 0) throw new ExportFileError(origin, 'the export has a header but no players');
  const rows =
    site === 'draftkings' ? draftKingsRows(header, records, origin) : fanDuelRows(header, records, origin);
  checkComplete(rows, origin);
  return rows;
}

function draftKingsRows(
  header: readonly string[],
  records: Record<string, string>[],
  origin: string,
): SalaryRow[] {
  requireColumns(header, DK_COLUMNS, 'DraftKings', origin);
  return validateRecords(`${origin} (DraftKings)`, records, DraftKings).map((r) => {
    const game = parseGameInfo(r['Game Info']);
    const opponent = game ? (game.home === r.TeamAbbrev ? game.away : game.home) : null;
    return {
      site: 'draftkings',
      sitePlayerId: r.ID,
      playerName: r.Name,
      position: r.Position,
      rosterPosition: r['Roster Position'],
      salary: r.Salary,
      team: r.TeamAbbrev,
      opponent,
      gameInfo: r['Game Info'],
      kickoff: game?.kickoff ?? null,
      homeTeam: game?.home ?? null,
      awayTeam: game?.away ?? null,
      avgPoints: r.AvgPointsPerGame,
      injuryIndicator: null,
    };
  });
}

function fanDuelRows(
  header: readonly string[],
  records: Record<string, string>[],
  origin: string,
): SalaryRow[] {
  requireColumns(header, FD_COLUMNS, 'FanDuel', origin);
  return validateRecords(`${origin} (FanDuel)`, records, FanDuel).map((r) => {
    const game = r.Game?.match(/^([A-Z]{2,3})@([A-Z]{2,3})$/);
    const away = game ? teamCode(itemAt(game, 1)) : null;
    const home = game ? teamCode(itemAt(game, 2)) : null;
    return {
      site: 'fanduel',
      sitePlayerId: r.Id,
      playerName: [r['First Name'], r['Last Name']].filter(Boolean).join(' '),
      position: r.Position,
      rosterPosition: r['Roster Position'] ?? r.Position,
      salary: r.Salary,
      team: r.Team,
      opponent: r.Opponent,
      gameInfo: r.Game,
      kickoff: null,
      homeTeam: home,
      awayTeam: away,
      avgPoints: r.FPPG,
      injuryIndicator: r['Injury Indicator'] ?? null,
    };
  });
}

/**
 * A classic-contest export lists both teams of every game and each team's defence. A file cut at a
 * row boundary loses the cheapest rows last (the sites sort by salary), which takes a defence or a
 * whole team with them: refuse rather than import a partial slate.
 */
function checkComplete(rows: readonly SalaryRow[], origin: string): void {
  const teams = new Set(rows.map((r) => r.team));
  const defences = new Set(
    rows.filter((r) => ['DST', 'D', 'DEF'].includes(r.position.toUpperCase())).map((r) => r.team),
  );
  for (const r of rows) {
    for (const side of [r.homeTeam, r.awayTeam]) {
      if (side && !teams.has(side))
        throw new ExportFileError(
          origin,
          `game ${r.gameInfo ?? `${r.awayTeam}@${r.homeTeam}`} lists ${side}, but no ${side} player is in the file: it looks cut short, so nothing was imported`,
        );
    }
  }
  if (defences.size === 0) return; // a slate type without defences (e.g. showdown-style lists)
  const without = [...teams].filter((t) => !defences.has(t)).sort();
  if (without.length > 0)
    throw new ExportFileError(
      origin,
      `no defence row for ${without.join(', ')} while the other teams have one: the file looks cut short, so nothing was imported`,
    );
}
