// "No pick published" on the public record (decisions 016, 134; the repositories' fast test set:
// decisions 128, 137): written once, never rewritten (a second writer's row is counted unchanged, the
// first reasons stay), per model version; a catch-up's progress says which seasons are fully decided by
// the clock. One cloned database; the seasons here (2050–2052) are this file's own.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf, predictionRow } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { predictions } from '../schema/model.ts';
import { decidedGameIds, decidedSeasons, insertNoPicks, listWeekNoPicks } from './no-picks.ts';

let t: TestDatabase;
const at = (iso: string) => new Date(iso);
const stale = [{ code: 'stale_line' as const, detail: 'The line was 3 days old at kickoff' }];
const noLine = [{ code: 'no_line' as const, detail: 'No line at kickoff' }];

beforeAll(async () => {
  t = await createTestDatabase();
  // 2050 week 1: two games at 17:00 (ids in order: KC_BUF, NYJ_MIA), one at 20:25; week 2 after the clock.
  await gameOf(t.db.orm, '2050_01_NYJ_MIA', '2050-09-08T17:00:00Z');
  await gameOf(t.db.orm, '2050_01_KC_BUF', '2050-09-08T17:00:00Z');
  await gameOf(t.db.orm, '2050_01_DAL_PHI', '2050-09-08T20:25:00Z');
  await gameOf(t.db.orm, '2050_02_DAL_NYG', '2050-09-15T17:00:00Z');
  await gameOf(t.db.orm, '2051_01_SF_SEA', '2051-09-07T17:00:00Z');
  await gameOf(t.db.orm, '2052_01_SF_LA', '2052-09-06T17:00:00Z');
});
afterAll(() => t.destroy());

describe('writing a no-pick', () => {
  it('keeps the first record of a game and model version; a second write is counted unchanged', async () => {
    const row = {
      gameId: '2050_01_DAL_PHI',
      modelVersion: 'v1',
      decidedAt: at('2050-09-08T20:25:00Z'),
      reasons: stale,
    };
    expect(await insertNoPicks(t.db.orm, [row])).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    expect(await insertNoPicks(t.db.orm, [{ ...row, reasons: noLine }])).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 1,
    });
    // Another model version's record of the same game is its own.
    expect(await insertNoPicks(t.db.orm, [{ ...row, modelVersion: 'v2', reasons: noLine }])).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 0,
    });
    const stored = await t.db.orm.execute(
      sql`select model_version, reasons from no_picks where game_id = '2050_01_DAL_PHI' order by model_version`,
    );
    expect(stored.rows).toEqual([
      { model_version: 'v1', reasons: stale },
      { model_version: 'v2', reasons: noLine },
    ]);
  });
});

describe('what is decided', () => {
  it('lists the seasons played by the clock, done when each played game has a pick or a no-pick', async () => {
    await insertNoPicks(t.db.orm, [
      {
        gameId: '2050_01_NYJ_MIA',
        modelVersion: 'v1',
        decidedAt: at('2050-09-08T17:00:00Z'),
        reasons: noLine,
      },
      {
        gameId: '2050_01_KC_BUF',
        modelVersion: 'v1',
        decidedAt: at('2050-09-08T17:00:00Z'),
        reasons: noLine,
      },
    ]);
    await t.db.orm
      .insert(predictions)
      .values([
        predictionRow('2051_01_SF_SEA', '2051-09-07T17:00:00Z', 'v2'),
        predictionRow('2050_01_NYJ_MIA', '2050-09-08T17:00:00Z', 'v2'),
      ]);
    // Clock: after 2051's opener, before 2052's. v1: all three 2050 week-1 games withheld (week 2, not
    // decided, kicked off too); 2051's game has only v2's pick.
    const clock = at('2051-09-08T00:00:00Z');
    expect(await decidedSeasons(t.db.orm, 'v1', clock)).toEqual([
      { season: 2050, done: false },
      { season: 2051, done: false },
    ]);
    // Before week 2's kickoff 2050 is done for v1.
    expect(await decidedSeasons(t.db.orm, 'v1', at('2050-09-15T16:59:59Z'))).toEqual([
      { season: 2050, done: true },
    ]);
    // v2: a no-pick (DAL_PHI) and a pick (NYJ_MIA) of 2050 but not KC_BUF; 2051's pick.
    expect(await decidedSeasons(t.db.orm, 'v2', clock)).toEqual([
      { season: 2050, done: false },
      { season: 2051, done: true },
    ]);
    expect([...(await decidedGameIds(t.db.orm, 'v1'))].sort()).toEqual([
      '2050_01_DAL_PHI',
      '2050_01_KC_BUF',
      '2050_01_NYJ_MIA',
    ]);
    expect([...(await decidedGameIds(t.db.orm, 'v2'))].sort()).toEqual([
      '2050_01_DAL_PHI',
      '2050_01_NYJ_MIA',
      '2051_01_SF_SEA',
    ]);
    expect(await decidedGameIds(t.db.orm, 'v3')).toEqual(new Set());
  });

  it("lists one week's no-picks of a model version by kickoff, then game id", async () => {
    const week = await listWeekNoPicks(t.db.orm, 'v1', 2050, 1);
    expect(week.map((r) => [r.noPick.gameId, r.noPick.modelVersion, r.noPick.reasons[0]?.code])).toEqual([
      ['2050_01_KC_BUF', 'v1', 'no_line'],
      ['2050_01_NYJ_MIA', 'v1', 'no_line'],
      ['2050_01_DAL_PHI', 'v1', 'stale_line'],
    ]);
    expect(week[0]?.noPick.decidedAt).toEqual(at('2050-09-08T17:00:00Z'));
    expect(await listWeekNoPicks(t.db.orm, 'v1', 2050, 2)).toEqual([]);
    expect(await listWeekNoPicks(t.db.orm, 'v1', 2051, 1)).toEqual([]);
  });
});
