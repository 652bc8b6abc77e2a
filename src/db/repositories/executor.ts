import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';

/** The database or an open transaction: repositories work on either, so a job can wrap one source in one transaction. */
export type Executor = PgDatabase<NodePgQueryResultHKT>;
