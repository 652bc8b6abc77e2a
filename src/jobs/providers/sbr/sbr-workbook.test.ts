import { copyFileSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NFL_DATA } from '../../../../tests/support/ingest.ts';
import { readSbrWorkbook } from './sbr-workbook.ts';

describe('an SBR workbook read twice (decision 110)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gg-sbr-'));
  const file = path.join(dir, 'sbr_nfl_odds_2007-08.xlsx');
  copyFileSync(path.join(NFL_DATA, 'lines/sbr_nfl_odds_2007-08.xlsx'), file);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is parsed once while the file stays the same, and again once it changes', async () => {
    const first = await readSbrWorkbook(file);
    expect(first.games).toHaveLength(267);
    // Same size and modification time: the parse already made (the ingest, then the model job).
    expect(await readSbrWorkbook(file)).toBe(first);
    // The file touched (a new copy of the pack): read again, with the same 267 games.
    utimesSync(file, new Date('2030-01-01T00:00:00Z'), new Date('2030-01-01T00:00:00Z'));
    const again = await readSbrWorkbook(file);
    expect(again).not.toBe(first);
    expect(again.games).toHaveLength(267);
  });
});
