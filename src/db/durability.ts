import type { Database } from './client.ts';

export class UnsafeDurabilityError extends Error {
  constructor(settings: string[]) {
    super(
      `PostgreSQL is configured to lose acknowledged writes on a crash (${settings.join(', ')}). ` +
        'Go Gorilla refuses to run like this: turn fsync and synchronous_commit on.',
    );
    this.name = 'UnsafeDurabilityError';
  }
}

/** Refuses to run on a server that could lose committed data (fsync or synchronous_commit off). */
export async function assertDurable(db: Database): Promise<void> {
  const { rows } = await db.pool.query<{ name: string; setting: string }>(
    "select name, setting from pg_settings where name in ('fsync', 'synchronous_commit')",
  );
  const bad = rows.filter((row) => row.setting !== 'on').map((row) => `${row.name}=${row.setting}`);
  if (rows.length < 2) bad.push('settings unreadable');
  if (bad.length > 0) throw new UnsafeDurabilityError(bad);
}
