import type { Database } from '../client.ts';

/** True when the database answers a trivial query within the pool's connection timeout. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.pool.query('select 1');
    return true;
  } catch {
    return false;
  }
}
