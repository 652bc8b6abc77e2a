import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertAsyncProperty } from '../../../tests/support/property.ts';
import { integer, ParseError, parseRows, type RowParser, requiredText, scanRows } from './csv.ts';
import { streamCsv, textChunks } from './csv-stream.ts';

const Row = z.object({ id: requiredText, n: integer });
const parser: RowParser<typeof Row, { id: string; n: number | null }> = {
  source: 'test',
  schema: Row,
  map: (r) => (r.id === 'skip' ? null : r),
};

/** The text cut at the given offsets, as a stream would deliver it. */
async function* cutAt(text: string, cuts: number[]): AsyncGenerator<string> {
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    yield text.slice(from, cut);
    from = cut;
  }
  yield text.slice(from);
}

async function collect(chunks: AsyncIterable<string>, batchRows = 2) {
  const batches: { id: string; n: number | null }[][] = [];
  const result = await streamCsv(chunks, parser, async (b) => void batches.push(b), { batchRows });
  return { batches, result };
}

describe('streamed CSV', () => {
  it('reads rows however the text is cut into chunks (quotes, CRLF, CR, line breaks in fields)', async () => {
    const field = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', 'b', ' ', '1', 'é', '😀') }),
      fc
        .string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r') })
        .map((s) => `"${s.replaceAll('"', '""')}"`),
    );
    const row = fc.array(field, { minLength: 1, maxLength: 4 }).map((f) => f.join(','));
    const csv = fc
      .tuple(fc.array(row, { minLength: 1, maxLength: 8 }), fc.constantFrom('\n', '\r\n', '\r'), fc.boolean())
      .map(([rows, eol, last]) => rows.join(eol) + (last ? eol : ''));
    await assertAsyncProperty(
      fc.asyncProperty(csv, fc.array(fc.nat(), { maxLength: 6 }), async (text, offsets) => {
        const cuts = offsets.map((o) => o % (text.length + 1));
        const rows: string[][] = [];
        let rest = '';
        for await (const chunk of cutAt(text, cuts)) {
          const scanned = scanRows(rest + chunk, false);
          rows.push(...scanned.rows);
          rest = (rest + chunk).slice(scanned.consumed);
        }
        rows.push(...scanRows(rest, true).rows);
        expect(rows).toEqual(parseRows(text));
      }),
      { numRuns: 500 },
    );
  });

  it('hands over valid rows in batches, leaving out what the parser skips', async () => {
    const text = 'id,n\r\na,1\r\nskip,2\r\nb,\r\nc,3.0\r\n';
    const { batches, result } = await collect(cutAt(text, [3, 9, 10, 17]));
    expect(batches).toEqual([
      [
        { id: 'a', n: 1 },
        { id: 'b', n: null },
      ],
      [{ id: 'c', n: 3 }],
    ]);
    expect(result).toEqual({ rows: 3, skipped: 1 });
  });

  it('rejects the file after its last row when any row is invalid, and hands nothing over after it', async () => {
    const text = `id,n\n${Array.from({ length: 10 }, (_, i) => `r${i},${i === 5 || i === 8 ? 'x' : i}`).join('\n')}\n`;
    const seen: string[] = [];
    const run = streamCsv(textChunks(text, 7), parser, async (b) => void seen.push(...b.map((r) => r.id)), {
      batchRows: 2,
    });
    await expect(run).rejects.toThrow(ParseError);
    await expect(streamCsv(textChunks(text, 7), parser, async () => {}, { batchRows: 2 })).rejects.toThrow(
      "test: 2 invalid rows; first: line 7, column n: not a number: 'x' | line 10, column n: not a number",
    );
    expect(seen).toEqual(['r0', 'r1', 'r2', 'r3']);
  });

  it('rejects a file cut short in the middle of a row', async () => {
    const text = 'id,n\na,1\nb,2\nc';
    await expect(collect(textChunks(text, 4))).rejects.toThrow(
      'test: 1 invalid row; first: line 4: has 1 fields, the header has 2 (a file cut short?)',
    );
  });

  it('checks the header before reading any row', async () => {
    const refuse = (columns: string[]) => {
      if (!columns.includes('n')) throw new Error(`no n column in ${columns.join('|')}`);
    };
    await expect(
      streamCsv(textChunks('id,m\na,1\n'), parser, async () => {}, { header: refuse }),
    ).rejects.toThrow('no n column in id|m');
    await expect(streamCsv(textChunks(''), parser, async () => {}, { header: refuse })).rejects.toThrow(
      'no n column in ',
    );
  });

  it('parses the next batch while the previous one is written, one write at a time and in order', async () => {
    const log: string[] = [];
    const logging: RowParser<typeof Row, { id: string; n: number | null }> = {
      ...parser,
      map: (r) => {
        log.push(`parse ${r.id}`);
        return r;
      },
    };
    const write = async (b: { id: string }[]) => {
      const ids = b.map((r) => r.id).join('');
      log.push(`write ${ids}`);
      // The database's turn: the event loop goes round before the write is done.
      await new Promise((resolve) => setImmediate(resolve));
      log.push(`written ${ids}`);
    };
    const result = await streamCsv(textChunks('id,n\na,1\nb,2\nc,3\nd,4\ne,5\n'), logging, write, {
      batchRows: 2,
    });
    expect(result).toEqual({ rows: 5, skipped: 0 });
    expect(log).toEqual([
      'parse a',
      'parse b',
      'write ab',
      // c and d are parsed while a and b are being written; c-d's write waits for a-b's.
      'parse c',
      'parse d',
      'written ab',
      'write cd',
      'parse e',
      'written cd',
      'write e',
      'written e',
    ]);
  });

  it('fails with the write that failed, and writes nothing after it', async () => {
    const text = `id,n\n${Array.from({ length: 10 }, (_, i) => `r${i},${i}`).join('\n')}\n`;
    let writes = 0;
    const failing = async () => {
      writes += 1;
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('disk full');
    };
    await expect(streamCsv(textChunks(text, 7), parser, failing, { batchRows: 2 })).rejects.toThrow(
      'disk full',
    );
    expect(writes).toBe(1);
  });

  it('keeps memory flat on a 60 MB file: it is never held whole, nor its rows', async () => {
    const ROWS = 600_000;
    async function* big() {
      yield 'id,n\n';
      for (let i = 0; i < ROWS; i += 1000) {
        let chunk = '';
        for (let j = i; j < i + 1000; j++) chunk += `player-${j}-${'x'.repeat(80)},${j}\n`;
        yield chunk;
      }
    }
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let rows = 0;
    await streamCsv(big(), parser, async (batch) => {
      rows += batch.length;
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    });
    expect(rows).toBe(ROWS);
    // The text alone is ~60 MB and its parsed rows several times that; a stream holds a batch.
    expect((peak - before) / 1024 / 1024).toBeLessThan(40);
  }, 60_000);
});
