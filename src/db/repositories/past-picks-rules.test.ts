// The Past Picks archive on one cloned database (decision 128, the repositories' fast test set): a
// pick is listed once its game has kicked off and its final is known at the request's instant (issue 20
// item 11: the query on the wall clock instead passed every test), for the model version asked, newest
// kickoff first, a season or a week at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { game, gameOf, predictionRow } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { predictions } from '../schema/model.ts';
import { settledPickSeasons, settledPicks } from './past-picks.ts';

let t: TestDatabase;
const V = 'v-test';

async function pick(gameId: string, kickoff: string, modelVersion = V) {
  await t.db.orm.insert(predictions).values(predictionRow(gameId, kickoff, modelVersion));
}

// Four games: 2024 week 18 (final known 2025-01-05 22:00), 2025 week 1 twice (the same kickoff; finals
// known at 04:00 and 05:00), 2025 week 2 (final known 2025-09-14 21:00).
const games = [
  {
    id: '2024_18_NYG_PHI',
    season: 2024,
    week: 18,
    kickoff: '2025-01-05T18:00:00Z',
    home: 'PHI',
    away: 'NYG',
    knownAt: '2025-01-05T22:00:00Z',
  },
  {
    id: '2025_01_DAL_PHI',
    season: 2025,
    week: 1,
    kickoff: '2025-09-05T00:20:00Z',
    home: 'PHI',
    away: 'DAL',
    knownAt: '2025-09-05T04:00:00Z',
  },
  {
    id: '2025_01_KC_LAC',
    season: 2025,
    week: 1,
    kickoff: '2025-09-05T00:20:00Z',
    home: 'LAC',
    away: 'KC',
    knownAt: '2025-09-05T05:00:00Z',
  },
  {
    id: '2025_02_NYJ_BUF',
    season: 2025,
    week: 2,
    kickoff: '2025-09-14T17:00:00Z',
    home: 'BUF',
    away: 'NYJ',
    knownAt: '2025-09-14T21:00:00Z',
  },
];

beforeAll(async () => {
  t = await createTestDatabase();
  for (const g of games) {
    await game(t.db.orm, { ...g, score: { home: 24, away: 17, knownAt: g.knownAt } });
    await pick(g.id, g.kickoff);
  }
  // Another model version's pick of the week-2 game, and a week-3 game with a pick but no final.
  await pick('2025_02_NYJ_BUF', '2025-09-14T17:00:00Z', 'v-other');
  await gameOf(t.db.orm, '2025_03_MIA_NE', '2025-09-21T17:00:00Z');
  await pick('2025_03_MIA_NE', '2025-09-21T17:00:00Z');
});
afterAll(() => t.destroy());

const ids = (rows: { prediction: { gameId: string } }[]) => rows.map((r) => r.prediction.gameId);

describe('the past picks archive', () => {
  it('lists the picks whose final is known at the instant, newest kickoff first, ties by game id descending', async () => {
    const rows = await settledPicks(t.db.orm, { modelVersion: V, asOf: new Date('2025-10-01T00:00:00Z') });
    expect(ids(rows)).toEqual(['2025_02_NYJ_BUF', '2025_01_KC_LAC', '2025_01_DAL_PHI', '2024_18_NYG_PHI']);
    expect(rows[0]).toMatchObject({
      season: 2025,
      week: 2,
      homeScore: 24,
      awayScore: 17,
      home: { code: 'BUF', name: 'Buffalo Bills' },
      away: { code: 'NYJ', name: 'New York Jets' },
    });
    expect(rows[0]?.prediction.modelVersion).toBe(V);
  });

  it('follows the instant asked, not today: a final known at 04:00 shows from 04:00, not a millisecond before', async () => {
    const before = await settledPicks(t.db.orm, {
      modelVersion: V,
      asOf: new Date('2025-09-05T03:59:59.999Z'),
    });
    expect(ids(before)).toEqual(['2024_18_NYG_PHI']);
    const at = await settledPicks(t.db.orm, { modelVersion: V, asOf: new Date('2025-09-05T04:00:00Z') });
    expect(ids(at)).toEqual(['2025_01_DAL_PHI', '2024_18_NYG_PHI']);
    expect(await settledPickSeasons(t.db.orm, V, new Date('2025-09-05T03:59:59.999Z'))).toEqual([2024]);
    expect(await settledPickSeasons(t.db.orm, V, new Date('2025-09-05T04:00:00Z'))).toEqual([2025, 2024]);
    expect(await settledPickSeasons(t.db.orm, V, new Date('2025-01-05T21:59:59Z'))).toEqual([]);
  });

  it('never lists a game before its kickoff, even with a result recorded early', async () => {
    await game(t.db.orm, {
      id: '2025_04_DEN_KC',
      season: 2025,
      week: 4,
      kickoff: '2025-09-28T17:00:00Z',
      home: 'KC',
      away: 'DEN',
      // A source's bad stamp: the final "known" a day before kickoff.
      score: { home: 20, away: 13, knownAt: '2025-09-27T17:00:00Z' },
    });
    await pick('2025_04_DEN_KC', '2025-09-28T17:00:00Z');
    const rows = await settledPicks(t.db.orm, {
      modelVersion: V,
      season: 2025,
      week: 4,
      asOf: new Date('2025-09-28T16:59:59Z'),
    });
    expect(rows).toEqual([]);
    const atKickoff = await settledPicks(t.db.orm, {
      modelVersion: V,
      season: 2025,
      week: 4,
      asOf: new Date('2025-09-28T17:00:00Z'),
    });
    expect(ids(atKickoff)).toEqual(['2025_04_DEN_KC']);
  });

  it('keeps to the model version, the season and the week asked', async () => {
    const asOf = new Date('2025-10-01T00:00:00Z');
    expect(ids(await settledPicks(t.db.orm, { modelVersion: 'v-other', asOf }))).toEqual(['2025_02_NYJ_BUF']);
    expect(await settledPickSeasons(t.db.orm, 'v-other', asOf)).toEqual([2025]);
    expect(ids(await settledPicks(t.db.orm, { modelVersion: V, season: 2024, asOf }))).toEqual([
      '2024_18_NYG_PHI',
    ]);
    expect(ids(await settledPicks(t.db.orm, { modelVersion: V, season: 2025, week: 1, asOf }))).toEqual([
      '2025_01_KC_LAC',
      '2025_01_DAL_PHI',
    ]);
    // Week 1 of every season: only 2025 has one here.
    expect(ids(await settledPicks(t.db.orm, { modelVersion: V, week: 18, asOf }))).toEqual([
      '2024_18_NYG_PHI',
    ]);
  });
});
