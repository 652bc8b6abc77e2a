// The public record of picks on one cloned database (decision 128, the repositories' fast test set;
// decisions 137 and 141): a pick is written once per game and model version and never rewritten; it is
// due for grading from the instant its final is known (not a millisecond before), for the model version
// asked, once; a week's picks are listed for one version, season and week, by kickoff then game id.
// Each test uses games of its own season, so tests never see each other's rows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf, predictionRow } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { predictions } from '../schema/model.ts';
import {
  type GradeUpdate,
  insertPredictions,
  listWeekPredictions,
  saveGrades,
  ungradedWithResults,
} from './predictions.ts';

let t: TestDatabase;
const V = 'v-test';
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const stored = async (gameId: string, modelVersion = V) =>
  (await t.db.orm.select().from(predictions)).find(
    (p) => p.gameId === gameId && p.modelVersion === modelVersion,
  );

describe('writing picks', () => {
  it('writes a pick once per game and model version; a second write of it changes nothing', async () => {
    await gameOf(t.db.orm, '2019_01_NE_MIA', '2019-09-08T17:00:00Z');
    const row = predictionRow('2019_01_NE_MIA', '2019-09-08T17:00:00Z', V, { commentary: 'first' });
    expect(await insertPredictions(t.db.orm, [row])).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    // The same key with another commentary: left as written (the record is insert-only).
    expect(await insertPredictions(t.db.orm, [{ ...row, commentary: 'second' }])).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 1,
    });
    expect((await stored('2019_01_NE_MIA'))?.commentary).toBe('first');
    // Another model version's pick of the same game is a record of its own.
    expect(await insertPredictions(t.db.orm, [{ ...row, modelVersion: 'v-other' }])).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 0,
    });
  });
});

describe('picks due for grading', () => {
  // 2020 week 1: MIA 24–17 NE final known 20:30; NYJ 10 at BUF 20 known 21:00; DAL at LA no final;
  // KC at LV with a result instant but no score yet; DEN at TB already graded.
  beforeAll(async () => {
    const db = t.db.orm;
    await gameOf(db, '2020_01_NE_MIA', '2020-09-13T17:00:00Z', {
      home: 24,
      away: 17,
      knownAt: '2020-09-13T20:30:00Z',
    });
    await gameOf(db, '2020_01_NYJ_BUF', '2020-09-13T17:00:00Z', {
      home: 20,
      away: 10,
      knownAt: '2020-09-13T21:00:00Z',
    });
    await gameOf(db, '2020_01_DAL_LA', '2020-09-13T20:20:00Z');
    await gameOf(db, '2020_01_KC_LV', '2020-09-13T17:00:00Z');
    await db.execute(
      sql`update games set result_known_at = '2020-09-13T20:00:00Z' where game_id = '2020_01_KC_LV'`,
    );
    await gameOf(db, '2020_01_DEN_TB', '2020-09-13T17:00:00Z', {
      home: 30,
      away: 3,
      knownAt: '2020-09-13T20:00:00Z',
    });
    const spread = { spreadLine: -3.5, spreadPickTeam: 'MIA', totalLine: 44.5, totalPick: 'OVER' as const };
    await insertPredictions(db, [
      predictionRow('2020_01_NE_MIA', '2020-09-13T17:00:00Z', V, { winnerTeam: 'MIA', ...spread }),
      predictionRow('2020_01_NE_MIA', '2020-09-13T17:00:00Z', 'v-other', { winnerTeam: 'NE' }),
      predictionRow('2020_01_NYJ_BUF', '2020-09-13T17:00:00Z', V, { winnerTeam: 'NYJ' }),
      predictionRow('2020_01_DAL_LA', '2020-09-13T20:20:00Z', V),
      predictionRow('2020_01_KC_LV', '2020-09-13T17:00:00Z', V),
      predictionRow('2020_01_DEN_TB', '2020-09-13T17:00:00Z', V),
    ]);
    await db.execute(sql`update predictions set home_score = 30, away_score = 3, straight_up = 'win',
      graded_at = '2020-09-13T21:00:00Z' where game_id = '2020_01_DEN_TB'`);
  });

  const due = async (asOf: string, modelVersion = V) =>
    (await ungradedWithResults(t.db.orm, modelVersion, new Date(asOf)))
      .filter((r) => r.gameId.startsWith('2020_'))
      .sort((a, b) => a.gameId.localeCompare(b.gameId));

  it('answers nothing a millisecond before the first final is known', async () => {
    expect(await due('2020-09-13T20:29:59.999Z')).toEqual([]);
  });

  it('answers the pick with its final from the instant the final is known, for the version asked', async () => {
    expect(await due('2020-09-13T20:30:00Z')).toEqual([
      {
        gameId: '2020_01_NE_MIA',
        homeTeam: 'MIA',
        winnerTeam: 'MIA',
        spreadLine: -3.5,
        spreadPickTeam: 'MIA',
        totalLine: 44.5,
        totalPick: 'OVER',
        homeScore: 24,
        awayScore: 17,
      },
    ]);
    expect((await due('2020-09-13T20:30:00Z', 'v-other')).map((r) => r.winnerTeam)).toEqual(['NE']);
  });

  it('adds each final as it becomes known; never a graded pick, a game without a final or without a score', async () => {
    // 21:00: BUF's final is known too; DAL–LA has none, KC–LV a result instant but no score, DEN–TB is graded.
    expect((await due('2020-09-13T21:00:00Z')).map((r) => [r.gameId, r.homeScore, r.awayScore])).toEqual([
      ['2020_01_NE_MIA', 24, 17],
      ['2020_01_NYJ_BUF', 20, 10],
    ]);
  });
});

describe('saving grades', () => {
  // 2021 week 1: MIA 24–17 NE and BUF 20–10 NYJ, each picked by V and by v-other.
  beforeAll(async () => {
    const db = t.db.orm;
    await gameOf(db, '2021_01_NE_MIA', '2021-09-12T17:00:00Z', {
      home: 24,
      away: 17,
      knownAt: '2021-09-12T20:30:00Z',
    });
    await gameOf(db, '2021_01_NYJ_BUF', '2021-09-12T17:00:00Z', {
      home: 20,
      away: 10,
      knownAt: '2021-09-12T20:30:00Z',
    });
    await insertPredictions(
      db,
      ['2021_01_NE_MIA', '2021_01_NYJ_BUF'].flatMap((id) => [
        predictionRow(id, '2021-09-12T17:00:00Z', V),
        predictionRow(id, '2021-09-12T17:00:00Z', 'v-other'),
      ]),
    );
  });

  const gradeOf = async (gameId: string, modelVersion = V) => {
    const p = await stored(gameId, modelVersion);
    return [p?.homeScore, p?.awayScore, p?.straightUp, p?.againstSpread, p?.totalResult, p?.gradedAt];
  };

  it('grades nothing when given nothing', async () => {
    expect(await saveGrades(t.db.orm, V, [], new Date('2021-09-12T21:00:00Z'))).toBe(0);
  });

  it("writes each game's grade to the version's pick, once, and leaves the other version's pick ungraded", async () => {
    const at = new Date('2021-09-12T21:00:00Z');
    const grades: GradeUpdate[] = [
      {
        gameId: '2021_01_NE_MIA',
        homeScore: 24,
        awayScore: 17,
        straightUp: 'win',
        againstSpread: 'loss',
        totalResult: 'push',
      },
      {
        gameId: '2021_01_NYJ_BUF',
        homeScore: 20,
        awayScore: 10,
        straightUp: 'loss',
        againstSpread: null,
        totalResult: null,
      },
    ];
    expect(await saveGrades(t.db.orm, V, grades, at)).toBe(2);
    expect(await gradeOf('2021_01_NE_MIA')).toEqual([24, 17, 'win', 'loss', 'push', at]);
    expect(await gradeOf('2021_01_NYJ_BUF')).toEqual([20, 10, 'loss', null, null, at]);
    expect(await gradeOf('2021_01_NE_MIA', 'v-other')).toEqual([null, null, null, null, null, null]);
    // Graded already: a second grade of MIA's game changes nothing.
    const again: GradeUpdate[] = [{ ...(grades[0] as GradeUpdate), straightUp: 'loss' }];
    expect(await saveGrades(t.db.orm, V, again, new Date('2021-09-13T09:00:00Z'))).toBe(0);
    expect(await gradeOf('2021_01_NE_MIA')).toEqual([24, 17, 'win', 'loss', 'push', at]);
  });
});

describe("a week's picks", () => {
  it('lists one version, season and week, by kickoff then game id, each with when its result became known', async () => {
    const db = t.db.orm;
    // 2022 week 3: TB at ATL on Thursday (the earliest kickoff, the greatest id), then BUF at NYJ and
    // NE at MIA at the same Sunday kickoff (ids in that order); week 4 and 2018's week 3 must not show.
    await gameOf(db, '2022_03_TB_ATL', '2022-09-23T00:15:00Z', {
      home: 13,
      away: 27,
      knownAt: '2022-09-23T03:30:00Z',
    });
    await gameOf(db, '2022_03_NE_MIA', '2022-09-25T17:00:00Z');
    await gameOf(db, '2022_03_BUF_NYJ', '2022-09-25T17:00:00Z');
    await gameOf(db, '2022_04_NE_MIA', '2022-10-02T17:00:00Z');
    await gameOf(db, '2018_03_NE_MIA', '2018-09-23T17:00:00Z');
    await insertPredictions(db, [
      predictionRow('2022_03_NE_MIA', '2022-09-25T17:00:00Z', V),
      predictionRow('2022_03_TB_ATL', '2022-09-23T00:15:00Z', V),
      predictionRow('2022_03_BUF_NYJ', '2022-09-25T17:00:00Z', V),
      predictionRow('2022_03_BUF_NYJ', '2022-09-25T17:00:00Z', 'v-other'),
      predictionRow('2022_04_NE_MIA', '2022-10-02T17:00:00Z', V),
      predictionRow('2018_03_NE_MIA', '2018-09-23T17:00:00Z', V),
    ]);
    const rows = await listWeekPredictions(db, V, 2022, 3);
    expect(rows.map((r) => [r.prediction.gameId, r.prediction.modelVersion, r.resultKnownAt])).toEqual([
      ['2022_03_TB_ATL', V, new Date('2022-09-23T03:30:00Z')],
      ['2022_03_BUF_NYJ', V, null],
      ['2022_03_NE_MIA', V, null],
    ]);
    expect((await listWeekPredictions(db, 'v-other', 2022, 3)).map((r) => r.prediction.gameId)).toEqual([
      '2022_03_BUF_NYJ',
    ]);
  });
});
