import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { connectDatabase } from './client.ts';
import { assertDurable, UnsafeDurabilityError } from './durability.ts';
import { runMigrations } from './migrate.ts';

describe('start-up checks', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  it('accepts a server with fsync and synchronous_commit on', async () => {
    await expect(assertDurable(t.db)).resolves.toBeUndefined();
  });

  it('refuses a database where commits are not synchronous', async () => {
    await t.db.pool.query(`alter database "${t.name}" set synchronous_commit = off`);
    const fresh = connectDatabase(t.url, { max: 1 });
    try {
      await expect(assertDurable(fresh)).rejects.toBeInstanceOf(UnsafeDurabilityError);
      await expect(assertDurable(fresh)).rejects.toThrow('synchronous_commit=off');
    } finally {
      await fresh.close();
      await t.db.pool.query(`alter database "${t.name}" reset synchronous_commit`);
    }
  });

  it('migrations are safe to re-run, also from two instances at once', async () => {
    const count = async () =>
      Number((await t.db.pool.query('select count(*) from drizzle.__drizzle_migrations')).rows[0].count);
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const other = connectDatabase(t.url, { max: 2 });
    try {
      await Promise.all([runMigrations(t.db), runMigrations(other)]);
    } finally {
      await other.close();
    }
    expect(await count()).toBe(before);
    const tables = await t.db.pool.query(
      "select 1 from information_schema.tables where table_name = 'settings'",
    );
    expect(tables.rowCount).toBe(1);
  });
});
