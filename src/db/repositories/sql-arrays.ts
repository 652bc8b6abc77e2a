import { type SQL, sql } from 'drizzle-orm';

/** One column of many rows as a single typed array parameter, for `unnest(...)`. */
export function arrayParam(values: readonly unknown[], elementType: string): SQL {
  return sql`${sql.param(values)}::${sql.raw(elementType)}[]`;
}
