import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertProperty } from '../../../tests/support/property.ts';
import {
  csvHeader,
  flag,
  integer,
  number,
  numericCells,
  ParseError,
  parseCsv,
  parseNumber,
  parseRows,
  validateRecords,
} from './csv.ts';

describe('CSV reading', () => {
  it('splits quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseRows('a,b,c\n"x, y","say ""hi""","two\nlines"\r\n1,,3')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['1', '', '3'],
    ]);
  });

  it('handles CR-only files, a BOM, a trailing comma and a missing final newline', () => {
    expect(parseCsv('\ufeffa,b\r1,2\r3,').records).toEqual([
      { a: '1', b: '2' },
      { a: '3', b: '' },
    ]);
  });

  it('rejects broken quoting instead of guessing', () => {
    expect(() => parseRows('"abc')).toThrow(/unterminated/);
    expect(() => parseRows('"abc"x,1')).toThrow(/unexpected/);
  });

  it('reads the header from the first chunk only', () => {
    expect(csvHeader('game_id,"season",week\n2025_01_A_B,20')).toEqual(['game_id', 'season', 'week']);
  });

  it('reads numbers the way vendored copies write them', () => {
    expect(integer.parse('69.0')).toBe(69);
    expect(integer.parse('')).toBeNull();
    expect(integer.parse('NA')).toBeNull();
    expect(integer.safeParse('69.5').success).toBe(false);
    expect(number.parse('-3.5')).toBe(-3.5);
    expect(number.safeParse('abc').success).toBe(false);
    expect(flag.parse('1.0')).toBe(true);
  });

  it('reads a cell as a number only when it is written as a decimal number', () => {
    expect(['69', '69.0', '-3.5', '.5', '+2', '1e-05', ' 7 '].map(parseNumber)).toEqual([
      69, 69, -3.5, 0.5, 2, 0.00001, 7,
    ]);
    // Number() takes all of these; a data file means none of them as a number.
    for (const text of ['8o', '0x1A', 'Infinity', 'NaN', '', ' ', '1,5', '--1', '1e'])
      expect(parseNumber(text), text).toBeUndefined();
  });

  it('property: every finite number reads back from how JavaScript writes it', () => {
    assertProperty(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => parseNumber(String(n)) === n),
    );
  });

  it("refuses a stat row with a cell that is not a number, naming the column; '' and NA are no value", () => {
    const cells = numericCells(new Set(['player']));
    expect(cells.safeParse({ player: 'A. Name', yards: '81', tds: '', fumbles: 'NA' }).success).toBe(true);
    const bad = cells.safeParse({ player: 'A. Name', yards: '8o' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['yards'], message: "not a number: '8o'" });
  });

  it('rejects a whole file when any row is invalid, naming the line', () => {
    const schema = z.object({ n: integer });
    expect(() => validateRecords('test', [{ n: '1' }, { n: 'x' }], schema)).toThrow(ParseError);
    expect(() => validateRecords('test', [{ n: '1' }, { n: 'x' }], schema)).toThrow(
      /line 3, column n: not a number/,
    );
  });
});
