import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../../src/db/client.ts';
import { dropDatabase, withDatabase } from './global-db.ts';

export interface TestDatabase {
  db: Database;
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file, cloned from the run's template (or from another
 * template of the run: a loaded fixture, tests/support/fixture-db.ts).
 */
export async function createTestDatabase(options: { template?: string } = {}): Promise<TestDatabase> {
  const { superuserUrl } = inject('testDb');
  const template = options.template ?? inject('testDb').template;
  const name = `gg_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  try {
    await admin.query(
      `create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(template)}`,
    );
  } finally {
    await admin.end();
  }
  const url = withDatabase(superuserUrl, name);
  const db = connectDatabase(url, { max: 5 });
  return {
    db,
    url,
    name,
    destroy: async () => {
      await db.close();
      await dropDatabase(superuserUrl, name);
    },
  };
}
