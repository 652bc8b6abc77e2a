// The games sitemap.xml lists on one cloned database: every game with a pick of the model version asked
// that had kicked off by the clock (at the instant included), oldest first, the id breaking a tie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf, predictionRow } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { predictions } from '../schema/model.ts';
import { pickedGames } from './sitemap-games.ts';

let t: TestDatabase;
const CLOCK = '2057-09-14T17:00:00Z';
beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.db.orm;
  const games: [string, string][] = [
    ['2057_02_KC_DEN', CLOCK], // kicks off at the clock
    ['2057_01_NYJ_MIA', '2057-09-07T17:00:00Z'],
    ['2057_01_KC_BUF', '2057-09-07T17:00:00Z'],
    ['2057_01_DAL_PHI', '2057-09-01T00:20:00Z'],
    ['2057_02_SF_SEA', '2057-09-14T20:25:00Z'], // after the clock
  ];
  for (const [id, kickoff] of games) await gameOf(db, id, kickoff);
  await db
    .insert(predictions)
    .values([
      ...games.map(([id, kickoff]) => predictionRow(id, kickoff, 'm1')),
      predictionRow('2057_01_DAL_PHI', '2057-09-01T00:20:00Z', 'm2'),
    ]);
});
afterAll(() => t.destroy());

describe('the picked games of the sitemap', () => {
  it('lists games with a pick of the version kicked off by the clock, oldest first', async () => {
    const rows = await pickedGames(t.db.orm, 'm1', new Date(CLOCK));
    expect(rows.map((r) => [r.gameId, r.season, r.week, r.kickoff.toISOString()])).toEqual([
      ['2057_01_DAL_PHI', 2057, 1, '2057-09-01T00:20:00.000Z'],
      ['2057_01_KC_BUF', 2057, 1, '2057-09-07T17:00:00.000Z'],
      ['2057_01_NYJ_MIA', 2057, 1, '2057-09-07T17:00:00.000Z'],
      ['2057_02_KC_DEN', 2057, 2, '2057-09-14T17:00:00.000Z'],
    ]);
    expect((await pickedGames(t.db.orm, 'm2', new Date(CLOCK))).map((r) => r.gameId)).toEqual([
      '2057_01_DAL_PHI',
    ]);
  });
});
