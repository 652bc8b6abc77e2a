// What a player's page and card show besides the week board (decision 082; the repositories' fast test
// set: decisions 128, 137): his identity with his team as known at the clock (not the newest roster
// file's), headshots, injury reports and DFS salaries, each hidden until it was known. One cloned
// database; the seasons here (2040–2041) are this file's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { dfsSalaries } from '../schema/dfs.ts';
import { injuries, players, rosterEntries } from '../schema/players.ts';
import { playerWeekStats } from '../schema/stats.ts';
import { headshotsOf, injuryHistoryOf, playerById, salaryHistoryOf, teamAsOf } from './player-pages.ts';

let t: TestDatabase;
const at = (iso: string) => new Date(iso);

const injury = (week: number, team: string, reportedAt: string, status: string, gsisId = 'G1') => ({
  source: 'nflverse',
  season: 2040,
  week,
  gameType: 'REG',
  team,
  playerKey: gsisId,
  gsisId,
  fullName: 'Kyle Mover',
  reportStatus: status,
  reportPrimaryInjury: 'Knee',
  practiceStatus: 'Limited',
  reportedAt: at(reportedAt),
});

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.orm.insert(players).values([
    // The newest roster file says ARI; a 2040 page must not.
    {
      gsisId: 'G1',
      fullName: 'Kyle Mover',
      position: 'QB',
      team: 'ARI',
      jerseyNumber: 1,
      headshotUrl: 'https://img/g1.png',
    },
    { gsisId: 'G2', fullName: 'No Face', position: 'RB', headshotUrl: null },
  ]);
  // 2040's first kickoff: Sept 7, 00:20; the week-3 final known Sept 21, 20:00; 2041's first kickoff Sept 10.
  await gameOf(t.db.orm, '2040_01_LV_KC', '2040-09-07T00:20:00Z', {
    home: 20,
    away: 17,
    knownAt: '2040-09-07T03:30:00Z',
  });
  await gameOf(t.db.orm, '2040_03_MIN_CHI', '2040-09-21T17:00:00Z', {
    home: 10,
    away: 24,
    knownAt: '2040-09-21T20:00:00Z',
  });
  await gameOf(t.db.orm, '2041_01_ARI_SF', '2041-09-10T17:00:00Z');
  await t.db.orm.insert(playerWeekStats).values([
    { season: 2040, week: 1, seasonType: 'REG', playerId: 'G1', team: 'LV', stats: {} },
    { season: 2040, week: 3, seasonType: 'REG', playerId: 'G1', team: 'MIN', stats: {} },
  ]);
  await t.db.orm.insert(rosterEntries).values([
    { season: 2040, gsisId: 'G1', team: 'LV' },
    { season: 2041, gsisId: 'G1', team: 'ARI' },
  ]);
  await t.db.orm.insert(injuries).values([
    injury(5, 'NE', '2040-10-01T00:00:00Z', 'Questionable'),
    injury(4, 'NE', '2040-09-28T00:00:00Z', 'Out'),
    // Week 4's second report, published later the same week.
    { ...injury(4, 'NE', '2040-09-29T00:00:00Z', 'Doubtful'), source: 'sleeper' },
    // Another player's report.
    injury(4, 'BUF', '2040-09-28T00:00:00Z', 'Out', 'G2'),
  ]);
});
afterAll(() => t.destroy());

describe('a player’s team as known at the clock', () => {
  it('follows the season’s roster, then each final he played, then a later injury report', async () => {
    // Before 2040's first kickoff nothing known names a team.
    expect(await teamAsOf(t.db.orm, 'G1', at('2040-09-07T00:19:59Z'))).toBeNull();
    // The 2040 roster from the first kickoff.
    expect(await teamAsOf(t.db.orm, 'G1', at('2040-09-07T00:20:00Z'))).toBe('LV');
    // Week 3 kicked off for MIN but its final is not known: still LV.
    expect(await teamAsOf(t.db.orm, 'G1', at('2040-09-21T19:59:59Z'))).toBe('LV');
    expect(await teamAsOf(t.db.orm, 'G1', at('2040-09-21T20:00:00Z'))).toBe('MIN');
    // His injury report of Sept 28 lists him with NE.
    expect(await teamAsOf(t.db.orm, 'G1', at('2040-09-28T00:00:00Z'))).toBe('NE');
    // The 2041 roster from 2041's first kickoff.
    expect(await teamAsOf(t.db.orm, 'G1', at('2041-09-10T17:00:00Z'))).toBe('ARI');
    expect(await teamAsOf(t.db.orm, 'G9', at('2041-09-10T17:00:00Z'))).toBeNull();
  });

  it('answers the player with that team, or null for an unknown id', async () => {
    expect(await playerById(t.db.orm, 'G1', at('2040-09-22T00:00:00Z'))).toEqual({
      id: 'G1',
      name: 'Kyle Mover',
      position: 'QB',
      jerseyNumber: 1,
      headshotUrl: 'https://img/g1.png',
      team: 'MIN',
    });
    expect(await playerById(t.db.orm, 'G9', at('2040-09-22T00:00:00Z'))).toBeNull();
  });
});

describe('headshots', () => {
  it('maps only the asked players that have one', async () => {
    expect(await headshotsOf(t.db.orm, [])).toEqual(new Map());
    expect(await headshotsOf(t.db.orm, ['G1', 'G2', 'G9'])).toEqual(new Map([['G1', 'https://img/g1.png']]));
  });
});

describe('injury history', () => {
  it('lists his reports of the season published by the clock, by week then publication', async () => {
    expect(await injuryHistoryOf(t.db.orm, 'G1', 2040, at('2040-09-30T00:00:00Z'))).toEqual([
      { week: 4, status: 'Out', injury: 'Knee', practice: 'Limited', reportedAt: at('2040-09-28T00:00:00Z') },
      {
        week: 4,
        status: 'Doubtful',
        injury: 'Knee',
        practice: 'Limited',
        reportedAt: at('2040-09-29T00:00:00Z'),
      },
    ]);
    expect(
      (await injuryHistoryOf(t.db.orm, 'G1', 2040, at('2040-10-01T00:00:00Z'))).map((r) => r.week),
    ).toEqual([4, 4, 5]);
    expect(await injuryHistoryOf(t.db.orm, 'G1', 2041, at('2041-12-01T00:00:00Z'))).toEqual([]);
  });
});

describe('salary history', () => {
  it('lists his salaries on one site known by the clock, by season, week and slate', async () => {
    const salary = (
      site: string,
      slate: string,
      week: number,
      amount: number,
      capturedAt: string,
      gsisId = 'G1',
    ) => ({
      site,
      slate,
      sitePlayerId: `${site}-${gsisId}`,
      season: 2040,
      week,
      playerName: 'Kyle Mover',
      position: 'QB',
      rosterPosition: 'QB',
      salary: amount,
      team: 'LV',
      gsisId,
      capturedAt: at(capturedAt),
    });
    await t.db.orm
      .insert(dfsSalaries)
      .values([
        salary('draftkings', 'main-w2', 2, 6200, '2040-09-10T00:00:00Z'),
        salary('draftkings', 'early-w1', 1, 6000, '2040-09-03T00:00:00Z'),
        salary('draftkings', 'late-w1', 1, 5900, '2040-09-03T00:00:00Z'),
        salary('draftkings', 'main-w3', 3, 6400, '2040-09-17T00:00:00Z'),
        salary('fanduel', 'main-w1', 1, 7500, '2040-09-03T00:00:00Z'),
        salary('draftkings', 'main-w1-g2', 1, 4000, '2040-09-03T00:00:00Z', 'G2'),
      ]);
    // Sept 10: week 3's salary is not out yet; DraftKings unless another site is asked.
    expect(await salaryHistoryOf(t.db.orm, 'G1', at('2040-09-10T00:00:00Z'))).toEqual([
      { season: 2040, week: 1, slate: 'early-w1', salary: 6000 },
      { season: 2040, week: 1, slate: 'late-w1', salary: 5900 },
      { season: 2040, week: 2, slate: 'main-w2', salary: 6200 },
    ]);
    expect(await salaryHistoryOf(t.db.orm, 'G1', at('2040-09-10T00:00:00Z'), 'fanduel')).toEqual([
      { season: 2040, week: 1, slate: 'main-w1', salary: 7500 },
    ]);
  });
});
