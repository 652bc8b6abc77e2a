// Reads an SBR archive workbook's first sheet with read-excel-file (a maintained xlsx reader; the npm
// `xlsx` package stopped at 0.18 with known vulnerabilities: decision 089).
import path from 'node:path';
import { readSheet } from 'read-excel-file/node';
import { parseSbrRows, type SbrParse, sbrSeasonOf } from './sbr-rows.ts';

/** `sbr_nfl_odds_2007-08.xlsx` and SBR's own `nfl odds 2007-08.xlsx`. */
export function isSbrWorkbook(file: string): boolean {
  return /odds[ _]\d{4}-\d{2}\.xlsx$/i.test(path.basename(file));
}

export async function readSbrWorkbook(file: string): Promise<SbrParse & { season: number }> {
  const name = path.basename(file);
  const season = sbrSeasonOf(name);
  if (season === undefined) throw new Error(`${file}: no season in the name (expected …odds_YYYY-YY.xlsx)`);
  const rows = await readSheet(file, 1);
  return { ...parseSbrRows(name, season, rows), season };
}
