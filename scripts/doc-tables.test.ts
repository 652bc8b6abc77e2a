import { describe, expect, it } from 'vitest';
import { markedTables, markerCommand, replaceTables } from './doc-tables.ts';

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
