import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NFL_DATA } from '../../../../tests/support/ingest.ts';
import { parseSbrRows, SBR_COLUMNS, type SbrCell, sbrDate } from './sbr-rows.ts';
import { readSbrWorkbook } from './sbr-workbook.ts';

// Date, Rot, VH, Team, 1st–4th, Final, Open, Close, ML, 2H
const row = (
  date: number,
  vh: string,
  team: string,
  final: number,
  open: SbrCell,
  close: SbrCell,
  ml: SbrCell,
) => [date, 1, vh, team, 0, 0, 0, 0, final, open, close, ml, 0];
const sheet = (...rows: SbrCell[][]) => [[...SBR_COLUMNS], ...rows];

describe('SBR rows → games', () => {
  it('reads the spread from the favourite’s row and the total from the other, per column', () => {
    // 2007-09-06 NO@IND: IND's row opens 5.5 and closes 5.5, NO's row opens 50.5 and closes 52.5.
    // KC@HOU 2007-09-09: opens pk on KC's row (a pick'em) with 38.5, closes HOU 3 with a 37.5 total.
    const { games, refused, refusedValues } = parseSbrRows(
      'f.xlsx',
      2007,
      sheet(
        row(906, 'V', 'NewOrleans', 10, 50.5, 52.5, 200),
        row(906, 'H', 'Indianapolis', 41, 5.5, 5.5, -240),
        row(909, 'V', 'KansasCity', 3, 'pk', 37.5, 170),
        row(909, 'H', 'HoustonTexans', 20, 38.5, 3, -200),
      ),
    );
    expect(refused).toEqual([]);
    expect(refusedValues).toEqual([]);
    expect(games).toHaveLength(2);
    const [no, kc] = games;
    expect(no).toMatchObject({ row: 2, date: '2007-09-06', neutral: false });
    expect(no?.teams.map((t) => [t.codes, t.final, t.moneyline])).toEqual([
      [['NO'], 10, 200],
      [['IND'], 41, -240],
    ]);
    expect(no?.open).toEqual({ spread: { favourite: 1, points: 5.5 }, total: 50.5 });
    expect(no?.close).toEqual({ spread: { favourite: 1, points: 5.5 }, total: 52.5 });
    expect(kc?.row).toBe(4);
    expect(kc?.open).toEqual({ spread: { favourite: 0, points: 0 }, total: 38.5 });
    expect(kc?.close).toEqual({ spread: { favourite: 1, points: 3 }, total: 37.5 });
  });

  it('refuses a column whose pair fails the bounds, with file, row and reason, and keeps the rest', () => {
    // 2007-12-23 GB@CHI opens at 9 and 541 (a typo): the open is refused whole, the close stays.
    const { games, refusedValues } = parseSbrRows(
      'sbr_nfl_odds_2007-08.xlsx',
      2007,
      sheet(row(1223, 'V', 'GreenBay', 7, 9, 7, -300), row(1223, 'H', 'Chicago', 35, 541, 34.5, 250)),
    );
    expect(games[0]?.open).toEqual({ spread: null, total: null });
    expect(games[0]?.close).toEqual({ spread: { favourite: 0, points: 7 }, total: 34.5 });
    expect(refusedValues).toEqual([
      {
        file: 'sbr_nfl_odds_2007-08.xlsx',
        row: 2,
        reason: 'Open (9, 541): a total of 541 is outside 20–80 points (spread and total swapped?)',
      },
    ]);
  });

  it('reads a negative cell as the spread of the row that lays it (2021-22 week 10)', () => {
    // JAX@IND 2021-11-14: IND's row opens -10.5 and closes 11.5; JAX's 48 and 48. IND favoured both times.
    const { games } = parseSbrRows(
      'f.xlsx',
      2021,
      sheet(
        row(1114, 'V', 'Jacksonville', 17, 48, 48, 350),
        row(1114, 'H', 'Indianapolis', 23, -10.5, 11.5, -420),
      ),
    );
    expect(games[0]?.open).toEqual({ spread: { favourite: 1, points: 10.5 }, total: 48 });
    expect(games[0]?.close).toEqual({ spread: { favourite: 1, points: 11.5 }, total: 48 });
  });

  it('refuses an open whose favourite flips by 7+ points against the close (the spread on the wrong row)', () => {
    // 2012-12-30 MIA@NE: MIA's row opens 10, NE's row closes 11. The open total 49.5 stays.
    const { games, refusedValues } = parseSbrRows(
      'f.xlsx',
      2012,
      sheet(row(1230, 'V', 'Miami', 0, 10, 48, 500), row(1230, 'H', 'NewEngland', 28, 49.5, 11, -700)),
    );
    expect(games[0]?.open).toEqual({ spread: null, total: 49.5 });
    expect(refusedValues.map((r) => r.reason)).toEqual([
      'Open spread: Miami by 10 at the open, NewEngland by 11 at the close (the open on the wrong row?)',
    ]);
  });

  it('refuses a game with an unknown team whole, and a file that is not the SBR table', () => {
    const { games, refused } = parseSbrRows(
      'f.xlsx',
      2010,
      sheet(row(912, 'V', 'Gotham', 3, 44, 44, 150), row(912, 'H', 'Chicago', 10, 3, 3, -170)),
    );
    expect(games).toEqual([]);
    expect(refused).toEqual([{ file: 'f.xlsx', row: 2, reason: "unknown team 'Gotham'" }]);
    expect(() => parseSbrRows('x.xlsx', 2010, [['Date', 'Team']])).toThrow(/x\.xlsx: not an SBR odds sheet/);
  });

  it('keeps a game whose VH labels are wrong (2013 IND@SF, JAX@SEA: V, N, N, H) and says so', () => {
    const { games, refusedValues } = parseSbrRows(
      'f.xlsx',
      2013,
      sheet(
        row(922, 'V', 'Indianapolis', 27, 45.5, 46.5, 410),
        row(922, 'N', 'SanFrancisco', 7, 10.5, 10.5, -535),
      ),
    );
    expect(games[0]?.teams.map((t) => t.codes[0])).toEqual(['IND', 'SF']);
    expect(refusedValues[0]?.reason).toBe("VH labels 'VN': home and away taken from the schedule");
  });

  it('dates September–December in the season’s year and January–February in the next', () => {
    expect(sbrDate(906, 2007)).toBe('2007-09-06');
    expect(sbrDate(1231, 2007)).toBe('2007-12-31');
    expect(sbrDate(203, 2007)).toBe('2008-02-03');
    expect(sbrDate(230, 2007)).toBeUndefined();
    expect(sbrDate('x', 2007)).toBeUndefined();
  });

  it('property: the smaller value of a column is the spread, on the row that holds it', () => {
    const half = (lo: number, hi: number) => fc.integer({ min: lo * 2, max: hi * 2 }).map((n) => n / 2);
    fc.assert(
      fc.property(half(0, 19.5), half(20, 80), fc.boolean(), (spread, total, onFirst) => {
        const [a, b] = onFirst ? [spread, total] : [total, spread];
        const { games } = parseSbrRows(
          'f.xlsx',
          2015,
          sheet(row(1011, 'V', 'Denver', 0, a, a, 120), row(1011, 'H', 'Oakland', 0, b, b, -140)),
        );
        expect(games[0]?.open).toEqual({ spread: { favourite: onFirst ? 0 : 1, points: spread }, total });
      }),
    );
  });
});

describe('a real SBR workbook of the data pack', () => {
  it('reads the 2007-08 sheet: 267 games, and the one mistyped open (GB@CHI 541) refused', async () => {
    const parsed = await readSbrWorkbook(path.join(NFL_DATA, 'lines/sbr_nfl_odds_2007-08.xlsx'));
    expect(parsed.season).toBe(2007);
    expect(parsed.games).toHaveLength(267);
    expect(parsed.refused).toEqual([]);
    expect(parsed.refusedValues.map((r) => r.row)).toEqual([456]);
    // Rows 2–3 of the sheet, checked by eye: NewOrleans 50.5 / 52.5, Indianapolis 5.5 / 5.5, ML +200 / −240.
    expect(parsed.games[0]).toMatchObject({
      date: '2007-09-06',
      open: { spread: { favourite: 1, points: 5.5 }, total: 50.5 },
      close: { spread: { favourite: 1, points: 5.5 }, total: 52.5 },
    });
  });
});
