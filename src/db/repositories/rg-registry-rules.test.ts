// The self-exclusion registry on one cloned database (decision 128, the repositories' fast test set;
// decision 094): one row per keyed address; registering again keeps the later end and a permanent one
// beats any date; an exclusion is in force up to, not at, its end, and a permanent one always.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { exclusionInForce, registerExclusion } from './rg-registry.ts';

let t: TestDatabase;
const NOW = new Date('2026-11-27T12:00:00Z');
// Six months and a year from NOW.
const JUNE = new Date('2027-05-27T12:00:00Z');
const NEXT_YEAR = new Date('2027-11-27T12:00:00Z');

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const stored = async (key: string) => {
  const r = await t.db.orm.execute<{ ends_at: Date | null; created_at: Date }>(
    sql`select ends_at, created_at from rg_exclusion_registry where email_hmac = ${key}`,
  );
  return r.rows.map((x) => [
    x.ends_at === null ? null : new Date(x.ends_at).toISOString(),
    new Date(x.created_at).toISOString(),
  ]);
};

describe('the self-exclusion registry', () => {
  it('keeps the later of two ends whichever comes first, and the first registration’s date', async () => {
    const db = t.db.orm;
    await registerExclusion(db, 'key-a', JUNE, NOW);
    await registerExclusion(db, 'key-a', NEXT_YEAR, new Date('2026-12-01T00:00:00Z'));
    expect(await stored('key-a')).toEqual([['2027-11-27T12:00:00.000Z', '2026-11-27T12:00:00.000Z']]);
    // An earlier end registered later does not shorten it.
    await registerExclusion(db, 'key-a', JUNE, new Date('2026-12-02T00:00:00Z'));
    expect(await stored('key-a')).toEqual([['2027-11-27T12:00:00.000Z', '2026-11-27T12:00:00.000Z']]);
  });

  it('lets a permanent exclusion beat any date, either way round', async () => {
    const db = t.db.orm;
    await registerExclusion(db, 'key-b', JUNE, NOW);
    await registerExclusion(db, 'key-b', null, NOW);
    expect((await stored('key-b'))[0]?.[0]).toBeNull();
    await registerExclusion(db, 'key-c', null, NOW);
    await registerExclusion(db, 'key-c', NEXT_YEAR, NOW);
    expect((await stored('key-c'))[0]?.[0]).toBeNull();
  });

  it('is in force up to a millisecond before its end, not at it; a permanent one always; nothing for another key', async () => {
    const db = t.db.orm;
    await registerExclusion(db, 'key-d', JUNE, NOW);
    expect(await exclusionInForce(db, 'key-d', new Date('2027-05-27T11:59:59.999Z'))).toEqual({
      endsAt: JUNE,
    });
    expect(await exclusionInForce(db, 'key-d', JUNE)).toBeUndefined();
    expect(await exclusionInForce(db, 'key-b', new Date('2099-01-01T00:00:00Z'))).toEqual({ endsAt: null });
    expect(await exclusionInForce(db, 'key-unknown', NOW)).toBeUndefined();
  });
});
