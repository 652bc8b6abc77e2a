import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NFL_DATA } from '../../../../tests/support/ingest.ts';
import { finishedSbrWorkbooks, readSbrWorkbook, rememberSbrWorkbooks } from './sbr-workbook.ts';

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

describe('an SBR workbook replaced by one of another size, its modification time kept (decision 158)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gg-sbr-'));
  const file = path.join(dir, 'sbr_nfl_odds_2007-08.xlsx');
  // A whole millisecond: the time put back below is then exactly the time read at first.
  const at = new Date('2029-03-01T12:00:00Z');
  copyFileSync(path.join(NFL_DATA, 'lines/sbr_nfl_odds_2007-08.xlsx'), file);
  utimesSync(file, at, at);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is read again, and its new rows are what the next read returns', async () => {
    const first = await readSbrWorkbook(file);
    // The 2007 opener: New Orleans 10 at Indianapolis 41 (the sheet's first game row).
    expect(first.games[0]?.teams.map((t) => [t.codes[0], t.final])).toEqual([
      ['NO', 10],
      ['IND', 41],
    ]);
    const { mtimeMs, size } = statSync(file);
    // The 2008-09 sheet under the same name (47,047 bytes against 47,056), the old time put back: only
    // the size tells the change.
    copyFileSync(path.join(NFL_DATA, 'lines/sbr_nfl_odds_2008-09.xlsx'), file);
    utimesSync(file, at, at);
    expect(statSync(file).mtimeMs).toBe(mtimeMs);
    expect(statSync(file).size).not.toBe(size);
    const again = await readSbrWorkbook(file);
    // Its first row: Washington 7 at the NY Giants 16 (the 2008 opener).
    expect(again.games[0]?.teams.map((t) => [t.codes[0], t.final])).toEqual([
      ['WAS', 7],
      ['NYG', 16],
    ]);
  });
});

describe("an SBR workbook handed to the model job's thread (decision 139)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gg-sbr-'));
  const at = new Date('2029-06-01T12:00:00Z');
  // Two copies of one sheet with the same size and modification time: what the ingest's thread parsed
  // (`here`) and the same file as the job's thread finds it (`there`, a path its memory has never seen).
  const here = path.join(dir, 'here', 'sbr_nfl_odds_2008-09.xlsx');
  const there = path.join(dir, 'there', 'sbr_nfl_odds_2008-09.xlsx');
  for (const file of [here, there]) {
    mkdirSync(path.dirname(file), { recursive: true });
    copyFileSync(path.join(NFL_DATA, 'lines/sbr_nfl_odds_2008-09.xlsx'), file);
    utimesSync(file, at, at);
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is handed over once parsed, and not parsed again where it is remembered while the file stays the same', async () => {
    const pending = readSbrWorkbook(here);
    // Not finished yet: nothing to hand over.
    expect(finishedSbrWorkbooks().filter((w) => w.file === here)).toEqual([]);
    const parsed = await pending;
    await Promise.resolve();
    const handed = finishedSbrWorkbooks().filter((w) => w.file === here);
    expect(handed).toHaveLength(1);
    // Across threads the parse travels as a structured clone, under the path the other side reads.
    const [sent] = structuredClone(handed).map((w) => ({ ...w, file: there }));
    if (!sent) throw new Error('nothing handed over');
    expect(sent.parsed).toEqual(parsed);

    rememberSbrWorkbooks([sent]);
    // The very object handed over: no second parse of the 2008-09 sheet.
    expect(await readSbrWorkbook(there)).toBe(sent.parsed);

    // A file touched after the parse was handed over is read afresh.
    utimesSync(there, new Date('2031-01-01T00:00:00Z'), new Date('2031-01-01T00:00:00Z'));
    const again = await readSbrWorkbook(there);
    expect(again).not.toBe(sent.parsed);
    expect(again).toEqual(parsed);
  });

  it("takes back the job thread's parse of a file changed since this thread read it (decision 158)", async () => {
    const file = path.join(dir, 'back', 'sbr_nfl_odds_2008-09.xlsx');
    mkdirSync(path.dirname(file), { recursive: true });
    copyFileSync(path.join(NFL_DATA, 'lines/sbr_nfl_odds_2008-09.xlsx'), file);
    utimesSync(file, at, at);
    const old = await readSbrWorkbook(file);
    await Promise.resolve();
    // The file changes; the job's thread reads it afresh and hands its parse back with the new stamp.
    const later = new Date('2032-01-01T00:00:00Z');
    utimesSync(file, later, later);
    const [mine] = finishedSbrWorkbooks().filter((w) => w.file === file);
    if (!mine) throw new Error('the first read was not kept');
    const back = { file, stamp: `${statSync(file).size}|${later.getTime()}`, parsed: structuredClone(old) };
    expect(back.stamp).not.toBe(mine.stamp);
    rememberSbrWorkbooks([back]);
    // Not parsed a third time: the parse handed back is the one read.
    expect(await readSbrWorkbook(file)).toBe(back.parsed);
  });
});
