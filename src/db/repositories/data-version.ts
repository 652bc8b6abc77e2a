import { sql } from 'drizzle-orm';
import type { Executor } from './executor.ts';

/**
 * Changes whenever any job finished a run (ingest or model): every write to the data the public
 * endpoints show goes through a recorded run, so this is the version of what they serve.
 */
export async function dataVersion(db: Executor): Promise<string> {
  const result = await db.execute<{ v: string | null; n: string }>(
    sql`select max(finished_at)::text as v, count(*)::text as n from provider_runs`,
  );
  const row = result.rows[0];
  return `${row?.v ?? 'none'}#${row?.n ?? 0}`;
}
