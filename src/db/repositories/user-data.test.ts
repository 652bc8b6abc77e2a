// The export/erase hook for tables that come later (decision 047): a table that feeds public figures
// plugs in as a part that anonymises, and the figures read the same after a deletion. Shown here with
// a stand-in for the graded picks of a later issue, created only in this test's database.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { users } from '../schema/auth.ts';
import type { Executor } from './executor.ts';
import { deleteUserData, exportUserData, USER_DATA_PARTS, type UserDataPart } from './user-data.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  // As a later migration would write it: the default NO ACTION, never ON DELETE CASCADE.
  await t.db.orm.execute(sql`create table graded_picks_example (
    id serial primary key, user_id uuid references users (id), points integer not null)`);
});
afterAll(() => t.destroy());

const picks: UserDataPart<{ points: number }[]> = {
  key: 'picks',
  tables: ['graded_picks_example'],
  export: async (db, userId) =>
    (
      await db.execute<{ points: number }>(
        sql`select points from graded_picks_example where user_id = ${userId} order by id`,
      )
    ).rows,
  // Anonymise, not drop: the reference to the person goes, the graded figures stay.
  erase: async (db, userId) => {
    await db.execute(sql`update graded_picks_example set user_id = null where user_id = ${userId}`);
  },
};

async function person(email: string, points: number[]): Promise<string> {
  const [row] = await t.db.orm.insert(users).values({ name: email, email }).returning({ id: users.id });
  const id = row?.id as string;
  for (const p of points)
    await t.db.orm.execute(sql`insert into graded_picks_example (user_id, points) values (${id}, ${p})`);
  return id;
}

const totals = async () =>
  (
    await t.db.orm.execute<{ n: number; sum: number }>(
      sql`select count(*)::int as n, coalesce(sum(points), 0)::int as sum from graded_picks_example`,
    )
  ).rows[0];

const erase = (userId: string, parts: readonly UserDataPart<unknown>[]) =>
  t.db.orm.transaction((tx) => deleteUserData(tx as Executor, userId, parts));

describe('a later table that feeds public figures', () => {
  it('is exported with the rest of the person’s data', async () => {
    const id = await person('export@example.com', [3, 1]);
    const data = await exportUserData(t.db.orm, id, [...USER_DATA_PARTS, picks]);
    expect(data.picks).toEqual([{ points: 3 }, { points: 1 }]);
    expect(data.profile).toMatchObject({ email: 'export@example.com' });
  });

  it('stops a deletion that forgot its part, changing nothing', async () => {
    const id = await person('forgotten@example.com', [2]);
    const before = await totals();
    await expect(erase(id, USER_DATA_PARTS)).rejects.toThrow();
    expect(await t.db.orm.select().from(users).where(eq(users.id, id))).toHaveLength(1);
    expect(await totals()).toEqual(before);
  });

  it('is anonymised by its part: the person is gone, every figure stays', async () => {
    const leaving = await person('leaving@example.com', [5, 7]);
    const staying = await person('staying@example.com', [4]);
    const before = await totals();
    await erase(leaving, [...USER_DATA_PARTS, picks]);
    expect(await t.db.orm.select().from(users).where(eq(users.id, leaving))).toEqual([]);
    expect(await totals()).toEqual(before);
    expect(await picks.export(t.db.orm, leaving)).toEqual([]);
    expect(await picks.export(t.db.orm, staying)).toEqual([{ points: 4 }]);
  });
});
