// Inputs for a season without weekly player lines, on one cloned database: last season's regular-season
// player totals; each team's totals per regular-season game of the seasons asked whose final is known at
// the clock, home or away, in kickoff order. Seasons 2048–2050 are this file's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { playerSeasonStats, teamWeekStats } from '../schema/stats.ts';
import { playerSeasonTotals, teamGameTotals } from './season-inputs.ts';

let t: TestDatabase;
const CLOCK = new Date('2049-09-20T00:00:00Z');
const teamWeek = (season: number, week: number, team: string, points: number, seasonType = 'REG') => ({
  season,
  week,
  seasonType,
  team,
  stats: { points },
});

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.db.orm;
  await gameOf(db, '2049_02_KC_DEN', '2049-09-16T00:15:00Z', {
    home: 30,
    away: 27,
    knownAt: '2049-09-20T00:00:01Z',
  });
  await gameOf(db, '2049_01_KC_BUF', '2049-09-09T17:00:00Z', {
    home: 17,
    away: 20,
    knownAt: '2049-09-09T20:30:00Z',
  });
  await gameOf(db, '2048_01_NYJ_BUF', '2048-09-10T17:00:00Z', {
    home: 24,
    away: 9,
    knownAt: '2048-09-10T20:30:00Z',
  });
  await gameOf(db, '2050_01_KC_LV', '2050-09-08T17:00:00Z', {
    home: 21,
    away: 14,
    knownAt: '2050-09-08T20:30:00Z',
  });
  await db.insert(teamWeekStats).values([
    teamWeek(2049, 2, 'KC', 27), // its final is known a second after the clock
    teamWeek(2049, 1, 'KC', 20), // KC away
    teamWeek(2049, 1, 'KC', 3, 'POST'),
    teamWeek(2048, 1, 'BUF', 24), // BUF at home
    teamWeek(2048, 1, 'MIA', 10), // MIA played no game of week 1 in 2048
    teamWeek(2050, 1, 'KC', 14), // a season not asked
  ]);
  const player = (season: number, seasonType: string, playerId: string, yards: number) => ({
    season,
    seasonType,
    playerId,
    stats: { yards },
  });
  await db
    .insert(playerSeasonStats)
    .values([
      player(2048, 'REG', 'p1', 1000),
      player(2048, 'POST', 'p1', 90),
      player(2048, 'REG', 'p2', 500),
      player(2049, 'REG', 'p1', 1200),
    ]);
});
afterAll(() => t.destroy());

describe("a new season's inputs", () => {
  it("reads a season's regular-season player totals only", async () => {
    const rows = await playerSeasonTotals(t.db.orm, 2048);
    expect(rows.map((r) => [r.playerId, r.seasonType, r.stats]).sort()).toEqual([
      ['p1', 'REG', { yards: 1000 }],
      ['p2', 'REG', { yards: 500 }],
    ]);
  });

  it('reads team totals of regular-season games known at the clock, home or away, in kickoff order', async () => {
    const rows = await teamGameTotals(t.db.orm, [2049, 2048], CLOCK);
    expect(
      rows.map((r) => [r.team, r.season, r.week, r.game_id, new Date(r.kickoff).toISOString(), r.stats]),
    ).toEqual([
      ['BUF', 2048, 1, '2048_01_NYJ_BUF', '2048-09-10T17:00:00.000Z', { points: 24 }],
      ['KC', 2049, 1, '2049_01_KC_BUF', '2049-09-09T17:00:00.000Z', { points: 20 }],
    ]);
    // A second later KC at DEN's final is known.
    const later = await teamGameTotals(t.db.orm, [2049], new Date('2049-09-20T00:00:01Z'));
    expect(later.map((r) => r.game_id)).toEqual(['2049_01_KC_BUF', '2049_02_KC_DEN']);
    expect(await teamGameTotals(t.db.orm, [], CLOCK)).toEqual([]);
  });
});
