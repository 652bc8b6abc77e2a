// What the DFS importer matches salary rows against (decisions 032, 088; the repositories' fast test
// set: decisions 128, 137): every name a source gives a player, the crosswalk's players without a gsis
// id, the teams players were on by season and week, the site ids earlier slates matched, and the games
// of given pairings. A salary row shown under the wrong player is what a wrong answer here costs. One
// cloned database; each test uses seasons and ids of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { dfsSalaries } from '../schema/dfs.ts';
import { playerCrosswalk, players, rosterEntries } from '../schema/players.ts';
import { playerWeekStats, snapCounts } from '../schema/stats.ts';
import { gamesOfPairings, knownSiteIds, matchCandidates, teamStints } from './player-match-index.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe('match candidates', () => {
  it('gives each player every name the sources give him once, and crosswalk-only players their mfl key', async () => {
    await t.db.orm.insert(players).values([
      // First and last names that spell another name than the full one.
      { gsisId: 'G1', fullName: 'Patrick Mahomes', firstName: 'Pat', lastName: 'Mahomes', position: 'QB' },
      // A last name alone does not make a second name.
      {
        gsisId: 'G2',
        fullName: 'Travis Kelce',
        firstName: null,
        lastName: 'Kelce',
        position: 'TE',
        birthDate: '1989-10-05',
      },
      { gsisId: 'G3', fullName: 'Solo Name', position: 'WR' },
    ]);
    await t.db.orm.insert(playerCrosswalk).values([
      // Two crosswalk entries of G1: one more name, the draft year from whichever has it.
      { mflId: '100', gsisId: 'G1', name: 'Patrick Mahomes II', draftYear: 2017 },
      { mflId: '101', gsisId: 'G1', name: 'Patrick Mahomes', draftYear: null },
      {
        mflId: '200',
        gsisId: null,
        name: 'Rookie Nogsis',
        position: 'RB',
        birthDate: '2003-01-02',
        draftYear: 2025,
      },
    ]);
    const candidates = await matchCandidates(t.db.orm);
    const byKey = Object.fromEntries(candidates.map((c) => [c.key, c]));
    expect(Object.keys(byKey).sort()).toEqual(['G1', 'G2', 'G3', 'mfl:200']);
    expect({ ...byKey.G1, names: [...(byKey.G1?.names ?? [])].sort() }).toEqual({
      key: 'G1',
      gsisId: 'G1',
      names: ['Pat Mahomes', 'Patrick Mahomes', 'Patrick Mahomes II'],
      position: 'QB',
      birthDate: null,
      draftYear: 2017,
    });
    expect(byKey.G2).toEqual({
      key: 'G2',
      gsisId: 'G2',
      names: ['Travis Kelce'],
      position: 'TE',
      birthDate: '1989-10-05',
      draftYear: null,
    });
    expect(byKey.G3?.names).toEqual(['Solo Name']);
    expect(byKey['mfl:200']).toEqual({
      key: 'mfl:200',
      gsisId: null,
      names: ['Rookie Nogsis'],
      position: 'RB',
      birthDate: '2003-01-02',
      draftYear: 2025,
    });
    expect(candidates).toHaveLength(4);
  });
});

describe('team stints', () => {
  it('places players by week from stats and snaps, by season from rosters, and marks the crosswalk’s team', async () => {
    expect(await teamStints(t.db.orm, [])).toEqual([]);
    await t.db.orm.insert(players).values([
      { gsisId: 'S1', fullName: 'Snap Guy', pfrId: 'PFR1' },
      { gsisId: 'S2', fullName: 'No Pfr' },
    ]);
    await t.db.orm.insert(playerWeekStats).values([
      { season: 2161, week: 3, seasonType: 'REG', playerId: 'S1', team: 'KC', stats: {} },
      // Another season than asked: left out.
      { season: 2159, week: 3, seasonType: 'REG', playerId: 'S1', team: 'LV', stats: {} },
    ]);
    await t.db.orm.insert(snapCounts).values([
      {
        gameId: 'g-a',
        pfrPlayerId: 'PFR1',
        season: 2161,
        week: 4,
        gameType: 'REG',
        player: 'Snap Guy',
        team: 'DEN',
      },
      // No player of ours has this PFR id.
      {
        gameId: 'g-a',
        pfrPlayerId: 'PFR9',
        season: 2161,
        week: 4,
        gameType: 'REG',
        player: 'Stranger',
        team: 'DEN',
      },
    ]);
    await t.db.orm.insert(rosterEntries).values([
      { season: 2160, gsisId: 'S2', team: 'BUF' },
      { season: 2161, gsisId: 'S2', team: 'MIA', week: 9 },
    ]);
    await t.db.orm.insert(playerCrosswalk).values([
      { mflId: '300', gsisId: 'S1', name: 'Snap Guy', team: 'NYJ', season: 2161 },
      { mflId: '301', gsisId: null, name: 'Cross Only', team: 'NE', season: 2160 },
      // A free agent (no team) and another season: left out.
      { mflId: '302', gsisId: null, name: 'Free Agent', team: null, season: 2161 },
      { mflId: '303', gsisId: null, name: 'Old Entry', team: 'NE', season: 2158 },
    ]);
    const stints = await teamStints(t.db.orm, [2160, 2161]);
    const line = (s: (typeof stints)[number]) =>
      `${s.playerKey} ${s.season} ${s.week ?? '-'} ${s.team}${s.lastKnown ? ' last-known' : ''}`;
    expect(stints.map(line).sort()).toEqual([
      'S1 2161 - NYJ last-known',
      'S1 2161 3 KC',
      'S1 2161 4 DEN',
      // A roster row is for the season (no week), even when the file saw the player in week 9.
      'S2 2160 - BUF',
      'S2 2161 - MIA',
      'mfl:301 2160 - NE last-known',
    ]);
    // Only the crosswalk's rows carry the flag at all.
    expect(stints.filter((s) => 'lastKnown' in s)).toHaveLength(2);
    expect(stints.every((s) => typeof s.season === 'number')).toBe(true);
    // One season alone.
    expect((await teamStints(t.db.orm, [2160])).map(line).sort()).toEqual([
      'S2 2160 - BUF',
      'mfl:301 2160 - NE last-known',
    ]);
  });
});

describe('site ids known from other slates', () => {
  it('keeps the ids one player was matched to on the site’s other slates', async () => {
    const row = (site: string, slate: string, id: string, key: string | null) => ({
      site,
      slate,
      sitePlayerId: id,
      playerName: `P ${id}`,
      position: 'WR',
      rosterPosition: 'WR/FLEX',
      salary: 5000,
      team: 'KC',
      playerKey: key,
      capturedAt: new Date('2030-09-01T00:00:00Z'),
    });
    await t.db.orm.insert(dfsSalaries).values([
      // Matched to the same player on two slates: known.
      row('draftkings', 'A', 'dk1', 'G1'),
      row('draftkings', 'B', 'dk1', 'G1'),
      // Matched to two players: not trusted.
      row('draftkings', 'A', 'dk2', 'G2'),
      row('draftkings', 'B', 'dk2', 'G3'),
      // Never matched.
      row('draftkings', 'A', 'dk3', null),
      // Another site's id.
      row('fanduel', 'A', 'dk4', 'G2'),
      // Only on the slate being imported.
      row('draftkings', 'C', 'dk5', 'G3'),
      // A crosswalk-only match counts too.
      row('draftkings', 'B', 'dk6', 'mfl:200'),
    ]);
    expect([...(await knownSiteIds(t.db.orm, 'draftkings', 'C'))].sort()).toEqual([
      ['dk1', 'G1'],
      ['dk6', 'mfl:200'],
    ]);
    // Importing slate B again: its own matches are left out; dk2 has one match left (slate A).
    expect([...(await knownSiteIds(t.db.orm, 'draftkings', 'B'))].sort()).toEqual([
      ['dk1', 'G1'],
      ['dk2', 'G2'],
      ['dk5', 'G3'],
    ]);
  });
});

describe('games of pairings', () => {
  it('finds every season’s games of each home–away pair, not the reversed fixture', async () => {
    expect(await gamesOfPairings(t.db.orm, [])).toEqual([]);
    await gameOf(t.db.orm, '2170_01_KC_BUF', '2170-09-09T17:00:00Z');
    await gameOf(t.db.orm, '2171_02_KC_BUF', '2171-09-16T17:00:00Z');
    await gameOf(t.db.orm, '2170_05_BUF_KC', '2170-10-07T17:00:00Z');
    await gameOf(t.db.orm, '2170_03_NYJ_MIA', '2170-09-23T17:00:00Z');
    await gameOf(t.db.orm, '2170_04_NE_MIA', '2170-09-30T17:00:00Z');
    const found = await gamesOfPairings(t.db.orm, [
      { home: 'BUF', away: 'KC' },
      { home: 'MIA', away: 'NYJ' },
    ]);
    expect(found.map((g) => g.gameId).sort()).toEqual([
      '2170_01_KC_BUF',
      '2170_03_NYJ_MIA',
      '2171_02_KC_BUF',
    ]);
    expect(found.find((g) => g.gameId === '2171_02_KC_BUF')).toEqual({
      gameId: '2171_02_KC_BUF',
      season: 2171,
      week: 2,
      kickoff: new Date('2171-09-16T17:00:00Z'),
      homeTeam: 'BUF',
      awayTeam: 'KC',
    });
  });
});
