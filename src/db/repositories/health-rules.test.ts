// The health check's database ping: true while the database answers, false (not an error) once it
// cannot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { connectDatabase } from '../client.ts';
import { pingDatabase } from './health.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe('the database ping', () => {
  it('is true while the database answers and false once its pool is closed', async () => {
    expect(await pingDatabase(t.db)).toBe(true);
    const closed = connectDatabase(t.url, { max: 1 });
    await closed.close();
    expect(await pingDatabase(closed)).toBe(false);
  });
});
