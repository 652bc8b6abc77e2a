// The record at the open as docs/record-open.md quotes it (`## The record at the open`): recomputed the
// way `npm run backtest -- --at open --from 2010 --to 2021 --markdown` computes it (the data pack
// ingested into a database, the SBR workbooks read beside it) and compared cell by cell.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFL_DATA } from '../../tests/support/ingest.ts';
import { packDatabase } from '../../tests/support/pack-fixtures.ts';
import type { TestDatabase } from '../../tests/support/test-db.ts';
import { loadModelInputs } from '../core/model/model-inputs.ts';
import { projectRoot } from '../db/paths.ts';
import { recordFromRun, runAtOpenFromFiles } from './backtest-open.ts';
import { OPEN_TABLES, type OpenTable, openTables } from './backtest-open-print.ts';
import { cells, quotedTables } from './quoted-tables.ts';

const FROM = 2010;
const TO = 2021;
const MARKER =
  /^<!-- record:(open-[\w-]+) npm run backtest -- --at open --from (\d+) --to (\d+) --markdown -->$/;
const DOC = path.join(projectRoot(), 'docs/record-open.md');

describe('docs/record-open.md: the record at the open', () => {
  let t: TestDatabase;
  let expected: Record<OpenTable, string[]>;

  beforeAll(async () => {
    // The schedule, injury reports and snap counts loaded today: a clone of the run's one load
    // (tests/support/pack-fixtures.ts).
    t = await packDatabase({ kinds: ['games', 'injuries', 'snap_counts'] });
    const inputs = await loadModelInputs(t.db.orm, new Date());
    const { run } = await runAtOpenFromFiles(inputs.games, path.join(NFL_DATA, 'lines'));
    expected = openTables(recordFromRun(run, { fromSeason: FROM, toSeason: TO }));
  }, 180_000);
  afterAll(() => t.destroy());

  const quoted = quotedTables(DOC, MARKER);

  it('quotes every table of the record at the open, once', () => {
    expect(quoted.map((q) => q.name)).toEqual([...OPEN_TABLES]);
  });

  for (const q of quoted) {
    it(`table "${q.name}": every figure is what the backtest computes`, () => {
      expect([q.from, q.to]).toEqual([FROM, TO]);
      const want = expected[q.name as OpenTable];
      expect(q.lines.length, `${q.name}: number of lines`).toBe(want.length);
      want.forEach((line, r) => {
        if (r === 1) return;
        expect(cells(q.lines[r] ?? ''), `${q.name}, line ${r}`).toEqual(cells(line));
      });
    });
  }
});
