// Reads an SBR archive workbook's first sheet with read-excel-file (a maintained xlsx reader; the npm
// `xlsx` package stopped at 0.18 with known vulnerabilities: decision 089).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { readSheet } from 'read-excel-file/node';
import { parseSbrRows, type SbrParse, sbrSeasonOf } from './sbr-rows.ts';

/** `sbr_nfl_odds_2007-08.xlsx` and SBR's own `nfl odds 2007-08.xlsx`. */
export function isSbrWorkbook(file: string): boolean {
  return /odds[ _]\d{4}-\d{2}\.xlsx$/i.test(path.basename(file));
}

type Parsed = SbrParse & { season: number };

/** A workbook's finished parse with the size and modification time it was read at (plain data). */
export interface SbrWorkbookParse {
  file: string;
  stamp: string;
  parsed: Parsed;
}

/**
 * The last parse of each workbook, by path, with the size and modification time it was read at: `npm
 * run ingest -- all` reads the fifteen workbooks for the SBR source and again, moments later, for the
 * model job's record at the open (about a second of parsing each time; decision 110). A changed file
 * is read again. Callers only read what they get.
 */
const parsedWorkbooks = new Map<string, { stamp: string; parsed: Promise<Parsed>; done?: Parsed }>();

export async function readSbrWorkbook(file: string): Promise<Parsed> {
  const { size, mtimeMs } = await stat(file);
  const stamp = `${size}|${mtimeMs}`;
  const known = parsedWorkbooks.get(file);
  if (known?.stamp === stamp) return known.parsed;
  const parsed = parseWorkbook(file);
  const entry: { stamp: string; parsed: Promise<Parsed>; done?: Parsed } = { stamp, parsed };
  parsedWorkbooks.set(file, entry);
  parsed.then(
    (done) => {
      entry.done = done;
    },
    // A failed read is not remembered: the next call tries again.
    () => {
      if (parsedWorkbooks.get(file)?.parsed === parsed) parsedWorkbooks.delete(file);
    },
  );
  return parsed;
}

/**
 * The finished parses this thread holds, to hand to another thread (decision 139): the model job runs
 * on a thread of its own (decision 128), whose memory of parses starts empty, so without them it read
 * the fifteen workbooks again (about 2 s of CPU) right after the SBR source had read them here.
 */
export function finishedSbrWorkbooks(): SbrWorkbookParse[] {
  return [...parsedWorkbooks].flatMap(([file, e]) =>
    e.done ? [{ file, stamp: e.stamp, parsed: e.done }] : [],
  );
}

/**
 * Parses made by another thread, remembered as this thread's own: `readSbrWorkbook` still compares each
 * file's size and modification time with the stamp it was read at, so a file changed since is read again.
 * A finished parse of another stamp gives way (the model job's thread read the file as changed and hands
 * its parse back, decision 158); a parse still running here is left to finish.
 */
export function rememberSbrWorkbooks(parses: readonly SbrWorkbookParse[]): void {
  for (const { file, stamp, parsed } of parses) {
    const known = parsedWorkbooks.get(file);
    if (!known || (known.done && known.stamp !== stamp))
      parsedWorkbooks.set(file, { stamp, parsed: Promise.resolve(parsed), done: parsed });
  }
}

async function parseWorkbook(file: string): Promise<Parsed> {
  const name = path.basename(file);
  const season = sbrSeasonOf(name);
  if (season === undefined) throw new Error(`${file}: no season in the name (expected …odds_YYYY-YY.xlsx)`);
  const rows = await readSheet(file, 1);
  return { ...parseSbrRows(name, season, rows), season };
}
