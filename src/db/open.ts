import { connectDatabase, type Database } from './client.ts';
import { assertDurable } from './durability.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';

export interface OpenDatabaseOptions {
  /** External server; when absent the app runs its own PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  poolMax: number;
  log: (message: string) => void;
}

export interface OpenedDatabase {
  readonly db: Database;
  readonly embedded: boolean;
  /** Closes the pool, then stops the embedded server if we started one. */
  close(): Promise<void>;
}

/** Connects (starting the embedded server if needed), checks durability and migrates. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const server = options.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({ dataDir: options.dataDir, log: options.log });
  const db = connectDatabase(options.databaseUrl ?? (server?.url as string), {
    max: options.poolMax,
    onIdleError: (error) => options.log(`database connection lost while idle: ${error.message}`),
  });
  const close = async () => {
    await db.close();
    await server?.stop();
  };
  try {
    await assertDurable(db);
    await runMigrations(db);
    options.log('database migrated');
  } catch (error) {
    await close();
    throw error;
  }
  return { db, embedded: server !== undefined, close };
}
