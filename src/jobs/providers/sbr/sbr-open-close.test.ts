import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadNflGames, NFL_DATA_DIR } from '../../../../tests/support/nfl-schedule-fixture.ts';
import { pairLine, readOpenClose } from './sbr-open-close.ts';

describe('pairLine (one column of a two-row SBR game)', () => {
  it('the smaller value is the spread, on the favourite’s row; nflverse sign is home-positive', () => {
    // 2010 MIN@NO opening: MIN row 51.5, NO row 4.5 → NO (home, second row) by 4.5, total 51.5.
    expect(pairLine(51.5, 4.5, true)).toEqual({ spread: 4.5, total: 51.5 });
    // The same numbers with the favourite's row first (the visitor): the home side gets −4.5.
    expect(pairLine(4.5, 51.5, true)).toEqual({ spread: -4.5, total: 51.5 });
    // At a neutral site listed home-first: the second row is the away team.
    expect(pairLine(51.5, 4.5, false)).toEqual({ spread: -4.5, total: 51.5 });
    expect(pairLine('pk', 44, true)).toEqual({ spread: 0, total: 44 });
  });

  it('leaves a column unknown when the pair fails the bounds (2007 GB@CHI total 541; 10.5 and 6.5)', () => {
    expect(pairLine(541, 7, true)).toEqual({ spread: null, total: null });
    expect(pairLine(10.5, 6.5, true)).toEqual({ spread: null, total: null });
    expect(pairLine(null, 3, true)).toEqual({ spread: null, total: null });
  });
});

describe('readOpenClose on the data pack', () => {
  it('matches 2010 MIN@NO, the season opener, with its open and close', { timeout: 60_000 }, () => {
    const games = loadNflGames({ fromSeason: 2010, toSeason: 2010 });
    const dir = path.join(NFL_DATA_DIR, 'lines');
    const { lines } = readOpenClose(dir, games);
    // Workbook rows 2–3: Minnesota V 51.5 / 49.5, NewOrleans H 4.5 / 5.
    expect(lines.get('2010_01_MIN_NO')).toEqual({
      open: { spread: 4.5, total: 51.5 },
      close: { spread: 5, total: 49.5 },
    });
    expect(lines.size).toBe(267);
  });
});
