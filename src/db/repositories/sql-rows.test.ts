// The raw-SQL row mapper (decision 104): text numbers and dates converted, misfits refused by column.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseRows, sqlNumber, sqlTime } from './sql-rows.ts';

const Row = z.object({ id: sqlNumber, line: sqlNumber.nullable(), at: sqlTime });

describe('parseRows', () => {
  it('converts int8 text to a number and keeps a null where the column may be null', () => {
    const at = new Date('2025-12-07T18:00:00Z');
    expect(
      parseRows(Row, [
        { id: '42', line: -3.5, at },
        { id: 7, line: null, at: '2025-12-07 18:00:00+00' },
      ]),
    ).toEqual([
      { id: 42, line: -3.5, at },
      { id: 7, line: null, at },
    ]);
  });

  it('refuses a null where none may be, naming the row and column (a cast read it as 0 or NaN)', () => {
    expect(() =>
      parseRows(Row, [
        { id: 1, line: 1, at: new Date(0) },
        { id: null, line: 1, at: new Date(0) },
      ]),
    ).toThrow(/^row 2, column id: /);
    expect(() => parseRows(Row, [{ id: 1, line: 1, at: 'not a time' }])).toThrow(/^row 1, column at: /);
    expect(() => parseRows(Row, [{ id: 'abc', line: 1, at: new Date(0) }])).toThrow(/^row 1, column id: /);
  });

  it("names a nested column by its dotted path and keeps zod's own reason", () => {
    const Nested = z.object({ odds: z.object({ line: sqlNumber }) });
    // 'abc' is text, so it passes the union; Number('abc') is NaN, which z.number() refuses.
    expect(() => parseRows(Nested, [{ odds: { line: 'abc' } }])).toThrow(
      'row 1, column odds.line: Invalid input: expected number, received NaN',
    );
  });
});
