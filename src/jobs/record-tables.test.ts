// One source of truth for published figures (issue 7 point 4): every record table in docs/record.md (the
// README links to it; decision 096) and the decisions is recomputed here, the way `npm run backtest -- --from 2010 --to 2025 --markdown` computes
// it (the data pack ingested into a database, then the same planReport/buildReport), and compared cell
// by cell. Editing a figure by hand, or changing the model without re-running the command, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFL_DATA, testIngestContext } from '../../tests/support/ingest.ts';
import { packDatabase } from '../../tests/support/pack-fixtures.ts';
import type { TestDatabase } from '../../tests/support/test-db.ts';
import { loadModelInputs } from '../core/model/model-inputs.ts';
import { buildReport, planReport } from '../core/model/report.ts';
import { projectRoot } from '../db/paths.ts';
import { MODEL_PARAMS } from '../domain/model/params.ts';
import { ModelReport } from '../shared/api/model-report.ts';
import { RECORD_TABLES, type RecordTable, recordTables } from './backtest-markdown.ts';
import { ingestElo538 } from './ingest/elo538.ts';
import { cells, quotedTables } from './quoted-tables.ts';

const FROM = 2010;
const TO = 2025;
const MARKER = /^<!-- record:(\w+) npm run backtest -- --from (\d+) --to (\d+) --markdown -->$/;

const root = projectRoot();
const RECORD = path.join(root, 'docs/record.md');
const documents = [
  path.join(root, 'README.md'),
  RECORD,
  ...readdirSync(path.join(root, 'docs/decisions'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(root, 'docs/decisions', f)),
];

describe('the published record tables', () => {
  let t: TestDatabase;
  let expected: Record<RecordTable, string[]>;

  beforeAll(async () => {
    // The schedule, injury reports and snap counts loaded today: a clone of the run's one load of them
    // (tests/support/pack-fixtures.ts; record-open-tables and recovery-input start from it too), then
    // 538's Elo file with the same live clock, the order this file loaded them in before.
    t = await packDatabase({ kinds: ['games', 'injuries', 'snap_counts'] });
    await ingestElo538(testIngestContext(t.db, { env: { NFL_DATA_DIR: NFL_DATA } }));
    const inputs = await loadModelInputs(t.db.orm, new Date());
    const plan = await planReport(t.db.orm, inputs, { fromSeason: FROM, toSeason: TO });
    if (!plan) throw new Error('no finished games in the data pack');
    expected = recordTables(ModelReport.parse(await buildReport(plan)));
  }, 180_000);
  afterAll(() => t.destroy());

  const quoted = documents.flatMap((file) => quotedTables(file, MARKER));

  it('are in docs/record.md, each of them, for the current model version', () => {
    const record = quoted.filter((q) => q.file === RECORD).map((q) => q.name);
    expect(record).toEqual([...RECORD_TABLES]);
    expect(readFileSync(RECORD, 'utf8')).toContain(`Model ${MODEL_PARAMS.version}`);
  });

  for (const q of quoted) {
    const where = `${path.relative(root, q.file)}, table "${q.name}"`;
    it(`${where}: every figure is what the backtest computes`, () => {
      expect(RECORD_TABLES as readonly string[], `${where}: unknown table`).toContain(q.name);
      expect([q.from, q.to], `${where}: the test recomputes ${FROM}–${TO} only`).toEqual([FROM, TO]);
      const want = expected[q.name as RecordTable];
      expect(q.lines.length, `${where}: number of lines`).toBe(want.length);
      const header = cells(want[0] ?? '');
      want.forEach((line, r) => {
        if (r === 1) return; // the |---| row
        const got = cells(q.lines[r] ?? '');
        const exp = cells(line);
        exp.forEach((cell, c) => {
          expect(got[c], `${where}, row "${exp[0]}", column "${header[c]}"`).toBe(cell);
        });
        expect(got.length, `${where}, row "${exp[0]}": columns`).toBe(exp.length);
      });
    });
  }
});
