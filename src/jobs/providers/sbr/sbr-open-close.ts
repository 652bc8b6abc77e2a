// The SBR archive workbooks (data pack nfl/lines/, README there) as opening and closing lines per game
// of our schedule, the minimum the record at the open needs (the full ingest source is the `open`
// helper's sbr-*.ts). Two rows per game; in each of Open and Close the favourite's row holds the
// spread (`pk` = 0) and the other the total, so the smaller is the spread. A column whose pair fails
// the sanity bounds (line-bounds.ts: a total of 541, a game at 10.5 and 6.5) is left unknown.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenClose } from '../../../domain/model/at-open.ts';
import type { ModelGame } from '../../../domain/model/game.ts';
import { spreadProblem, totalProblem } from '../line-bounds.ts';
import { type Cell, readFirstSheet } from './sbr-xlsx-min.ts';

const CODES: Record<string, string[]> = {
  Arizona: ['ARI'],
  Atlanta: ['ATL'],
  Baltimore: ['BAL'],
  Buffalo: ['BUF'],
  BuffaloBills: ['BUF'],
  Carolina: ['CAR'],
  Chicago: ['CHI'],
  Cincinnati: ['CIN'],
  Cleveland: ['CLE'],
  Dallas: ['DAL'],
  Denver: ['DEN'],
  Detroit: ['DET'],
  GreenBay: ['GB'],
  Houston: ['HOU'],
  HoustonTexans: ['HOU'],
  Indianapolis: ['IND'],
  Jacksonville: ['JAX'],
  KansasCity: ['KC'],
  Kansas: ['KC'],
  KCChiefs: ['KC'],
  LAChargers: ['LAC'],
  SanDiego: ['LAC'],
  LARams: ['LA'],
  LosAngeles: ['LA'],
  'St.Louis': ['LA'],
  LVRaiders: ['LV'],
  LasVegas: ['LV'],
  Oakland: ['LV'],
  Miami: ['MIA'],
  Minnesota: ['MIN'],
  NYGiants: ['NYG'],
  NYJets: ['NYJ'],
  NewYork: ['NYG', 'NYJ'],
  NewEngland: ['NE'],
  NewOrleans: ['NO'],
  Philadelphia: ['PHI'],
  Pittsburgh: ['PIT'],
  SanFrancisco: ['SF'],
  Seattle: ['SEA'],
  Tampa: ['TB'],
  TampaBay: ['TB'],
  Tennessee: ['TEN'],
  Washington: ['WAS'],
  Washingtom: ['WAS'],
};

const COL = { date: 0, team: 3, open: 9, close: 10 } as const;
const HOUR_MS = 3_600_000;

const points = (c: Cell): number | null =>
  c === 'pk' || c === 'PK' ? 0 : typeof c === 'number' && Number.isFinite(c) ? c : null;

/** One column of a pair as nflverse's home-positive spread and the total; unknown when implausible. */
export function pairLine(
  first: Cell,
  second: Cell,
  homeIsSecond: boolean,
): { spread: number | null; total: number | null } {
  const a = points(first);
  const b = points(second);
  if (a === null || b === null || a === b) return { spread: null, total: null };
  const [spread, total, favouriteIsSecond] = a < b ? [a, b, false] : [b, a, true];
  if (spreadProblem(spread) || totalProblem(total)) return { spread: null, total: null };
  const homeFavoured = favouriteIsSecond === homeIsSecond;
  return { spread: spread === 0 ? 0 : homeFavoured ? spread : -spread, total };
}

/** Every schedule game the workbooks in `dir` match (same teams, SBR's date within a day). */
export function readOpenClose(
  dir: string,
  games: readonly ModelGame[],
): { lines: Map<string, OpenClose>; unmatched: number } {
  const lines = new Map<string, OpenClose>();
  let unmatched = 0;
  for (const file of readdirSync(dir).filter((f) => /^sbr_nfl_odds_\d{4}-\d{2}\.xlsx$/.test(f))) {
    const season = Number(file.slice(13, 17));
    const inSeason = games.filter((g) => g.season === season);
    const rows = readFirstSheet(readFileSync(path.join(dir, file))).slice(1);
    for (let i = 0; i + 1 < rows.length; i += 2) {
      const first = rows[i] ?? [];
      const second = rows[i + 1] ?? [];
      const mmdd = Number(first[COL.date]);
      const month = Math.floor(mmdd / 100);
      const dayMs = Date.UTC(month >= 8 ? season : season + 1, month - 1, mmdd % 100, 17);
      const a = CODES[String(first[COL.team])] ?? [];
      const b = CODES[String(second[COL.team])] ?? [];
      const game = inSeason.find(
        (g) =>
          Math.abs(g.kickoffMs - dayMs) <= 36 * HOUR_MS &&
          ((a.includes(g.awayTeam) && b.includes(g.homeTeam)) ||
            (a.includes(g.homeTeam) && b.includes(g.awayTeam))),
      );
      if (!game || lines.has(game.id)) {
        unmatched += 1;
        continue;
      }
      const homeIsSecond = b.includes(game.homeTeam);
      lines.set(game.id, {
        open: pairLine(first[COL.open] ?? null, second[COL.open] ?? null, homeIsSecond),
        close: pairLine(first[COL.close] ?? null, second[COL.close] ?? null, homeIsSecond),
      });
    }
  }
  return { lines, unmatched };
}
