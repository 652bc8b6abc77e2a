// The Markdown tables a document quotes under a marker comment, for the tests that recompute them
// (record-tables.test.ts for the README and the decisions, record-open-tables.test.ts for
// docs/record-open.md): the marker line, then the table's lines.
import { readFileSync } from 'node:fs';

export interface QuotedTable {
  file: string;
  name: string;
  from: number;
  to: number;
  lines: string[];
}

/** Every table of `file` under a line matching `marker` (groups: name, from season, to season). */
export function quotedTables(file: string, marker: RegExp): QuotedTable[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const out: QuotedTable[] = [];
  lines.forEach((line, i) => {
    const m = marker.exec(line.trim());
    if (!m) return;
    const table: string[] = [];
    for (let j = i + 1; j < lines.length && lines[j]?.trim().startsWith('|'); j++)
      table.push(lines[j]?.trim() ?? '');
    out.push({ file, name: m[1] ?? '', from: Number(m[2]), to: Number(m[3]), lines: table });
  });
  return out;
}

/** A table line's cells, trimmed. */
export const cells = (line: string) =>
  line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());
