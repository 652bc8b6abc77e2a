// What the player engine reads as known at one instant (decision 006; the repositories' fast test set:
// decisions 128, 137): weekly lines joined to their game once its final was known, with the opponent;
// injury reports once published; offensive snap shares of finished games with the player's gsis id
// through his PFR id. One cloned database; the seasons here (2060–2062) are this file's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { injuries, players } from '../schema/players.ts';
import { playerWeekStats, snapCounts } from '../schema/stats.ts';
import { injuryReportsAsOf, playerLineSeasons, playerLinesAsOf, snapSharesAsOf } from './player-history.ts';

let t: TestDatabase;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestDatabase();
  // Week 1: KC at BUF, final known Sept 9 20:00; week 2: BUF at MIA, final known Sept 16 20:00.
  await gameOf(t.db.orm, '2060_01_KC_BUF', '2060-09-09T17:00:00Z', {
    home: 20,
    away: 17,
    knownAt: '2060-09-09T20:00:00Z',
  });
  await gameOf(t.db.orm, '2060_02_BUF_MIA', '2060-09-16T17:00:00Z', {
    home: 7,
    away: 30,
    knownAt: '2060-09-16T20:00:00Z',
  });
  await gameOf(t.db.orm, '2061_01_NE_NYJ', '2061-09-08T17:00:00Z', {
    home: 3,
    away: 6,
    knownAt: '2061-09-08T20:00:00Z',
  });
  await t.db.orm.insert(players).values([
    { gsisId: 'P1', fullName: 'Bills Back', pfrId: 'PFR-P1' },
    { gsisId: 'P2', fullName: 'Chiefs End' },
  ]);
  await t.db.orm.insert(playerWeekStats).values([
    {
      season: 2060,
      week: 2,
      seasonType: 'REG',
      playerId: 'P1',
      playerName: 'Bills Back',
      position: 'RB',
      team: 'BUF',
      stats: { rushing_yards: 80 },
    },
    {
      season: 2060,
      week: 1,
      seasonType: 'REG',
      playerId: 'P1',
      playerName: 'Bills Back',
      position: 'RB',
      team: 'BUF',
      stats: { rushing_yards: 55 },
    },
    {
      season: 2060,
      week: 1,
      seasonType: 'REG',
      playerId: 'P2',
      playerName: 'Chiefs End',
      position: 'TE',
      team: 'KC',
      stats: { receiving_yards: 90 },
    },
    { season: 2061, week: 1, seasonType: 'REG', playerId: 'P3', team: 'NE', stats: { passing_yards: 100 } },
    { season: 2062, week: 1, seasonType: 'REG', playerId: 'P3', team: 'NE', stats: {} },
  ]);
});
afterAll(() => t.destroy());

describe('weekly lines', () => {
  it("joins each line to its team's game once the final is known, naming the opponent", async () => {
    expect(await playerLinesAsOf(t.db.orm, [], at('2099-01-01T00:00:00Z'))).toEqual([]);
    // Week 2's final is not known yet.
    const week1 = await playerLinesAsOf(t.db.orm, [2060], at('2060-09-16T19:59:59Z'));
    // The kickoff comes as the driver gives it (its readers take new Date of it).
    expect(week1.map((r) => ({ ...r, kickoff: new Date(r.kickoff) }))).toEqual([
      {
        season: 2060,
        week: 1,
        player_id: 'P1',
        player_name: 'Bills Back',
        position: 'RB',
        team: 'BUF',
        opponent: 'KC',
        game_id: '2060_01_KC_BUF',
        kickoff: at('2060-09-09T17:00:00Z'),
        stats: { rushing_yards: 55 },
      },
      {
        season: 2060,
        week: 1,
        player_id: 'P2',
        player_name: 'Chiefs End',
        position: 'TE',
        team: 'KC',
        opponent: 'BUF',
        game_id: '2060_01_KC_BUF',
        kickoff: at('2060-09-09T17:00:00Z'),
        stats: { receiving_yards: 90 },
      },
    ]);
    // Both seasons, by kickoff: BUF's week 2 away at MIA names MIA.
    const all = await playerLinesAsOf(t.db.orm, [2060, 2061], at('2061-12-01T00:00:00Z'));
    expect(all.map((r) => `${r.game_id} ${r.player_id} v ${r.opponent}`)).toEqual([
      '2060_01_KC_BUF P1 v KC',
      '2060_01_KC_BUF P2 v BUF',
      '2060_02_BUF_MIA P1 v MIA',
      '2061_01_NE_NYJ P3 v NYJ',
    ]);
  });

  it('lists the seasons that have lines, oldest first', async () => {
    expect(await playerLineSeasons(t.db.orm)).toEqual([2060, 2061, 2062]);
  });
});

describe('injury reports', () => {
  it('gives the asked seasons’ reports published by the clock', async () => {
    const report = (season: number, week: number, reportedAt: string) => ({
      source: 'nflverse',
      season,
      week,
      gameType: 'REG',
      team: 'BUF',
      playerKey: 'P1',
      gsisId: 'P1',
      fullName: 'Bills Back',
      reportStatus: 'Questionable',
      reportedAt: at(reportedAt),
    });
    await t.db.orm
      .insert(injuries)
      .values([
        report(2060, 1, '2060-09-07T00:00:00Z'),
        report(2060, 2, '2060-09-14T00:00:00Z'),
        report(2061, 1, '2061-09-06T00:00:00Z'),
      ]);
    expect(await injuryReportsAsOf(t.db.orm, [], at('2099-01-01T00:00:00Z'))).toEqual([]);
    const known = await injuryReportsAsOf(t.db.orm, [2060], at('2060-09-13T23:59:59Z'));
    expect(known.map((r) => [r.season, r.week, r.reportStatus])).toEqual([[2060, 1, 'Questionable']]);
    const both = await injuryReportsAsOf(t.db.orm, [2060, 2061], at('2061-12-01T00:00:00Z'));
    expect(both.map((r) => `${r.season}-${r.week}`).sort()).toEqual(['2060-1', '2060-2', '2061-1']);
  });
});

describe('snap shares', () => {
  it('gives offensive snaps of finished games, with the gsis id through the PFR id', async () => {
    const snap = (
      gameId: string,
      week: number,
      pfr: string,
      player: string,
      snaps: number | null,
      pct: number | null,
    ) => ({
      gameId,
      pfrPlayerId: pfr,
      season: 2060,
      week,
      gameType: 'REG',
      player,
      position: 'RB',
      team: 'BUF',
      offenseSnaps: snaps,
      offensePct: pct,
    });
    await t.db.orm.insert(snapCounts).values([
      snap('2060_02_BUF_MIA', 2, 'PFR-P1', 'Bills Back', 40, 0.62),
      snap('2060_01_KC_BUF', 1, 'PFR-P1', 'Bills Back', 30, 0.5),
      // No player of ours has this PFR id: kept, without a gsis id.
      snap('2060_01_KC_BUF', 1, 'PFR-X', 'Practice Squad', 3, 0.05),
      // Special teams only (no offensive snap, or none recorded): left out.
      snap('2060_01_KC_BUF', 1, 'PFR-ST', 'Gunner', 0, 0),
      snap('2060_01_KC_BUF', 1, 'PFR-ST2', 'Gunner Two', null, null),
    ]);
    expect(await snapSharesAsOf(t.db.orm, [], at('2099-01-01T00:00:00Z'))).toEqual([]);
    // Week 2's final not known yet.
    const week1 = await snapSharesAsOf(t.db.orm, [2060], at('2060-09-16T19:59:59Z'));
    expect(week1.map((r) => [r.player, r.gsis_id, r.offense_snaps, r.offense_pct]).sort()).toEqual([
      ['Bills Back', 'P1', 30, 0.5],
      ['Practice Squad', null, 3, 0.05],
    ]);
    const all = await snapSharesAsOf(t.db.orm, [2060, 2061], at('2061-12-01T00:00:00Z'));
    // By kickoff: week 1's two rows, then week 2's.
    expect(all.map((r) => `${r.week} ${r.player}`).slice(2)).toEqual(['2 Bills Back']);
    expect(all[2] && { ...all[2], kickoff: new Date(all[2].kickoff) }).toEqual({
      game_id: '2060_02_BUF_MIA',
      season: 2060,
      week: 2,
      team: 'BUF',
      gsis_id: 'P1',
      player: 'Bills Back',
      position: 'RB',
      offense_pct: 0.62,
      offense_snaps: 40,
      kickoff: at('2060-09-16T17:00:00Z'),
    });
  });
});
