import { describe, expect, it } from 'vitest';
import { markedTables, markerCommand, replaceTables, tableCells, tablesAfter } from './doc-tables.ts';

const M = '<!-- record:bets npm run backtest -- --from 2010 --to 2025 --markdown -->';
const P = '<!-- record:props npm run backtest -- props --markdown -->';

describe('docs:tables', () => {
  const doc = [
    '# Record',
    '',
    M,
    '| a | b |',
    '| --- | --- |',
    '| 1 | 2 |',
    '',
    'Prose.',
    P,
    '| m |',
    '| x |',
    'End.',
  ].join('\n');

  it('reads each marked table up to the first line that is not a table row', () => {
    const tables = markedTables(doc);
    expect([...tables.keys()]).toEqual([M, P]);
    expect(tables.get(M)).toEqual(['| a | b |', '| --- | --- |', '| 1 | 2 |']);
    expect(tables.get(P)).toEqual(['| m |', '| x |']);
  });

  it('lists every table after a marker in order, a marker seen twice twice (a Map would keep the last)', () => {
    const twice = `${doc}\n${M}\n| c |\n`;
    expect(tablesAfter(twice, (line) => line === M)).toEqual([
      { marker: M, lines: ['| a | b |', '| --- | --- |', '| 1 | 2 |'] },
      { marker: M, lines: ['| c |'] },
    ]);
    // Markers are seen trimmed, and a marker with no table under it has an empty table.
    expect(tablesAfter(`  ${P}  \nno table`, (line) => line === P)).toEqual([{ marker: P, lines: [] }]);
  });

  it('splits a table row into its trimmed cells', () => {
    expect(tableCells('| 2025 | 90–118–1 |  43.3% |')).toEqual(['2025', '90–118–1', '43.3%']);
    expect(tableCells('| --- | --- |')).toEqual(['---', '---']);
  });

  it('names the command of a marker', () => {
    expect(markerCommand(M)).toBe('npm run backtest -- --from 2010 --to 2025 --markdown');
    expect(markerCommand(P)).toBe('npm run backtest -- props --markdown');
  });

  it('replaces every marked table, longer or shorter, and leaves the prose as it was', () => {
    const printed = new Map([
      [M, ['| a | b |', '| --- | --- |', '| 3 | 4 |', '| 5 | 6 |']],
      [P, ['| m |']],
    ]);
    expect(replaceTables(doc, printed).split('\n')).toEqual([
      '# Record',
      '',
      M,
      '| a | b |',
      '| --- | --- |',
      '| 3 | 4 |',
      '| 5 | 6 |',
      '',
      'Prose.',
      P,
      '| m |',
      'End.',
    ]);
  });

  it('refuses a document whose marked table no command printed', () => {
    expect(() => replaceTables(doc, new Map([[M, ['| a |']]]))).toThrow(
      /no command printed the table of <!-- record:props/,
    );
  });
});
