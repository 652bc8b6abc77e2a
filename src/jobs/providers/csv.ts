// CSV reading shared by the file-based providers, and zod field types for how vendored copies write
// values: empty or 'NA' for missing, integers sometimes as '69.0' (a pandas round trip).
import { z } from 'zod';
import { itemAt } from '../../shared/guards.ts';

export interface CsvTable {
  header: string[];
  records: Record<string, string>[];
}

export function parseCsv(text: string): CsvTable {
  const rows = parseRows(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  const header = (rows[0] ?? []).map((h) => h.trim());
  const records: Record<string, string>[] = [];
  for (let r = 1; r < rows.length; r++) {
    const row = itemAt(rows, r);
    if (row.length === 1 && row[0] === '') continue;
    const record: Record<string, string> = {};
    for (let i = 0; i < header.length; i++) {
      const name = itemAt(header, i);
      if (name !== '') record[name] = row[i] ?? '';
    }
    records.push(record);
  }
  return { header, records };
}

/** Only the first line, to recognise a file by its columns without parsing all of it. */
export function csvHeader(firstChunk: string): string[] {
  const text = firstChunk.charCodeAt(0) === 0xfeff ? firstChunk.slice(1) : firstChunk;
  const end = text.search(/\r?\n/);
  return (parseRows(end === -1 ? text : text.slice(0, end))[0] ?? []).map((h) => h.trim());
}

/**
 * RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks; LF, CRLF and lone CR
 * all end a row. Hand-written because it runs over every row of every file on each ingest, several
 * times faster than a general-purpose parser.
 */
export function parseRows(text: string): string[][] {
  return scanRows(text, true).rows;
}

/**
 * The complete rows at the start of `text`, and where the first incomplete one starts (`consumed`).
 * With `final` false, a row is complete only once its line break is seen, so text that arrives in
 * chunks is parsed as it comes (csv-stream.ts); with `final` true the text is all there is.
 */
export function scanRows(text: string, final: boolean): { rows: string[][]; consumed: number } {
  const rows: string[][] = [];
  let row: string[] = [];
  let rowStart = 0;
  let i = 0;
  const n = text.length;
  const incomplete = () => ({ rows, consumed: rowStart });
  while (i < n) {
    let field: string;
    if (text.charCodeAt(i) === 34) {
      let value = '';
      let start = ++i;
      for (;;) {
        const q = text.indexOf('"', start);
        if (q === -1) {
          if (!final) return incomplete();
          throw new Error('CSV: unterminated quoted field');
        }
        value += text.slice(start, q);
        if (text.charCodeAt(q + 1) === 34) {
          value += '"';
          start = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      field = value;
    } else {
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === 44 || c === 10 || c === 13) break;
        j++;
      }
      if (j === n && !final) return incomplete();
      field = text.slice(i, j);
      i = j;
    }
    row.push(field);
    const c = text.charCodeAt(i);
    if (i < n && c !== 44 && c !== 10 && c !== 13)
      throw new Error(`CSV: unexpected '${text[i]}' after a quoted field`);
    if (c === 44) {
      i++;
      if (i === n) {
        if (!final) return incomplete();
        row.push('');
      }
    } else {
      if (i === n && !final) return incomplete();
      // A CR at the very end may be the first half of a CRLF.
      if (c === 13 && i + 1 === n && !final) return incomplete();
      if (c === 13 && text.charCodeAt(i + 1) === 10) i += 2;
      else if (c === 10 || c === 13) i++;
      rows.push(row);
      row = [];
      rowStart = i;
    }
  }
  if (row.length > 0) rows.push(row);
  return { rows, consumed: final ? n : rowStart };
}

const missing = (v: string) => v.trim() === '' || v.trim() === 'NA';

/** Optional text: '' and 'NA' become null. */
export const text = z.string().transform((v) => (missing(v) ? null : v.trim()));
/** Required text. */
export const requiredText = z
  .string()
  .transform((v) => v.trim())
  .pipe(z.string().min(1, 'is required'));

// A decimal number as data files write it ('69', '69.0', '-3.5', '.5', '1e-05'). Number() alone would
// also take '0x1A', 'Infinity' and ' ' (as 0), none of which a data file means as a number.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The number a cell holds, or undefined when it holds something else ('8o'); '' and 'NA' are for `missing`. */
export function parseNumber(value: string): number | undefined {
  const v = value.trim();
  return DECIMAL.test(v) ? Number(v) : undefined;
}

/** Optional number; '69.0' and '69' both read as 69. */
export const number = z.string().transform((v, ctx) => {
  if (missing(v)) return null;
  const n = parseNumber(v);
  if (n === undefined) {
    ctx.addIssue({ code: 'custom', message: `not a number: '${v}'` });
    return z.NEVER;
  }
  return n;
});

/** Optional whole number: '69.0' is accepted, '69.5' is not. */
export const integer = number.refine((n) => n === null || Number.isInteger(n), 'not a whole number');
export const requiredInteger = integer.refine((n) => n !== null, 'is required').transform((n) => n as number);

/** 0/1 (or TRUE/FALSE) flag. */
export const flag = z.string().transform((v, ctx) => {
  const s = v.trim().toLowerCase();
  if (s === '1' || s === '1.0' || s === 'true') return true;
  if (s === '0' || s === '0.0' || s === 'false' || missing(v)) return false;
  ctx.addIssue({ code: 'custom', message: `not a 0/1 flag: '${v}'` });
  return z.NEVER;
});

/** One invalid cell (or row) for a ParseError: 'line 5, column receiving_yards: not a number: '8o''. */
export function describeIssue(line: number, issue: z.core.$ZodIssue | undefined): string {
  const column = issue?.path.join('.');
  return `line ${line}${column ? `, column ${column}` : ''}: ${issue?.message ?? 'invalid'}`;
}

export class ParseError extends Error {
  constructor(source: string, problems: string[], total: number) {
    super(
      `${source}: ${total} invalid row${total === 1 ? '' : 's'}; first: ${problems.slice(0, 3).join(' | ')}`,
    );
    this.name = 'ParseError';
  }
}

/** How one kind of file becomes rows: its schema, then a mapping (null leaves a valid row out). */
export interface RowParser<S extends z.ZodType, T> {
  /** For messages: "nflverse games: 2 invalid rows; first: …". */
  source: string;
  schema: S;
  map: (row: z.output<S>, record: Record<string, string>) => T | null;
}

/** A whole text at once, for small files and tests; the nflverse ingest streams (csv-stream.ts). */
export function parseWith<S extends z.ZodType, T>(
  parser: RowParser<S, T>,
  text: string,
): { rows: T[]; skipped: number } {
  const { records } = parseCsv(text);
  const valid = validateRecords(parser.source, records, parser.schema);
  const rows: T[] = [];
  valid.forEach((row, i) => {
    const mapped = parser.map(row, itemAt(records, i));
    if (mapped !== null) rows.push(mapped);
  });
  return { rows, skipped: valid.length - rows.length };
}

/**
 * Validates every record; any invalid row rejects the whole file, so a malformed download never
 * half-writes. Row numbers count the header as line 1.
 */
export function validateRecords<S extends z.ZodType>(
  source: string,
  records: Record<string, string>[],
  schema: S,
): z.output<S>[] {
  const out: z.output<S>[] = [];
  const problems: string[] = [];
  let bad = 0;
  records.forEach((record, i) => {
    const result = schema.safeParse(record);
    if (result.success) out.push(result.data);
    else {
      bad += 1;
      if (problems.length < 3) problems.push(describeIssue(i + 2, result.error.issues[0]));
    }
  });
  if (bad > 0) throw new ParseError(source, problems, bad);
  return out;
}

/**
 * A stat file's row checked cell by cell: every column outside `skip` holds a number, or nothing ('' or
 * 'NA'). A cell like '8o' refuses the file, naming its column, instead of being left out of the row's
 * stats (which would read as "no receiving yards"). Pipe the row's own schema after it.
 */
export function numericCells(skip: ReadonlySet<string>) {
  return z.record(z.string(), z.string()).superRefine((record, ctx) => {
    for (const [key, value] of Object.entries(record)) {
      if (skip.has(key) || missing(value) || parseNumber(value) !== undefined) continue;
      ctx.addIssue({ code: 'custom', path: [key], message: `not a number: '${value}'` });
    }
  });
}

/** Numeric columns of a record (checked by `numericCells`) as a map, without the non-stat columns and empty values. */
export function numericColumns(
  record: Record<string, string>,
  skip: ReadonlySet<string>,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(record)) {
    if (skip.has(key) || missing(value)) continue;
    const n = parseNumber(value);
    if (n !== undefined) out[key] = n;
  }
  return out;
}
