import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per ingest run of one source: the data-status page and staleness come from here. */
export const providerRuns = pgTable(
  'provider_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** e.g. 'nflverse:games', 'odds-api', 'espn', 'open-meteo', 'sleeper', 'dfs-salaries'. */
    source: text('source').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 'running' | 'success' | 'failed' | 'aborted' (its process stopped before it finished). */
    status: text('status', { enum: ['running', 'success', 'failed', 'aborted'] }).notNull(),
    /**
     * The run-owner key of the process that started the run: that process holds an advisory lock on it
     * while alive, so a `running` row whose owner lock is free belongs to a process that died.
     */
    owner: integer('owner'),
    rowsInserted: integer('rows_inserted').notNull().default(0),
    rowsUpdated: integer('rows_updated').notNull().default(0),
    rowsUnchanged: integer('rows_unchanged').notNull().default(0),
    error: text('error'),
    /** The newest instant the ingested data describes (latest capture or result time). */
    dataAsOf: timestamp('data_as_of', { withTimezone: true }),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('provider_runs_source_started_idx').on(t.source, t.startedAt),
    check('provider_runs_status_check', sql`${t.status} in ('running', 'success', 'failed', 'aborted')`),
  ],
);
