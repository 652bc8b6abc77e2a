// Loads SBR's archive of opening lines (the data pack's nfl/lines/*.xlsx, 2007-08 to 2021-22) into the
// line history: each game's "Open" as book `sbr_open`, known at 12:00 Eastern the Tuesday before the
// game (decision 089). The close is nflverse's, already stored at kickoff. An archive, found in
// NFL_DATA_DIR by file name; matched to the schedule already loaded, so it runs after the games.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { gamesBetween } from '../../db/repositories/games.ts';
import { appendOddsSnapshots, type OddsInsert } from '../../db/repositories/odds.ts';
import { EARLY_WEEK_BOOK } from '../../domain/odds/odds-board.ts';
import type { IngestContext } from '../ingest-context.ts';
import { matchSbrGames, type SbrMatch, sbrOpenKnownAt } from '../providers/sbr/sbr-match.ts';
import type { SbrRefusal } from '../providers/sbr/sbr-rows.ts';
import { isSbrWorkbook, readSbrWorkbook } from '../providers/sbr/sbr-workbook.ts';
import { type RunSummary, recordRun } from '../run-recorder.ts';

export const SBR_SOURCE = 'sbr';
/** The line-history book of SBR's opening line. */
export const SBR_OPEN_BOOK = EARLY_WEEK_BOOK;

async function listWorkbooks(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => !e.isDirectory() && isSbrWorkbook(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** A matched game's open as line-history rows: both sides of the spread and of the total, no prices. */
export function sbrOpenRows(m: SbrMatch): OddsInsert[] {
  const capturedAt = sbrOpenKnownAt(m.kickoff);
  const base = { gameId: m.gameId, book: SBR_OPEN_BOOK, price: null, capturedAt, source: SBR_SOURCE };
  const rows: OddsInsert[] = [];
  const { homeSpread, total } = m.open;
  if (homeSpread !== null) {
    // −0 would print as "-0": a pick'em is 0 from both sides.
    rows.push({ ...base, market: 'spreads', side: 'home', line: homeSpread });
    rows.push({ ...base, market: 'spreads', side: 'away', line: homeSpread === 0 ? 0 : -homeSpread });
  }
  if (total !== null) {
    rows.push({ ...base, market: 'totals', side: 'over', line: total });
    rows.push({ ...base, market: 'totals', side: 'under', line: total });
  }
  return rows;
}

const skipped = (why: string): RunSummary => ({
  source: SBR_SOURCE,
  status: 'skipped',
  counts: { inserted: 0, updated: 0, unchanged: 0 },
  durationMs: 0,
  error: why,
});

export async function ingestSbr(ctx: IngestContext): Promise<RunSummary> {
  const dir = ctx.config.nflDataDir;
  if (!dir) return skipped('NFL_DATA_DIR is not set (the SBR archive is read from the data folder)');
  const files = await listWorkbooks(dir);
  if (files.length === 0) return skipped(`no SBR odds workbook (…odds_YYYY-YY.xlsx) in ${dir}`);
  return recordRun(ctx, SBR_SOURCE, async () => {
    const rows: OddsInsert[] = [];
    const refused: SbrRefusal[] = [];
    const refusedValues: SbrRefusal[] = [];
    const perFile: { file: string; games: number; matched: number; offByADay: number }[] = [];
    for (const file of files) {
      const parsed = await readSbrWorkbook(file);
      const { season } = parsed;
      const schedule = await gamesBetween(
        ctx.db.orm,
        new Date(Date.UTC(season, 7, 1)),
        new Date(Date.UTC(season + 1, 2, 31)),
      );
      const { matched, refused: unmatched } = matchSbrGames(parsed.games, season, schedule);
      for (const m of matched) rows.push(...sbrOpenRows(m));
      refused.push(...parsed.refused, ...unmatched);
      refusedValues.push(...parsed.refusedValues);
      perFile.push({
        file: path.basename(file),
        games: parsed.games.length + parsed.refused.length,
        matched: matched.length,
        offByADay: matched.filter((m) => m.dateOffset !== 0).length,
      });
    }
    for (const r of [...refused, ...refusedValues]) ctx.log(`sbr: ${r.file} row ${r.row}: ${r.reason}`);
    const counts = await ctx.db.orm.transaction((tx) => appendOddsSnapshots(tx, rows));
    const games = perFile.reduce((n, f) => n + f.games, 0);
    const matched = perFile.reduce((n, f) => n + f.matched, 0);
    return {
      counts,
      details: { files: perFile, games, matched, refused, refusedValues },
    };
  });
}
