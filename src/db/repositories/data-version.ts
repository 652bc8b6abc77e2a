import type pg from 'pg';

/**
 * The channel on which PostgreSQL announces every finished job run (trigger `provider_runs_data_changed`,
 * migration 0006). The payload is the new data version.
 */
export const DATA_CHANGED_CHANNEL = 'gg_data_changed';

/**
 * The data version: bumped, in the same transaction, by every run (ingest or model) that finishes. Every
 * write to the data the public endpoints show goes through a recorded run, so this versions what they serve.
 */
export async function readDataVersion(db: pg.Pool | pg.ClientBase): Promise<number> {
  const result = await db.query<{ v: string }>(
    "select value #>> '{}' as v from settings where key = 'data_version'",
  );
  return Number(result.rows[0]?.v ?? 0);
}

/** Subscribes this connection to the data-change announcements. */
export async function listenForDataChanges(client: pg.ClientBase): Promise<void> {
  await client.query(`listen ${DATA_CHANGED_CHANNEL}`);
}
