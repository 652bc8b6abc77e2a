// Several instances starting at once against a database nobody has migrated yet: the advisory lock in
// runMigrations makes them take turns, so every one starts and the schema comes out exactly once.
// (Migrating an already-migrated database, as the template clones are, would pass without the lock.)
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { dropDatabase, withDatabase } from '../../tests/support/global-db.ts';
import { connectDatabase, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';
import { migrationsFolder } from './paths.ts';

const INSTANCES = 4;

async function createEmptyDatabase(): Promise<string> {
  const { superuserUrl } = inject('testDb');
  const name = `gg_fresh_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  return name;
}

/** Tables, columns, constraints and triggers of the public schema: what the app relies on. */
async function schemaOf(db: Database): Promise<string[]> {
  const { rows } = await db.pool.query<{ item: string }>(`
    select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable as item
      from information_schema.columns where table_schema = 'public'
    union all
    select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select 'trigger ' || tgrelid::regclass::text || ' ' || tgname
      from pg_trigger where not tgisinternal
    union all
    select 'index ' || indexname || ' ' || indexdef from pg_indexes where schemaname = 'public'
    order by 1`);
  return rows.map((r) => r.item);
}

describe('migrations from several instances at once', () => {
  const created: string[] = [];
  const pools: Database[] = [];
  const open = (name: string) => {
    const db = connectDatabase(withDatabase(inject('testDb').superuserUrl, name), { max: 2 });
    pools.push(db);
    return db;
  };
  afterAll(async () => {
    for (const db of pools) await db.close();
    for (const name of created) await dropDatabase(inject('testDb').superuserUrl, name);
  });

  it('all succeed on a fresh database, and leave the same schema as one instance alone', async () => {
    const reference = await createEmptyDatabase();
    const fresh = await createEmptyDatabase();
    created.push(reference, fresh);
    await runMigrations(open(reference));

    const instances = Array.from({ length: INSTANCES }, () => open(fresh));
    const results = await Promise.allSettled(instances.map((db) => runMigrations(db)));
    expect(
      results.map((r) => (r.status === 'fulfilled' ? 'ok' : String(r.reason?.cause ?? r.reason))),
    ).toEqual(Array(INSTANCES).fill('ok'));

    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await instances[0]?.pool.query(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied?.rows[0].n).toBe(journal.entries.length);
    const schema = await schemaOf(instances[0] as Database);
    expect(schema.some((item) => item.startsWith('trigger predictions predictions_frozen_guard'))).toBe(true);
    expect(schema).toEqual(await schemaOf(pools[0] as Database));
  });
});
