// A loaded database built once per test run and cloned by every test file that needs the same data.
// Loading the real schedule and running the model job takes tens of seconds on the shared 2-core box;
// files that start from the very same data (the game screens' API and e2e tests) pay it once. The
// fixture is an ordinary database named after the run's template; the first file to ask builds it
// under a PostgreSQL advisory lock (files run in several worker processes), later ones clone it in
// milliseconds. A file still gets a database of its own, so what it writes stays its own.
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/client.ts';
import { dropDatabase, withDatabase } from './global-db.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

/**
 * A fixture that starts from another: `build` runs on a clone of the run's fixture `on` instead of the
 * empty migrated template. For a load whose first steps are another fixture's whole build (the schedule
 * as of an instant, then a model run or an odds capture), so those steps run once per run, not once per
 * fixture that begins with them.
 */
export interface FixtureBase {
  key: string;
  build: (db: Database) => Promise<void>;
  on?: FixtureBase;
}

/**
 * A fresh database holding what `build` loads (on a clone of `on` when given). `key` names the fixture
 * (lower-case letters, digits and underscores): every caller with the same key must build the same thing.
 */
export async function createFixtureDatabase(
  key: string,
  build: (db: Database) => Promise<void>,
  on?: FixtureBase,
): Promise<TestDatabase> {
  return createTestDatabase({ template: await ensureFixture(inject('testDb'), key, build, on) });
}

/**
 * The name of the run's fixture `key`, built by `build` unless the run has it already. Also callable
 * where Vitest's `inject` is not (the e2e global set-up builds the e2e files' fixtures ahead of them).
 */
export async function ensureFixture(
  testDb: { superuserUrl: string; template: string },
  key: string,
  build: (db: Database) => Promise<void>,
  on?: FixtureBase,
): Promise<string> {
  if (!/^[a-z0-9_]{1,30}$/.test(key)) throw new Error(`fixture key ${key}: [a-z0-9_]{1,30}`);
  const { superuserUrl, template } = testDb;
  const name = `${template}_fx_${key}`;
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  const exists = async () =>
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount !== 0;
  try {
    // Renamed into place only when complete (buildFixture): if it exists, it is whole.
    if (await exists()) return name;
    // The base before this fixture's lock, under its own: no file holds one lock while waiting on another.
    const from = on ? await ensureFixture(testDb, on.key, on.build, on.on) : template;
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    if (!(await exists())) await buildFixture(superuserUrl, from, name, build);
  } finally {
    await admin.end(); // ends the session, and with it the advisory lock
  }
  return name;
}

async function buildFixture(
  superuserUrl: string,
  template: string,
  name: string,
  build: (db: Database) => Promise<void>,
): Promise<void> {
  // Built under another name and renamed when complete: a failed build never looks like a fixture.
  const building = `${name}_building`;
  await dropDatabase(superuserUrl, building);
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  try {
    await admin.query(
      `create database ${admin.escapeIdentifier(building)} template ${admin.escapeIdentifier(template)}`,
    );
    const db = connectDatabase(withDatabase(superuserUrl, building), { max: 5 });
    try {
      await build(db);
    } finally {
      await db.close();
    }
    await admin.query(
      `alter database ${admin.escapeIdentifier(building)} rename to ${admin.escapeIdentifier(name)}`,
    );
  } catch (error) {
    await dropDatabase(superuserUrl, building).catch(() => {});
    throw error;
  } finally {
    await admin.end();
  }
}
