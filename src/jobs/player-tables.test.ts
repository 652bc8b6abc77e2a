// The player engine's published figures (decision 022's rule): every table the README quotes under a
// `record:<name> npm run backtest -- players --markdown` marker is recomputed here the way the command
// computes it (the data pack ingested into a database, the DFS exports in NFL_DATA_DIR loaded like the
// rest, then buildPlayerBacktest) and compared cell by cell. A hand-edited figure, or a model changed
// without re-running the command, fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFL_DATA, testIngestContext } from '../../tests/support/ingest.ts';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { buildPlayerBacktest } from '../core/players/player-backtest.ts';
import { projectRoot } from '../db/paths.ts';
import { PlayerBacktest } from '../shared/api/player-backtest.ts';
import {
  PLAYER_TABLES,
  type PlayerTable,
  playerTableMarker,
  playerTables,
} from './backtest-players-markdown.ts';
import { ingestDfsFolder } from './ingest/dfs-folder.ts';
import { ingestNflverse } from './ingest/nflverse.ts';

const README = path.join(projectRoot(), 'README.md');

/** The lines of the table after a marker, or null when the marker is missing. */
function quoted(text: string, marker: string): string[] | null {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.trim() === marker);
  if (at < 0) return null;
  const out: string[] = [];
  for (let j = at + 1; j < lines.length && lines[j]?.trim().startsWith('|'); j++)
    out.push(lines[j]?.trim() ?? '');
  return out;
}

const cells = (line: string) =>
  line
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) => c.trim());

describe('the published player tables', () => {
  let t: TestDatabase;
  let report: PlayerBacktest;
  let expected: Record<PlayerTable, string[]>;

  beforeAll(async () => {
    t = await createTestDatabase();
    const ctx = testIngestContext(t.db, { env: { NFL_DATA_DIR: NFL_DATA } });
    await ingestNflverse(ctx, {
      kinds: ['games', 'player_ids', 'rosters', 'player_week_stats', 'snap_counts', 'injuries'],
    });
    await ingestDfsFolder(ctx);
    const built = await buildPlayerBacktest(t.db.orm, new Date());
    if (!built) throw new Error('no weekly player stats in the data pack');
    report = PlayerBacktest.parse(built);
    expected = playerTables(report);
  }, 240_000);
  afterAll(() => t.destroy());

  const readme = readFileSync(README, 'utf8');

  for (const name of PLAYER_TABLES) {
    it(`README, table "${name}": every figure is what the backtest computes`, () => {
      const got = quoted(readme, playerTableMarker(name));
      expect(got, `README lacks ${playerTableMarker(name)}`).not.toBeNull();
      const want = expected[name];
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
    });
  }

  it('beats both naive projections at every position in both seasons (the claim the README makes)', () => {
    // 2025's rows are the pack's week 1 (and one week-2 game): 2 to 9 player-weeks a position with a
    // naive projection, too few to claim anything; the README's claim is 2023's and 2024's.
    const claimed = report.projections.filter((p) => p.season <= 2024);
    expect(claimed.map((p) => `${p.season} ${p.position}`)).toEqual([
      '2023 QB',
      '2023 RB',
      '2023 WR',
      '2023 TE',
      '2024 QB',
      '2024 RB',
      '2024 WR',
      '2024 TE',
    ]);
    for (const p of claimed)
      expect(p.model, `${p.season} ${p.position}`).toBeLessThan(Math.min(p.seasonToDate, p.lastThree));
  });
});
