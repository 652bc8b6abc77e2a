import pg from 'pg';
import { inject } from 'vitest';

async function asSuperuser(run: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: inject('testDb').superuserUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Makes one test database unreachable, as if its server had gone: every connection to it is cut and new
 * ones are refused, while the other test files' databases on the same server carry on.
 */
export async function cutDatabase(name: string): Promise<void> {
  await asSuperuser(async (client) => {
    await client.query(`alter database ${client.escapeIdentifier(name)} allow_connections false`);
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  });
}

export async function restoreDatabase(name: string): Promise<void> {
  await asSuperuser(async (client) => {
    await client.query(`alter database ${client.escapeIdentifier(name)} allow_connections true`);
  });
}

/** Cuts only the connections of one application (e.g. the cache's listener), which may reconnect. */
export async function terminateConnections(database: string, applicationName: string): Promise<number> {
  let count = 0;
  await asSuperuser(async (client) => {
    const result = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = $2',
      [database, applicationName],
    );
    count = result.rowCount ?? 0;
  });
  return count;
}

/** Polls `check` every 20 ms until it holds, or fails after `timeoutMs`. */
export async function eventually(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
