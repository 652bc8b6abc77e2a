// The pure half of `npm run docs:tables`: find the tables a command printed (each after its
// `<!-- record:NAME COMMAND -->` marker) and put them in place of the tables under the same markers in a
// Markdown document. A marker the command did not print is an error, never left stale in silence.

export const MARKER = /^<!-- record:([\w-]+) (npm run [^>]*?) -->$/;

export interface TableAfterMarker {
  /** The marker line, trimmed. */
  marker: string;
  /** The table's lines, trimmed: every line after the marker up to the first that is not a table row. */
  lines: string[];
}

/**
 * Every table that follows a marker line in a text, in order, a marker that appears twice giving two
 * entries. `isMarker` sees each line trimmed. One reading for the docs:tables script and the tests that
 * check the published tables, so they cannot disagree on where a table ends.
 */
export function tablesAfter(text: string, isMarker: (line: string) => boolean): TableAfterMarker[] {
  const lines = text.split('\n');
  const out: TableAfterMarker[] = [];
  lines.forEach((line, i) => {
    if (!isMarker(line.trim())) return;
    const table: string[] = [];
    for (let j = i + 1; j < lines.length && lines[j]?.trim().startsWith('|'); j++)
      table.push(lines[j]?.trim() ?? '');
    out.push({ marker: line.trim(), lines: table });
  });
  return out;
}

/** The cells of a Markdown table row, trimmed: `| a | b |` -> ['a', 'b']. */
export const tableCells = (line: string): string[] =>
  line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

/** The marked tables in a text (a command's output or a document): marker line -> table lines. */
export function markedTables(text: string): Map<string, string[]> {
  return new Map(tablesAfter(text, (line) => MARKER.test(line)).map((t) => [t.marker, t.lines]));
}

/** The command a marker names: `npm run backtest -- players --markdown`. */
export function markerCommand(marker: string): string {
  const m = MARKER.exec(marker);
  if (!m?.[2]) throw new Error(`not a table marker: ${marker}`);
  return m[2];
}

/**
 * The document with every marked table replaced by the printed one. Throws naming the marker when a
 * printed table is missing, so a renamed or dropped table is seen.
 */
export function replaceTables(doc: string, printed: ReadonlyMap<string, readonly string[]>): string {
  const lines = doc.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    out.push(line);
    if (!MARKER.test(line.trim())) continue;
    const table = printed.get(line.trim());
    if (!table) throw new Error(`no command printed the table of ${line.trim()}`);
    out.push(...table);
    while (lines[i + 1]?.trim().startsWith('|')) i++;
  }
  return out.join('\n');
}
