import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export interface Database {
  /** The connection string, for connections that live outside the pool (the data-change listener). */
  readonly url: string;
  readonly pool: pg.Pool;
  readonly orm: NodePgDatabase;
  close(): Promise<void>;
}

export interface PoolOptions {
  max?: number;
  /** Server-side statement timeout, so one runaway query cannot hold a connection for ever. */
  statementTimeoutMs?: number;
  applicationName?: string;
  /** Where an idle connection's error is reported (default: stderr). */
  onIdleError?: (error: Error) => void;
}

export function connectDatabase(url: string, options: PoolOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    application_name: options.applicationName ?? 'go-gorilla',
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool
  // discards it and the next query gets a fresh one. The error is still reported: a database that keeps
  // dropping connections is something an operator needs to see.
  const report =
    options.onIdleError ??
    ((error: Error) => console.warn(`[go-gorilla] database connection lost while idle: ${error.message}`));
  pool.on('error', report);
  const orm = drizzle(pool);
  return { url, pool, orm, close: () => pool.end() };
}
