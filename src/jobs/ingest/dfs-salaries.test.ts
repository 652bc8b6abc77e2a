import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataFingerprint, NFL_DATA, testIngestContext } from '../../../tests/support/ingest.ts';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { salariesAsOf } from '../../db/repositories/dfs-salaries.ts';
import { formatDfsMatch } from '../dfs-match-print.ts';
import type { IngestContext } from '../ingest-context.ts';
import { parseGameInfo } from '../providers/dfs/salaries.ts';
import { NFLVERSE_KINDS } from '../providers/nflverse/kinds.ts';
import { type RunSummary, recordRun } from '../run-recorder.ts';
import { runSource } from '../sources.ts';
import { ingestDfsSalaries } from './dfs-salaries.ts';

const DFS = path.join(NFL_DATA, 'dfs');
const WEEK1 = path.join(DFS, 'DKSalaries_2025_wk01_sunday_main.csv');
const WEEK12 = path.join(DFS, 'DKSalaries_2025_wk12_sun-mon.csv');
const FD2015 = path.join(DFS, 'FDSalaries_2015_wk07_late_slate.csv');

// A small DraftKings-layout file written for these tests (two games, sorted by salary as the site does).
const HEADER = 'Position,Name + ID,Name,ID,Roster Position,Salary,Game Info,TeamAbbrev,AvgPointsPerGame';
const ROWS = [
  'QB,Joe Burrow (1001),Joe Burrow,1001,QB,7000,CIN@CLE 09/07/2025 01:00PM ET,CIN,22.15',
  'RB,Jahmyr Gibbs (1002),Jahmyr Gibbs,1002,RB/FLEX,7700,DET@GB 09/07/2025 04:25PM ET,DET,23.19',
  'WR,Jerry Jeudy (1003),Jerry Jeudy,1003,WR/FLEX,5400,CIN@CLE 09/07/2025 01:00PM ET,CLE,11.9',
  'TE,Tucker Kraft (1004),Tucker Kraft,1004,TE/FLEX,4300,DET@GB 09/07/2025 04:25PM ET,GB,8.75',
  'DST,Lions (1005),Lions,1005,DST,3100,DET@GB 09/07/2025 04:25PM ET,DET,7.1',
  'DST,Packers (1006),Packers,1006,DST,3000,DET@GB 09/07/2025 04:25PM ET,GB,8.2',
  'DST,Bengals (1007),Bengals,1007,DST,2900,CIN@CLE 09/07/2025 01:00PM ET,CIN,6.4',
  'DST,Browns (1008),Browns,1008,DST,2800,CIN@CLE 09/07/2025 01:00PM ET,CLE,6.25',
];
const fixtureText = (rows: readonly string[], header = HEADER) => `${[header, ...rows].join('\r\n')}\r\n`;

describe('DFS salary exports', () => {
  let t: TestApp;
  let ctx: IngestContext;
  let dir: string;
  const q = async (query: ReturnType<typeof sql>) => (await t.database.db.orm.execute(query)).rows;
  const fixture = (name: string, content: string | Buffer) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };
  const importFile = async (file: string): Promise<RunSummary> =>
    recordRun(ctx, 'dfs-salaries', () => ingestDfsSalaries(ctx, { file }));

  beforeAll(async () => {
    // Every nflverse file loaded today, without the exports: a clone of the run's one load, the base the
    // player files' load adds the exports to (tests/support/pack-fixtures.ts; decision 159). This file
    // ingested the games, ids, rosters, weekly stats and snap counts itself (about 10 s quiet, 27 s at a
    // load average of 6); the season stats, team stats and injury reports it now also holds are read by
    // no salary match.
    t = await createTestApp({ database: await packDatabase({ kinds: NFLVERSE_KINDS }) });
    ctx = testIngestContext(t.database.db, { env: { NFL_DATA_DIR: NFL_DATA } });
    dir = mkdtempSync(path.join(tmpdir(), 'gg-dfs-'));
  }, 120_000);
  afterAll(() => t.close());

  it('reads DraftKings game info as Eastern time', () => {
    expect(parseGameInfo('CIN@CLE 09/07/2025 01:00PM ET')).toEqual({
      away: 'CIN',
      home: 'CLE',
      kickoff: new Date('2025-09-07T17:00:00Z'),
    });
    expect(parseGameInfo('LAR@SEA 12/18/2025 08:15PM ET')?.away).toBe('LA');
  });

  it('imports a DraftKings slate: placed in its week, at least 95% of players matched, dated when the site published it', async () => {
    const summary = await importFile(WEEK1);
    expect(summary).toMatchObject({ status: 'success', counts: { inserted: 720 } });
    const d = summary.details as Record<string, unknown>;
    expect(d).toMatchObject({ site: 'draftkings', slate: 'dk-2025-wk01-sun', season: 2025, week: 1 });
    expect(d).toMatchObject({ rows: 720, matchedGames: 720, players: 696 });
    expect(d.matchRate).toBeGreaterThanOrEqual(0.95);
    const [chase] = await q(sql`
      select d.salary, d.team, d.opponent, d.game_id, d.roster_position, d.match_method, p.full_name,
        d.captured_at = '2025-09-02T16:00:00Z' as published_tuesday
      from dfs_salaries d join players p on p.gsis_id = d.gsis_id
      where d.slate = 'dk-2025-wk01-sun' and d.player_name = 'Ja''Marr Chase'`);
    expect(chase).toEqual({
      salary: 8100,
      team: 'CIN',
      opponent: 'CLE',
      game_id: '2025_01_CIN_CLE',
      roster_position: 'WR/FLEX',
      match_method: 'name-team',
      full_name: "Ja'Marr Chase",
      published_tuesday: true,
    });
    // Every row the command could not match is listed by line, name, position and team.
    const lines = formatDfsMatch(summary);
    const unmatched = d.unmatched as { name: string }[];
    expect(lines[1]).toMatch(/^ {2}matched \d+ of 696 players \(defences aside\): 9\d\.\d%/);
    for (const u of unmatched) expect(lines.some((l) => l.includes(u.name))).toBe(true);
    expect(lines.filter((l) => l.startsWith('    line '))).toHaveLength(unmatched.length);
  });

  it('matches week 12 by the team each player was on that week, and a replay of that Wednesday sees it', async () => {
    const summary = await importFile(WEEK12);
    const d = summary.details as Record<string, unknown>;
    expect(d).toMatchObject({ slate: 'dk-2025-wk12-sun-mon', season: 2025, week: 12, players: 634 });
    expect(d.matchRate).toBeGreaterThanOrEqual(0.95);
    const asOf = new Date('2025-11-19T12:00:00Z');
    const week12 = await salariesAsOf(t.database.db.orm, 2025, 12, asOf);
    expect(week12).toHaveLength(660);
    expect(week12.find((r) => r.playerName === 'Jonathan Taylor')).toMatchObject({
      salary: 10000,
      team: 'IND',
    });
    // The Monday before, nothing of week 12 was public yet.
    expect(await salariesAsOf(t.database.db.orm, 2025, 12, new Date('2025-11-17T12:00:00Z'))).toHaveLength(0);
  });

  it('places the old FanDuel layout (no dates) in 2015 week 7 by its games, and matches 95% of an earlier season', async () => {
    const summary = await importFile(FD2015);
    expect(summary).toMatchObject({ status: 'success', counts: { inserted: 151 } });
    const d = summary.details as Record<string, unknown>;
    expect(d).toMatchObject({
      site: 'fanduel',
      season: 2015,
      week: 7,
      rows: 151,
      players: 143,
      matchedGames: 151,
    });
    expect(d.matchRate).toBeGreaterThanOrEqual(0.95);
    const teams = await q(sql`select distinct team from dfs_salaries where site = 'fanduel' order by team`);
    expect(teams.map((r) => r.team)).toEqual(['ARI', 'BAL', 'CAR', 'DAL', 'LAC', 'LV', 'NYG', 'PHI']);
    const [obj] = await q(sql`
      select d.salary, d.position, d.injury_indicator, p.full_name
      from dfs_salaries d join players p on p.gsis_id = d.gsis_id
      where d.site = 'fanduel' and d.player_name = 'Odell Beckham Jr.'`);
    expect(obj).toEqual({
      salary: 9000,
      position: 'WR',
      injury_indicator: 'P',
      full_name: 'Odell Beckham',
    });
  });

  it('changes nothing when a slate is imported again', async () => {
    const before = await dataFingerprint(t.database.db);
    const summary = await importFile(WEEK1);
    expect(summary.counts).toEqual({ inserted: 0, updated: 0, unchanged: 720 });
    expect(await dataFingerprint(t.database.db)).toEqual(before);
  });

  it('loads every export in the data folder like the nflverse files, by header', async () => {
    const summaries = await runSource(ctx, 'dfs-salaries', {});
    expect(summaries.map((s) => [s.status, (s.details as { file: string }).file])).toEqual([
      ['success', WEEK1],
      ['success', WEEK12],
      ['success', FD2015],
    ]);
    expect(summaries.map((s) => s.counts.inserted)).toEqual([0, 0, 0]);
  });

  describe('refuses, writing nothing, and says why', () => {
    let before: Record<string, string>;
    beforeAll(async () => {
      before = await dataFingerprint(t.database.db);
    });
    const refused = async (file: string, message: RegExp) => {
      const summary = await importFile(file);
      expect(summary).toMatchObject({ status: 'failed', error: expect.stringMatching(message) });
    };
    afterAll(async () => {
      expect(await dataFingerprint(t.database.db)).toEqual(before);
    });

    it('a file that is not a salary export', async () => {
      await refused(
        path.join(NFL_DATA, 'injuries', 'nflverse_injuries_2025.csv'),
        /not a DraftKings or FanDuel/,
      );
    });

    it('an export with a column missing, naming the column', async () => {
      const noSalary = HEADER.replace(',Salary', '');
      const rows = ROWS.map((r) =>
        r
          .split(',')
          .filter((_, i) => i !== 5)
          .join(','),
      );
      await refused(fixture('no-salary.csv', fixtureText(rows, noSalary)), /missing the column 'Salary'/);
    });

    it('a compressed file, an archive or a binary file, as such', async () => {
      await refused(fixture('salaries.csv.gz', gzipSync(fixtureText(ROWS))), /gzip-compressed/);
      await refused(
        fixture('salaries.xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0])),
        /ZIP archive/,
      );
      await refused(fixture('salaries.bin', Buffer.from([0x51, 0x42, 0x00, 0x07, 0x41])), /binary file/);
    });

    it('a file cut in its last value ("6." of "6.25")', async () => {
      const text = fixtureText(ROWS);
      await refused(
        fixture('cut-mid-value.csv', text.slice(0, text.length - 3)),
        /ends in the middle of a row/,
      );
      const cutField = `${fixtureText(ROWS.slice(0, -1))}${(ROWS.at(-1) as string).replace(/6\.25$/, '6.')}\r\n`;
      await refused(
        fixture('cut-number.csv', cutField),
        /line \d+, column AvgPointsPerGame: is not a complete number/,
      );
    });

    it('a file cut at a row boundary (the last defence or a whole team lost)', async () => {
      await refused(fixture('cut-at-row.csv', fixtureText(ROWS.slice(0, -1))), /no defence row for CLE/);
      await refused(
        fixture('cut-one-team.csv', fixtureText(ROWS.filter((r) => !r.includes(',CLE,')))),
        /lists CLE, but no CLE player/,
      );
    });

    it('a file cut inside a quoted value, or a row short of columns', async () => {
      await refused(
        fixture('cut-quoted-eol.csv', `${fixtureText(ROWS)}QB,"Joe Flac\r\n`),
        /ends inside a quoted value/,
      );
      await refused(
        fixture('cut-quoted.csv', `${fixtureText(ROWS)}QB,"Joe Flac`),
        /ends in the middle of a row/,
      );
      await refused(
        fixture(
          'short-row.csv',
          fixtureText([...ROWS.slice(0, 2), 'WR,Jerry Jeudy (1003),Jerry Jeudy', ...ROWS.slice(3)]),
        ),
        /line 4 has 3 of the header's 9 columns/,
      );
    });
  });
});
