// The player engine's published figures (decision 022's rule): every table docs/record.md quotes under a
// `record:<name> npm run backtest -- players --markdown` marker is recomputed here the way the command
// computes it (the data pack ingested into a database, the DFS exports in NFL_DATA_DIR loaded like the
// rest, then buildPlayerBacktest) and compared cell by cell; so is the props median view's table
// (`npm run backtest -- props --markdown`). A hand-edited figure, or a model changed without re-running
// the command (`npm run docs:tables` reprints them all), fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCells as cells, tablesAfter } from '../../scripts/doc-tables.ts';
import { testIngestContext } from '../../tests/support/ingest.ts';
import { packDatabase } from '../../tests/support/pack-fixtures.ts';
import type { TestDatabase } from '../../tests/support/test-db.ts';
import { fixedClock } from '../core/clock.ts';
import { buildPlayerBacktest } from '../core/players/player-backtest.ts';
import { projectRoot } from '../db/paths.ts';
import { latestPropReport } from '../db/repositories/prop-picks.ts';
import { PROP_MODEL_VERSION } from '../domain/props/prop-pick.ts';
import { PlayerBacktest } from '../shared/api/player-backtest.ts';
import { MedianAccuracyReport } from '../shared/api/props.ts';
import {
  PLAYER_TABLES,
  type PlayerTable,
  playerTableMarker,
  playerTables,
} from './backtest-players-markdown.ts';
import { PROPS_TABLE_MARKER, propsTable } from './backtest-props-markdown.ts';
import { NFLVERSE_KINDS } from './providers/nflverse/kinds.ts';
import { scoreProps } from './score-props.ts';

const RECORD = path.join(projectRoot(), 'docs/record.md');

/** The lines of the table after a marker's first appearance, or null when the marker is missing. */
const quoted = (text: string, marker: string): string[] | null =>
  tablesAfter(text, (line) => line === marker)[0]?.lines ?? null;

describe('the published player tables', () => {
  let t: TestDatabase;
  let report: PlayerBacktest;
  let expected: Record<PlayerTable, string[]>;

  beforeAll(async () => {
    // Every nflverse kind and the DraftKings exports, as `npm run ingest -- all` loads the pack: the
    // run's one build of that load, shared with the player routes' tests (decision 132).
    t = await packDatabase({ kinds: NFLVERSE_KINDS, dfs: true });
    const built = await buildPlayerBacktest(t.db.orm, new Date());
    if (!built) throw new Error('no weekly player stats in the data pack');
    report = PlayerBacktest.parse(built);
    expected = playerTables(report);
  }, 240_000);
  afterAll(() => t.destroy());

  const record = readFileSync(RECORD, 'utf8');

  /** docs/record.md's table under `marker` is `want`, cell by cell (the first wrong cell named). */
  const expectQuoted = (name: string, marker: string, want: readonly string[]) => {
    const got = quoted(record, marker);
    expect(got, `docs/record.md lacks ${marker}`).not.toBeNull();
    expect(got?.length, `table "${name}": number of lines`).toBe(want.length);
    const header = cells(want[0] ?? '');
    want.forEach((line, r) => {
      const exp = cells(line);
      const row = cells(got?.[r] ?? '');
      exp.forEach((cell, c) => {
        expect(row[c], `table "${name}", row "${exp[0]} ${exp[1]}", column "${header[c]}"`).toBe(cell);
      });
      expect(row.length, `table "${name}", row ${r}: columns`).toBe(exp.length);
    });
  };

  for (const name of PLAYER_TABLES) {
    it(`docs/record.md, table "${name}": every figure is what the backtest computes`, () => {
      expectQuoted(name, playerTableMarker(name), expected[name]);
    });
  }

  it('beats both naive projections at every position in 2023 and 2024 (the claim docs/record.md makes)', () => {
    // 2025's rows are the few player-weeks of weeks 1–2 the pack holds: docs/record.md claims nothing of them.
    const full = report.projections.filter((p) => p.season <= 2024);
    expect(full.map((p) => `${p.season} ${p.position}`)).toEqual([
      '2023 QB',
      '2023 RB',
      '2023 WR',
      '2023 TE',
      '2024 QB',
      '2024 RB',
      '2024 WR',
      '2024 TE',
    ]);
    for (const p of full)
      expect(p.model, `${p.season} ${p.position}`).toBeLessThan(Math.min(p.seasonToDate, p.lastThree));
  });
  it('docs/record.md, table "props": the median view the props job stores for /model, as `backtest -- props --markdown` prints it', async () => {
    // The props job stores the report the /model page serves; the command prints buildMedianReport as of
    // its clock from the same data: one computation (decision 083), so docs/record.md quotes both at once.
    const now = new Date();
    const run = await scoreProps(testIngestContext(t.db, { clock: fixedClock(now) }));
    expect(run.status, run.error ?? '').toBe('success');
    const stored = await latestPropReport(t.db.orm, PROP_MODEL_VERSION, now);
    expectQuoted('props', PROPS_TABLE_MARKER, propsTable(MedianAccuracyReport.parse(stored?.report)));
  }, 300_000);
});
