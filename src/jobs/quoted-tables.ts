// The Markdown tables a document quotes under a marker comment, for the tests that recompute them
// (record-tables.test.ts for the README and the decisions, record-open-tables.test.ts for
// docs/record-open.md): the marker line, then the table's lines.
import { readFileSync } from 'node:fs';
import { tableCells, tablesAfter } from '../../scripts/doc-tables.ts';

export interface QuotedTable {
  file: string;
  name: string;
  from: number;
  to: number;
  lines: string[];
}

/** Every table of `file` under a line matching `marker` (groups: name, from season, to season). */
export function quotedTables(file: string, marker: RegExp): QuotedTable[] {
  return tablesAfter(readFileSync(file, 'utf8'), (line) => marker.test(line)).map((t) => {
    const m = marker.exec(t.marker);
    return { file, name: m?.[1] ?? '', from: Number(m?.[2]), to: Number(m?.[3]), lines: t.lines };
  });
}

/** A table line's cells, trimmed. */
export const cells = tableCells;
