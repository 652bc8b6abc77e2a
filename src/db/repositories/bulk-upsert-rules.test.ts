// Bulk upserts on natural keys (the repositories' fast test set: decisions 128, 137): every ingest job
// writes through bulkUpsert and reports its counts on the status page, so what a second run of the same
// file reports (unchanged, nothing rewritten) and what is stored are the rules. A scratch table of this
// file's own gives the shapes no real table has together: a key-only row, a column whose name needs
// quoting, a nullable jsonb column, a text[] column and a write stamp.
import { eq, sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { blogGeneratedPosts } from '../schema/blog.ts';
import { addCounts, bulkUpsert } from './bulk-upsert.ts';

const scratch = pgTable('bulk_scratch', {
  key: text('key').primaryKey(),
  label: text('label'),
  quoted: text('odd"name'),
  extra: jsonb('extra'),
  stamp: timestamp('stamp', { withTimezone: true }),
});

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.orm.execute(sql`create table bulk_scratch (
    key text primary key, label text, "odd""name" text, extra jsonb, stamp timestamptz)`);
});
afterAll(() => t.destroy());

const stored = () =>
  t.db.orm.execute<{ key: string; label: string | null; quoted: string | null; extra_is_null: boolean }>(
    sql`select key, label, "odd""name" as quoted, extra is null as extra_is_null from bulk_scratch order by key`,
  );

describe('adding counts', () => {
  it('adds each count to its own', () => {
    // 1 + 10, 2 + 20, 3 + 30.
    expect(
      addCounts({ inserted: 1, updated: 2, unchanged: 3 }, { inserted: 10, updated: 20, unchanged: 30 }),
    ).toEqual({ inserted: 11, updated: 22, unchanged: 33 });
  });
});

describe('what a write reports and stores', () => {
  it('writes nothing for no rows, and refuses a row without the key', async () => {
    expect(await bulkUpsert(t.db.orm, scratch, [], { target: [scratch.key] })).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 0,
    });
    await expect(
      bulkUpsert(t.db.orm, scratch, [{ label: 'no key' } as never], { target: [scratch.key] }),
    ).rejects.toThrow('every row must give the key of bulk_scratch');
  });

  it('counts a repeated key once as unchanged; the last occurrence is stored', async () => {
    const counts = await bulkUpsert(
      t.db.orm,
      scratch,
      [
        { key: 'd1', label: 'first' },
        { key: 'd2', label: 'x' },
        { key: 'd1', label: 'last' },
      ],
      { target: [scratch.key] },
    );
    // 3 rows in, 2 keys: 2 inserted, the repeated one unchanged.
    expect(counts).toEqual({ inserted: 2, updated: 0, unchanged: 1 });
    const rows = (await stored()).rows.filter((r) => r.key.startsWith('d'));
    expect(rows.map((r) => [r.key, r.label])).toEqual([
      ['d1', 'last'],
      ['d2', 'x'],
    ]);
  });

  it('rows that give only the key insert once and are unchanged after', async () => {
    const options = { target: [scratch.key] };
    expect(await bulkUpsert(t.db.orm, scratch, [{ key: 'k1' }, { key: 'k2' }], options)).toEqual({
      inserted: 2,
      updated: 0,
      unchanged: 0,
    });
    expect(await bulkUpsert(t.db.orm, scratch, [{ key: 'k1' }, { key: 'k3' }], options)).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 1,
    });
  });

  it('quotes a column name that holds a double quote', async () => {
    const options = { target: [scratch.key] };
    expect(await bulkUpsert(t.db.orm, scratch, [{ key: 'q1', quoted: 'a' }], options)).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 0,
    });
    expect(await bulkUpsert(t.db.orm, scratch, [{ key: 'q1', quoted: 'b' }], options)).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 0,
    });
    const [row] = (await stored()).rows.filter((r) => r.key === 'q1');
    expect(row?.quoted).toBe('b');
  });

  it('stores a null jsonb as SQL null, not the JSON value null', async () => {
    await bulkUpsert(
      t.db.orm,
      scratch,
      [
        { key: 'j1', extra: null },
        { key: 'j2', extra: { a: 1 } },
      ],
      { target: [scratch.key] },
    );
    const rows = (await stored()).rows.filter((r) => r.key.startsWith('j'));
    expect(rows.map((r) => [r.key, r.extra_is_null])).toEqual([
      ['j1', true],
      ['j2', false],
    ]);
  });

  it('a write stamp in the rows is neither compared nor overwritten by the row', async () => {
    const options = { target: [scratch.key], touch: scratch.stamp };
    const first = new Date('2030-01-01T00:00:00Z');
    expect(
      await bulkUpsert(t.db.orm, scratch, [{ key: 's1', label: 'same', stamp: first }], options),
    ).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    // The same values with a later stamp: nothing really changed.
    expect(
      await bulkUpsert(
        t.db.orm,
        scratch,
        [{ key: 's1', label: 'same', stamp: new Date('2031-01-01T00:00:00Z') }],
        options,
      ),
    ).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    const [row] = await t.db.orm.select().from(scratch).where(eq(scratch.key, 's1'));
    expect(row?.stamp).toEqual(first);
  });

  it('writes more than one chunk of 2,000 rows once each, reporting progress per chunk', async () => {
    const rows = Array.from({ length: 2001 }, (_, i) => ({
      key: `c${String(i).padStart(4, '0')}`,
      label: 'v',
    }));
    const progress: [number, number][] = [];
    const options = {
      target: [scratch.key],
      onChunk: (done: number, total: number) => progress.push([done, total]),
    };
    expect(await bulkUpsert(t.db.orm, scratch, rows, options)).toEqual({
      inserted: 2001,
      updated: 0,
      unchanged: 0,
    });
    // 2,001 rows: a chunk of 2,000, then one of 1.
    expect(progress).toEqual([
      [2000, 2001],
      [2001, 2001],
    ]);
    // Exactly 2,000 rows: one chunk, one report (no empty second chunk).
    const exact: [number, number][] = [];
    expect(
      await bulkUpsert(t.db.orm, scratch, rows.slice(0, 2000), {
        target: [scratch.key],
        onChunk: (done, total) => exact.push([done, total]),
      }),
    ).toEqual({ inserted: 0, updated: 0, unchanged: 2000 });
    expect(exact).toEqual([[2000, 2000]]);
  });
});

describe('text[] columns', () => {
  it('keep quotes, backslashes and null elements as given', async () => {
    const post = {
      season: 2090,
      week: 1,
      slug: 'recap-2090-1',
      title: 'Recap',
      excerpt: 'x',
      author: 'Go Gorilla',
      tags: ['say "hi"', 'back\\slash', null as unknown as string, 'plain'],
      body: 'b',
      publishedAt: new Date('2090-09-15T12:00:00Z'),
    };
    const options = { target: [blogGeneratedPosts.season, blogGeneratedPosts.week] };
    expect(await bulkUpsert(t.db.orm, blogGeneratedPosts, [post], options)).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 0,
    });
    const [row] = await t.db.orm
      .select({ tags: blogGeneratedPosts.tags })
      .from(blogGeneratedPosts)
      .where(eq(blogGeneratedPosts.season, 2090));
    expect(row?.tags).toEqual(['say "hi"', 'back\\slash', null, 'plain']);
    // The same tags again: unchanged.
    expect(await bulkUpsert(t.db.orm, blogGeneratedPosts, [post], options)).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 1,
    });
  });
});
