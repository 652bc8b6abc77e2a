// CSV files read as a stream: rows are parsed as their text arrives, validated, and handed over in
// batches, so neither a whole file nor its whole parsed table is ever held in memory (the batch being
// written and the one being parsed). A file is still
// all or nothing: a caller writes the batches inside one transaction, and any invalid row (or a row
// cut short) makes streamCsv throw after the last row, which rolls every batch back.
import type { z } from 'zod';
import { itemAt } from '../../shared/guards.ts';
import { describeIssue, ParseError, type RowParser, scanRows } from './csv.ts';

export interface StreamOptions {
  /** Rows per batch handed to `onBatch` at most. */
  batchRows?: number;
  /** Characters of CSV text per batch at most: a wide file (140 columns) gets smaller batches. */
  batchChars?: number;
  /** Checks the header before any row is read (throw to refuse the file). */
  header?: (columns: string[]) => void;
  /** The file (path or URL) that errors name. */
  origin?: string;
}

export interface StreamResult {
  /** Rows handed over. */
  rows: number;
  /** Valid rows the parser left out. */
  skipped: number;
}

const BATCH_ROWS = 2_000;
// About 2,000 rows of a 40-column file; its parsed objects and the write's parameters take ~30 MB (two
// batches at once since writes overlap the parsing). Not halved for that: the bounds are part of what a
// run reports, since a key repeated within one batch counts as unchanged and across two as an update
// (bulk-upsert.ts; nflverse's rosters repeat players), decision 139.
const BATCH_CHARS = 512 * 1024;

export async function streamCsv<S extends z.ZodType, T>(
  chunks: AsyncIterable<string>,
  parser: RowParser<S, T>,
  onBatch: (rows: T[]) => Promise<void>,
  options: StreamOptions = {},
): Promise<StreamResult> {
  const batchRows = options.batchRows ?? BATCH_ROWS;
  const batchChars = options.batchChars ?? BATCH_CHARS;
  let chars = 0;
  let header: string[] | undefined;
  let rest = '';
  let line = 1;
  let bad = 0;
  const problems: string[] = [];
  let batch: T[] = [];
  const result: StreamResult = { rows: 0, skipped: 0 };
  // The batch being written while the next one is parsed (decision 139): the writes are PostgreSQL's
  // work, on the other core, and still one at a time and in order (they share one transaction).
  let writing: Promise<void> | undefined;
  const handOver = async (rows: T[]) => {
    await writing;
    writing = onBatch(rows);
    // Awaited before the next batch or the end; until then a failed write must not count as unhandled.
    writing.catch(() => {});
  };
  const problem = (text: string) => {
    bad += 1;
    if (problems.length < 3) problems.push(text);
  };

  const take = async (rows: string[][]) => {
    for (const fields of rows) {
      if (!header) {
        header = fields.map((h) => h.trim());
        options.header?.(header);
        continue;
      }
      if (fields.length === 1 && fields[0] === '') continue;
      line += 1;
      if (fields.length !== header.length) {
        problem(
          `line ${line}: has ${fields.length} fields, the header has ${header.length} (a file cut short?)`,
        );
        continue;
      }
      const record: Record<string, string> = {};
      for (let i = 0; i < header.length; i++) {
        const name = itemAt(header, i);
        if (name !== '') record[name] = itemAt(fields, i);
      }
      const parsed = parser.schema.safeParse(record);
      if (!parsed.success) {
        problem(describeIssue(line, parsed.error.issues[0]));
        continue;
      }
      // After a bad row nothing more is written (it would be rolled back); the rest is still
      // checked, so the error counts every invalid row.
      if (bad > 0) continue;
      const row = parser.map(parsed.data, record);
      if (row === null) result.skipped += 1;
      else batch.push(row);
      for (const f of fields) chars += f.length + 1;
      if (batch.length >= batchRows || chars >= batchChars) {
        result.rows += batch.length;
        await handOver(batch);
        batch = [];
        chars = 0;
      }
    }
  };

  try {
    let first = true;
    for await (const chunk of chunks) {
      let text = rest + chunk;
      if (first && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
      const { rows, consumed } = scanRows(text, false);
      rest = text.slice(consumed);
      await take(rows);
    }
    await take(scanRows(rest, true).rows);
    if (!header) options.header?.([]);
    if (bad > 0)
      throw new ParseError(
        options.origin ? `${options.origin} (${parser.source})` : parser.source,
        problems,
        bad,
      );
    if (batch.length > 0) {
      result.rows += batch.length;
      await handOver(batch);
    }
    await writing;
    return result;
  } catch (error) {
    // Nothing is left writing when the caller hears of the failure (and rolls its transaction back).
    await writing?.catch(() => {});
    throw error;
  }
}

/** A text already in memory (a download), handed over in slices like a file stream. */
export async function* textChunks(text: string, size = 64 * 1024): AsyncGenerator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}
