import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';
import { migrationsFolder } from './paths.ts';

// Any fixed 64-bit key works; every instance must use the same one.
const MIGRATION_LOCK_KEY = 7_305_117_220_410_001n;

/**
 * Applies the committed migrations. Safe to run again (applied ones are recorded in
 * drizzle.__drizzle_migrations) and safe to run from several instances at once (advisory lock).
 */
export async function runMigrations(db: Database): Promise<void> {
  const client = await db.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migrate(db.orm, { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}
