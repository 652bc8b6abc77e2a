// The login-throttle counters' sweep on one cloned database (decision 128, the repositories' fast test
// set; decision 141): a counter goes only once its window ended strictly before now (epoch ms), a
// counter without an end stays, and the answer is how many went.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { sweepExpiredRateLimits } from './auth-rate-limits.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const keys = async () =>
  (await t.db.orm.execute<{ key: string }>(sql`select key from auth_rate_limits order by key`)).rows.map(
    (r) => r.key,
  );

describe('sweeping the throttle counters', () => {
  it('deletes counters whose window ended before now, not at it, and counts them', async () => {
    // 2026-11-27T12:00:00Z = 1,795,780,800,000 ms since the epoch.
    await t.db.orm.execute(sql`insert into auth_rate_limits (key, points, expire) values
      ('a-past', 3, 1795780799999), ('b-edge', 5, 1795780800000), ('c-later', 1, 1795780800001),
      ('d-open', 2, null)`);
    expect(await sweepExpiredRateLimits(t.db.orm, new Date('2026-11-27T12:00:00Z'))).toBe(1);
    expect(await keys()).toEqual(['b-edge', 'c-later', 'd-open']);
    expect(await sweepExpiredRateLimits(t.db.orm, new Date('2026-11-27T12:00:00.002Z'))).toBe(2);
    expect(await keys()).toEqual(['d-open']);
  });
});
