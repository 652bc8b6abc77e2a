// Weekly and season stats and snap counts on one cloned database (decision 128, the repositories' fast
// test set; decisions 137 and 141): kicking and offense files merge into one stat map per player-week and
// a null never erases a stored column; each table is keyed on its natural key; a week's stats of a
// player or team are visible once that team's game of the week has its final at the instant, snap
// counts once their game has. Each test uses seasons of its own.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { playerSeasonStats, teamSeasonStats } from '../schema/stats.ts';
import {
  playerWeekStatsAsOf,
  snapCountsAsOf,
  teamWeekStatsAsOf,
  upsertPlayerSeasonStats,
  upsertPlayerWeekStats,
  upsertSnapCounts,
  upsertTeamSeasonStats,
  upsertTeamWeekStats,
} from './stats.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const at = (iso: string) => new Date(iso);
const created = { inserted: 1, updated: 0, unchanged: 0 };
const updated = { inserted: 0, updated: 1, unchanged: 0 };

describe('writing stats', () => {
  it('merges the kicking and offense maps of a player-week; a null keeps the stored column', async () => {
    const week = { season: 2120, week: 1, seasonType: 'REG', playerId: 'p1', team: 'BUF' };
    expect(
      await upsertPlayerWeekStats(t.db.orm, [{ ...week, position: 'K', stats: { fg_made: 2, fg_att: 3 } }]),
    ).toEqual(created);
    expect(
      await upsertPlayerWeekStats(t.db.orm, [
        { ...week, position: null, stats: { passing_yards: 0, fg_made: 3 } },
      ]),
    ).toEqual(updated);
    // Another season type is a row of its own.
    expect(
      await upsertPlayerWeekStats(t.db.orm, [{ ...week, seasonType: 'POST', stats: { fg_made: 1 } }]),
    ).toEqual(created);
    const rows = await playerWeekStatsAsOf(t.db.orm, 2120, at('2999-01-01T00:00:00Z'));
    // No game of 2120 is stored yet: nothing is visible.
    expect(rows).toEqual([]);
    await gameOf(t.db.orm, '2120_01_KC_BUF', '2120-09-09T17:00:00Z', {
      home: 20,
      away: 17,
      knownAt: '2120-09-09T20:30:00Z',
    });
    const visible = await playerWeekStatsAsOf(t.db.orm, 2120, at('2120-09-10T00:00:00Z'));
    expect(visible.map((r) => [r.seasonType, r.position, r.stats]).sort()).toEqual([
      // The POST row is a row of its own: no position given.
      ['POST', null, { fg_made: 1 }],
      // The offense file's fg_made (3) wins; the kicking file's fg_att stays.
      ['REG', 'K', { fg_made: 3, fg_att: 3, passing_yards: 0 }],
    ]);
  });

  it('keys season stats on season, type and player or team; team weeks keep a stored column over a null', async () => {
    const season = {
      season: 2121,
      seasonType: 'REG',
      playerId: 'p2',
      team: 'BUF',
      games: 16,
      stats: { yards: 1000 },
    };
    expect(await upsertPlayerSeasonStats(t.db.orm, [season])).toEqual(created);
    // A new season file replaces the map (no merge) and a null team (no keeping).
    expect(
      await upsertPlayerSeasonStats(t.db.orm, [{ ...season, team: null, stats: { rushing_yards: 50 } }]),
    ).toEqual(updated);
    expect(await upsertPlayerSeasonStats(t.db.orm, [{ ...season, seasonType: 'POST' }])).toEqual(created);
    const players = await t.db.orm
      .select()
      .from(playerSeasonStats)
      .where(eq(playerSeasonStats.playerId, 'p2'));
    expect(players.map((r) => [r.seasonType, r.team, r.stats]).sort()).toEqual([
      ['POST', 'BUF', { yards: 1000 }],
      ['REG', null, { rushing_yards: 50 }],
    ]);

    const team = { season: 2121, seasonType: 'REG', team: 'BUF', games: 17, stats: { points: 400 } };
    expect(await upsertTeamSeasonStats(t.db.orm, [team, { ...team, team: 'KC' }])).toEqual({
      inserted: 2,
      updated: 0,
      unchanged: 0,
    });
    expect(await upsertTeamSeasonStats(t.db.orm, [{ ...team, games: null }])).toEqual(updated);
    const teams = await t.db.orm.select().from(teamSeasonStats).where(eq(teamSeasonStats.season, 2121));
    expect(teams.map((r) => `${r.team} ${r.games}`).sort()).toEqual(['BUF null', 'KC 17']);

    const tw = {
      season: 2121,
      week: 1,
      seasonType: 'REG',
      team: 'BUF',
      opponentTeam: 'KC',
      gameId: '2121_01_KC_BUF',
      stats: { points: 24 },
    };
    expect(await upsertTeamWeekStats(t.db.orm, [tw])).toEqual(created);
    expect(await upsertTeamWeekStats(t.db.orm, [{ ...tw, opponentTeam: null, gameId: null }])).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 1,
    });
    expect(await upsertTeamWeekStats(t.db.orm, [{ ...tw, week: 2, opponentTeam: 'MIA' }])).toEqual(created);
  });

  it('keys snap counts on the game and the player', async () => {
    await gameOf(t.db.orm, '2122_01_KC_BUF', '2122-09-09T17:00:00Z', {
      home: 20,
      away: 17,
      knownAt: '2122-09-09T20:30:00Z',
    });
    await gameOf(t.db.orm, '2122_02_KC_BUF', '2122-09-16T17:00:00Z');
    const snap = (gameId: string, pfrPlayerId: string, offensePct: number) => ({
      gameId,
      pfrPlayerId,
      season: 2122,
      week: Number(gameId.slice(5, 7)),
      gameType: 'REG',
      player: pfrPlayerId,
      team: 'BUF',
      offensePct,
    });
    expect(
      await upsertSnapCounts(t.db.orm, [
        snap('2122_01_KC_BUF', 'a', 0.5),
        snap('2122_01_KC_BUF', 'b', 0.4),
        snap('2122_02_KC_BUF', 'a', 0.6),
      ]),
    ).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    expect(await upsertSnapCounts(t.db.orm, [snap('2122_01_KC_BUF', 'a', 0.7)])).toEqual(updated);
    // Week 1's game final at 20:30; week 2's not: only week 1's snaps, from 20:30 on.
    const shares = async (asOf: string) =>
      (await snapCountsAsOf(t.db.orm, 2122, at(asOf)))
        .map((r) => `${r.week} ${r.pfrPlayerId} ${r.offensePct}`)
        .sort();
    expect(await shares('2122-09-09T20:30:00Z')).toEqual(['1 a 0.7', '1 b 0.4']);
    expect(await shares('2122-09-09T20:29:59.999Z')).toEqual([]);
    expect(await snapCountsAsOf(t.db.orm, 2123, at('2200-01-01T00:00:00Z'))).toEqual([]);
  });
});

describe("a week's stats at an instant", () => {
  it("shows a team's and its players' week once that team's game of the week is final", async () => {
    // 2124 week 1: KC at BUF final at 20:30, NE at MIA final at 23:30; week 2 KC at BUF without a final.
    await gameOf(t.db.orm, '2124_01_KC_BUF', '2124-09-09T17:00:00Z', {
      home: 20,
      away: 17,
      knownAt: '2124-09-09T20:30:00Z',
    });
    await gameOf(t.db.orm, '2124_01_NE_MIA', '2124-09-09T20:00:00Z', {
      home: 10,
      away: 13,
      knownAt: '2124-09-09T23:30:00Z',
    });
    await gameOf(t.db.orm, '2124_02_KC_BUF', '2124-09-16T17:00:00Z');
    const pw = (week: number, playerId: string, team: string) => ({
      season: 2124,
      week,
      seasonType: 'REG',
      playerId,
      team,
      stats: {},
    });
    // kc1 is KC's (the away side), mia1 MIA's; nyj1 plays for NYJ, whose week-1 game is not stored.
    await upsertPlayerWeekStats(t.db.orm, [
      pw(1, 'buf1', 'BUF'),
      pw(1, 'kc1', 'KC'),
      pw(1, 'mia1', 'MIA'),
      pw(1, 'nyj1', 'NYJ'),
      pw(2, 'buf1', 'BUF'),
    ]);
    await upsertPlayerWeekStats(t.db.orm, [{ ...pw(1, 'buf1', 'BUF'), season: 2125 }]);
    const tw = (week: number, team: string) => ({ season: 2124, week, seasonType: 'REG', team, stats: {} });
    await upsertTeamWeekStats(t.db.orm, [tw(1, 'BUF'), tw(1, 'KC'), tw(1, 'MIA'), tw(2, 'BUF')]);
    const playersAt = async (asOf: string) =>
      (await playerWeekStatsAsOf(t.db.orm, 2124, at(asOf))).map((r) => `${r.week} ${r.playerId}`).sort();
    const teamsAt = async (asOf: string) =>
      (await teamWeekStatsAsOf(t.db.orm, 2124, at(asOf))).map((r) => `${r.week} ${r.team}`).sort();
    expect(await playersAt('2124-09-09T20:29:59.999Z')).toEqual([]);
    expect(await playersAt('2124-09-09T20:30:00Z')).toEqual(['1 buf1', '1 kc1']);
    expect(await playersAt('2124-09-20T00:00:00Z')).toEqual(['1 buf1', '1 kc1', '1 mia1']);
    expect(await teamsAt('2124-09-09T20:29:59.999Z')).toEqual([]);
    expect(await teamsAt('2124-09-09T20:30:00Z')).toEqual(['1 BUF', '1 KC']);
    expect(await teamsAt('2124-09-20T00:00:00Z')).toEqual(['1 BUF', '1 KC', '1 MIA']);
  });
});
