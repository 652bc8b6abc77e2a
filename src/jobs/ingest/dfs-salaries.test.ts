import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataFingerprint, NFL_DATA, testIngestContext } from '../../../tests/support/ingest.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import type { IngestContext } from '../ingest-context.ts';
import { parseGameInfo } from '../providers/dfs/salaries.ts';
import { runSource } from '../sources.ts';
import { ingestNflverse } from './nflverse.ts';

const DFS = path.join(NFL_DATA, 'dfs');

describe('DFS salary exports', () => {
  let t: TestApp;
  let ctx: IngestContext;
  const q = async (query: ReturnType<typeof sql>) => (await t.database.db.orm.execute(query)).rows;

  beforeAll(async () => {
    t = await createTestApp();
    ctx = testIngestContext(t.database.db, { env: { NFL_DATA_DIR: NFL_DATA } });
    await ingestNflverse(ctx, { kinds: ['games', 'player_ids', 'rosters'] });
  }, 60_000);
  afterAll(() => t.close());

  it('reads DraftKings game info as Eastern time', () => {
    expect(parseGameInfo('CIN@CLE 09/07/2025 01:00PM ET')).toEqual({
      away: 'CIN',
      home: 'CLE',
      kickoff: new Date('2025-09-07T17:00:00Z'),
    });
    expect(parseGameInfo('LAR@SEA 12/18/2025 08:15PM ET')?.away).toBe('LA');
  });

  it('imports a DraftKings slate, matched to our games, dated before its first kickoff', async () => {
    const [summary] = await runSource(ctx, 'dfs-salaries', {
      file: path.join(DFS, 'DKSalaries_2025_wk01_sunday_main.csv'),
      slate: '2025-wk01-main',
    });
    expect(summary).toMatchObject({ status: 'success', counts: { inserted: 720 } });
    expect(summary?.details).toMatchObject({ site: 'draftkings', players: 720, matchedGames: 720 });
    const [chase] = await q(sql`
      select salary, team, opponent, game_id, season, week, roster_position, captured_at = '2025-09-07T17:00:00Z' as before_kickoff
      from dfs_salaries where slate = '2025-wk01-main' and player_name = 'Ja''Marr Chase'`);
    expect(chase).toEqual({
      salary: 8100,
      team: 'CIN',
      opponent: 'CLE',
      game_id: '2025_01_CIN_CLE',
      season: 2025,
      week: 1,
      roster_position: 'WR/FLEX',
      before_kickoff: true,
    });
  });

  it('imports the old FanDuel layout, with old team codes mapped', async () => {
    const [summary] = await runSource(ctx, 'dfs-salaries', {
      file: path.join(DFS, 'FDSalaries_2015_wk07_late_slate.csv'),
      slate: '2015-wk07-late',
      season: 2015,
      week: 7,
    });
    expect(summary).toMatchObject({ status: 'success', counts: { inserted: 151 } });
    const teams = await q(sql`select distinct team from dfs_salaries where site = 'fanduel' order by team`);
    expect(teams.map((r) => r.team)).toEqual(['ARI', 'BAL', 'CAR', 'DAL', 'LAC', 'LV', 'NYG', 'PHI']);
    const [obj] = await q(
      sql`select salary, position, injury_indicator, season, week from dfs_salaries where site = 'fanduel' and player_name = 'Odell Beckham Jr.'`,
    );
    expect(obj).toEqual({ salary: 9000, position: 'WR', injury_indicator: 'P', season: 2015, week: 7 });
  });

  it('changes nothing when a slate is imported again', async () => {
    const before = await dataFingerprint(t.database.db);
    const [summary] = await runSource(ctx, 'dfs-salaries', {
      file: path.join(DFS, 'DKSalaries_2025_wk01_sunday_main.csv'),
      slate: '2025-wk01-main',
    });
    expect(summary?.counts).toEqual({ inserted: 0, updated: 0, unchanged: 720 });
    expect(await dataFingerprint(t.database.db)).toEqual(before);
  });

  it('refuses a file that is not a salary export, writing nothing', async () => {
    const before = await dataFingerprint(t.database.db);
    const [summary] = await runSource(ctx, 'dfs-salaries', {
      file: path.join(NFL_DATA, 'injuries', 'nflverse_injuries_2025.csv'),
      slate: 'oops',
    });
    expect(summary).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/not a DraftKings or FanDuel/),
    });
    expect(await dataFingerprint(t.database.db)).toEqual(before);
  });
});
