// The Dashboard's favourite-team reads on one cloned database (season 2045 is this file's own): a team's
// season in kickoff order, home and away, with a score only once its final is known at the clock and a
// BioBoost only from the model version asked and frozen by the clock; each team's next game strictly
// after the clock, whatever the season; a playoff game whose pairing is undecided never answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { game, gameOf, predictionRow } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { predictions } from '../schema/model.ts';
import { nextGames, teamSeasonGames } from './team-season.ts';

let t: TestDatabase;
const CLOCK = new Date('2045-10-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.db.orm;
  // Inserted out of kickoff order on purpose.
  await gameOf(db, '2045_03_KC_LV', '2045-09-21T20:25:00Z');
  await gameOf(db, '2045_01_KC_BUF', '2045-09-07T17:00:00Z', {
    home: 24,
    away: 20,
    knownAt: '2045-09-07T20:30:00Z',
  });
  // Its final is known an hour after the clock.
  await gameOf(db, '2045_02_DEN_KC', '2045-09-14T17:00:00Z', {
    home: 27,
    away: 17,
    knownAt: '2045-10-01T13:00:00Z',
  });
  await gameOf(db, '2045_04_BUF_MIA', CLOCK.toISOString()); // kicks off at the clock: not "next"
  await gameOf(db, '2045_06_BUF_KC', '2045-10-12T17:00:00Z');
  await gameOf(db, '2045_05_KC_NYJ', '2045-10-05T17:00:00Z');
  await gameOf(db, '2045_01_NYJ_MIA', '2045-09-07T17:00:00Z'); // neither team asked
  await gameOf(db, '2046_01_KC_BUF', '2046-09-10T17:00:00Z'); // next season
  await gameOf(db, '2046_01_LV_DEN', '2046-09-11T00:20:00Z');
  // Week 18 has a game without a result, so the Wild Card game of KC and PIT is not decided.
  await gameOf(db, '2045_18_NYJ_MIA', '2046-01-04T18:00:00Z');
  await game(db, {
    id: '2045_19_PIT_KC',
    season: 2045,
    week: 19,
    gameType: 'WC',
    kickoff: '2046-01-10T21:30:00Z',
    home: 'KC',
    away: 'PIT',
  });
  await db.insert(predictions).values([
    predictionRow('2045_01_KC_BUF', '2045-09-07T17:00:00Z', 'm1', { homeBioBoost: 61, awayBioBoost: 55 }),
    predictionRow('2045_01_KC_BUF', '2045-09-07T17:00:00Z', 'm2', { homeBioBoost: 70, awayBioBoost: 70 }),
    predictionRow('2045_02_DEN_KC', '2045-09-14T17:00:00Z', 'm1', { homeBioBoost: 48, awayBioBoost: 52 }),
    // Frozen at its kickoff, after the clock: not shown yet.
    predictionRow('2045_05_KC_NYJ', '2045-10-05T17:00:00Z', 'm1', { homeBioBoost: 66, awayBioBoost: 44 }),
  ]);
});
afterAll(() => t.destroy());

describe("a favourite team's season", () => {
  it('lists its games in kickoff order; scores known at the clock, BioBoosts of the version frozen by it', async () => {
    const rows = await teamSeasonGames(t.db.orm, {
      teams: ['KC'],
      season: 2045,
      asOf: CLOCK,
      modelVersion: 'm1',
    });
    expect(
      rows.map((r) => [
        r.gameId,
        r.week,
        r.kickoff.toISOString(),
        r.homeTeam,
        r.awayTeam,
        r.homeScore,
        r.awayScore,
        r.homeBioBoost,
        r.awayBioBoost,
      ]),
    ).toEqual([
      ['2045_01_KC_BUF', 1, '2045-09-07T17:00:00.000Z', 'BUF', 'KC', 24, 20, 61, 55],
      // Its final is known at 13:00, an hour after the clock.
      ['2045_02_DEN_KC', 2, '2045-09-14T17:00:00.000Z', 'KC', 'DEN', null, null, 48, 52],
      ['2045_03_KC_LV', 3, '2045-09-21T20:25:00.000Z', 'LV', 'KC', null, null, null, null],
      // Its pick is frozen at kickoff, four days after the clock.
      ['2045_05_KC_NYJ', 5, '2045-10-05T17:00:00.000Z', 'NYJ', 'KC', null, null, null, null],
      ['2045_06_BUF_KC', 6, '2045-10-12T17:00:00.000Z', 'KC', 'BUF', null, null, null, null],
    ]);
  });

  it('shows a final known exactly at the clock; no team asked, no game', async () => {
    const rows = await teamSeasonGames(t.db.orm, {
      teams: ['DEN'],
      season: 2045,
      asOf: new Date('2045-10-01T13:00:00Z'),
      modelVersion: 'm2',
    });
    // Home KC 27, away DEN 17; model m2 has no pick of this game.
    expect(rows.map((r) => [r.gameId, r.homeScore, r.awayScore, r.homeBioBoost])).toEqual([
      ['2045_02_DEN_KC', 27, 17, null],
    ]);
    expect(
      await teamSeasonGames(t.db.orm, { teams: [], season: 2045, asOf: CLOCK, modelVersion: 'm1' }),
    ).toEqual([]);
  });
});

describe("each team's next game", () => {
  it('is the earliest kickoff strictly after the clock, whatever the season; undecided pairings never answer', async () => {
    const next = await nextGames(t.db.orm, ['KC', 'BUF', 'PIT', 'LV'], CLOCK);
    expect(next.map((g) => ({ ...g, kickoff: g.kickoff.toISOString() }))).toEqual([
      // BUF's game at the clock itself is not next.
      {
        team: 'BUF',
        gameId: '2045_06_BUF_KC',
        week: 6,
        kickoff: '2045-10-12T17:00:00.000Z',
        homeTeam: 'KC',
        awayTeam: 'BUF',
      },
      {
        team: 'KC',
        gameId: '2045_05_KC_NYJ',
        week: 5,
        kickoff: '2045-10-05T17:00:00.000Z',
        homeTeam: 'NYJ',
        awayTeam: 'KC',
      },
      // LV's next is in the next season; PIT's only game is the undecided Wild Card game.
      {
        team: 'LV',
        gameId: '2046_01_LV_DEN',
        week: 1,
        kickoff: '2046-09-11T00:20:00.000Z',
        homeTeam: 'DEN',
        awayTeam: 'LV',
      },
    ]);
    expect(await nextGames(t.db.orm, [], CLOCK)).toEqual([]);
  });
});
