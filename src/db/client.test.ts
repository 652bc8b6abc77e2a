import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db.ts';
import { connectDatabase } from './client.ts';

describe('the connection pool', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  it('reports an idle connection the server dropped, and keeps working', async () => {
    const errors: string[] = [];
    const db = connectDatabase(t.url, {
      max: 1,
      applicationName: 'gg-idle-drop-test',
      onIdleError: (error) => errors.push(error.message),
    });
    try {
      await db.pool.query('select 1'); // one idle connection stays in the pool
      const lost = new Promise<void>((resolve) => db.pool.once('error', () => resolve()));
      await t.db.pool.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'gg-idle-drop-test'",
      );
      await lost;
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/terminat/i);
      const { rows } = await db.pool.query<{ ok: number }>('select 1 as ok');
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await db.close();
    }
  });
});
