// Issue 18: a DraftKings export of an earlier season matched its "Mike Thomas" to the Michael Thomas
// of another team, although the right Mike Thomas is in the id crosswalk at the file's team. The
// crosswalk's team for its own season (db_season, kept since migration 0015) places a player our
// weekly stats, snap counts and rosters do not (decision 088), so the file's team picks the player.
// Small files written here, in the nflverse and DraftKings layouts.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testIngestContext } from '../../../tests/support/ingest.ts';
import { NFLVERSE_GAMES_HEADER as GAMES_HEADER } from '../../../tests/support/nflverse-files.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import type { IngestContext } from '../ingest-context.ts';
import { recordRun } from '../run-recorder.ts';
import { runSource } from '../sources.ts';
import { ingestDfsSalaries } from './dfs-salaries.ts';

const NOW = '2025-12-12T18:00:00Z';

// One 2023 week-5 game, Bengals at Saints, so both receivers' teams are on the slate.
const GAMES = [
  GAMES_HEADER,
  '2023_05_CIN_NO,2023,REG,5,2023-10-08,Sunday,13:00,CIN,20,NO,24,Home,0,,,,7,7,150,-175,3,' +
    '-110,-110,44.5,-110,-110,0,dome,sportturf,,,,,,,,,,,',
].join('\n');

// The DynastyProcess crosswalk as published for season 2023 (db_season): the Bengals' Mike Thomas, the
// Saints' Michael Thomas (MFL's code NOS), and an older Mike Thomas without a team (a free agent) who
// could still play at 36. Their real ids, names and birth dates.
const CROSSWALK = [
  'mfl_id,gsis_id,sleeper_id,espn_id,yahoo_id,pff_id,pfr_id,fantasypros_id,sportradar_id,name,merge_name,' +
    'position,team,birthdate,height,weight,college,draft_year,db_season',
  '12675,00-0033114,,,,,,,,Mike Thomas,mike thomas,WR,CIN,1994-08-16,73,198,Southern Miss,2016,2023',
  '12652,00-0032765,,,,,,,,Michael Thomas,michael thomas,WR,NOS,1993-03-03,75,212,Ohio State,2016,2023',
  '9544,00-0027076,,,,,,,,Mike Thomas,mike thomas,WR,FA,1987-06-04,68,195,Arizona,2009,2023',
].join('\n');

const DK_HEADER = 'Position,Name + ID,Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame';
const GAME_INFO = 'CIN@NO 10/08/2023 01:00PM ET';
/** A DraftKings export of that game with one receiver named `name` on `team`, and both defences.
 * Each export has its own site ids: an id matched before would be reused (step 1) before any name. */
const export_ = (name: string, team: string, id: number) =>
  `${[
    DK_HEADER,
    `WR,${name} (${id}),${name},${id},WR/FLEX,3600,${GAME_INFO},${team},4.2`,
    `DST,Saints (${id + 1}),Saints,${id + 1},DST,3100,${GAME_INFO},NO,7.1`,
    `DST,Bengals (${id + 2}),Bengals,${id + 2},DST,2900,${GAME_INFO},CIN,6.4`,
  ].join('\r\n')}\r\n`;

describe('a namesake on another team (issue 18: Mike Thomas, Michael Thomas)', () => {
  let t: TestApp;
  let ctx: IngestContext;
  let dir: string;

  /** Imports one export as its own slate; the matched player's gsis id, or why there is none. */
  let ids = 2000;
  const matchOf = async (name: string, team: string, slate: string) => {
    const file = path.join(dir, `${slate}.csv`);
    ids += 10;
    await writeFile(file, export_(name, team, ids));
    const run = await recordRun(ctx, 'dfs-salaries', () => ingestDfsSalaries(ctx, { file, slate }));
    expect(run.status).toBe('success');
    const { rows } = await t.database.db.orm.execute<{ gsis_id: string | null; match_method: string }>(
      sql`select gsis_id, match_method from dfs_salaries where slate = ${slate} and position = 'WR'`,
    );
    const unmatched = (run.details as { unmatched: { reason: string }[] }).unmatched;
    return { ...rows[0], reason: unmatched[0]?.reason };
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gg-namesakes-'));
    await writeFile(path.join(dir, 'games.csv'), GAMES);
    await writeFile(path.join(dir, 'player_ids.csv'), CROSSWALK);
    t = await createTestApp({ now: NOW });
    ctx = testIngestContext(t.database.db, { now: NOW, config: { nflDataDir: dir } });
    const runs = await runSource(ctx, 'nflverse', {});
    expect(runs.filter((r) => r.status !== 'skipped').map((r) => [r.source, r.status])).toEqual([
      ['nflverse:games', 'success'],
      ['nflverse:player_ids', 'success'],
    ]);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the season the crosswalk is about with each entry', async () => {
    const { rows } = await t.database.db.orm.execute<{ mfl_id: string; team: string | null; season: number }>(
      sql`select mfl_id, team, season from player_crosswalk order by mfl_id`,
    );
    expect(rows).toEqual([
      { mfl_id: '12652', team: 'NO', season: 2023 },
      { mfl_id: '12675', team: 'CIN', season: 2023 },
      { mfl_id: '9544', team: null, season: 2023 },
    ]);
  });

  it("matches the file's Mike Thomas to the Mike Thomas the crosswalk has at the file's team", async () => {
    // Two players of the exact name could play in 2023; only the Bengal is on the Bengals that season.
    expect(await matchOf('Mike Thomas', 'CIN', 'dk-cin')).toEqual({
      gsis_id: '00-0033114',
      match_method: 'name-team',
      reason: undefined,
    });
  });

  it("with the teams swapped, the Saints' Mike Thomas is their Michael Thomas", async () => {
    // No Mike Thomas is on the Saints that season; the short form Mike → Michael is, on that team.
    expect(await matchOf('Mike Thomas', 'NO', 'dk-no')).toEqual({
      gsis_id: '00-0032765',
      match_method: 'name-team',
      reason: undefined,
    });
  });
});
