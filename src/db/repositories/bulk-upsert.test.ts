import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { players } from '../schema/players.ts';
import { playerWeekStats } from '../schema/stats.ts';
import { bulkUpsert } from './bulk-upsert.ts';
import { upsertPlayers } from './players.ts';

describe('bulk upserts', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  it('does nothing for no rows', async () => {
    expect(await bulkUpsert(t.db.orm, players, [], { target: [players.gsisId] })).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 0,
    });
  });

  it('counts inserts, real changes and unchanged rows; the last duplicate of a key wins', async () => {
    const first = await upsertPlayers(
      t.db.orm,
      [
        { gsisId: 'A', fullName: 'Al A', team: 'KC' },
        { gsisId: 'B', fullName: 'Bo B', team: 'LV' },
        { gsisId: 'B', fullName: 'Bo B', team: 'LAC' },
      ],
      'overwrite',
    );
    expect(first).toEqual({ inserted: 2, updated: 0, unchanged: 1 });
    const second = await upsertPlayers(
      t.db.orm,
      [
        { gsisId: 'A', fullName: 'Al A', team: 'KC' },
        { gsisId: 'B', fullName: 'Bo B', team: 'DEN' },
      ],
      'overwrite',
    );
    expect(second).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    const rows = await t.db.orm
      .select({ id: players.gsisId, team: players.team })
      .from(players)
      .orderBy(players.gsisId);
    expect(rows).toEqual([
      { id: 'A', team: 'KC' },
      { id: 'B', team: 'DEN' },
    ]);
  });

  it('never erases with a null, and a filling source never overrides', async () => {
    await upsertPlayers(
      t.db.orm,
      [{ gsisId: 'A', fullName: 'Al A', team: null, espnId: '123' }],
      'overwrite',
    );
    expect(
      await upsertPlayers(
        t.db.orm,
        [{ gsisId: 'A', fullName: 'Al Alpha', team: 'SF', sleeperId: '9' }],
        'fill',
      ),
    ).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 0,
    });
    const [a] = await t.db.orm.select().from(players).where(eq(players.gsisId, 'A'));
    expect(a).toMatchObject({ fullName: 'Al A', team: 'KC', espnId: '123', sleeperId: '9' });
  });

  it('merges jsonb stat maps (kicking and offense files describe the same player-week)', async () => {
    const key = { season: 2024, week: 1, seasonType: 'REG', playerId: 'K1', team: 'KC' };
    const target = {
      target: [
        playerWeekStats.season,
        playerWeekStats.week,
        playerWeekStats.seasonType,
        playerWeekStats.playerId,
      ],
      mergeJson: [playerWeekStats.stats],
      keepWhenNull: true,
    };
    await bulkUpsert(t.db.orm, playerWeekStats, [{ ...key, stats: { rushing_yards: 3 } }], target);
    await bulkUpsert(t.db.orm, playerWeekStats, [{ ...key, stats: { fg_made: 2 } }], target);
    const again = await bulkUpsert(t.db.orm, playerWeekStats, [{ ...key, stats: { fg_made: 2 } }], target);
    expect(again).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    const [row] = await t.db.orm.select({ stats: playerWeekStats.stats }).from(playerWeekStats);
    expect(row?.stats).toEqual({ rushing_yards: 3, fg_made: 2 });
  });
});
