// The data version and its announcements on one cloned database: the number stored under
// settings.data_version (0 when the row is missing), and a listening connection receives what is
// announced on the channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { DATA_CHANGED_CHANNEL, listenForDataChanges, readDataVersion } from './data-version.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe('the data version', () => {
  it('reads the stored number; a missing row reads as 0', async () => {
    // Whatever the template holds, no row first: 0.
    await t.db.pool.query(`delete from settings where key = 'data_version'`);
    expect(await readDataVersion(t.db.pool)).toBe(0);
    await t.db.pool.query(
      `insert into settings (key, value, updated_at) values ('data_version', '41'::jsonb, now())`,
    );
    expect(await readDataVersion(t.db.pool)).toBe(41);
  });

  it('is announced to a listening connection on gg_data_changed', async () => {
    expect(DATA_CHANGED_CHANNEL).toBe('gg_data_changed');
    const client = await t.db.pool.connect();
    try {
      const heard = new Promise<[string, string | undefined]>((resolve) =>
        client.on('notification', (n) => resolve([n.channel, n.payload])),
      );
      await listenForDataChanges(client);
      await t.db.pool.query(`select pg_notify('gg_data_changed', '42')`);
      expect(await heard).toEqual(['gg_data_changed', '42']);
    } finally {
      await client.query('unlisten *');
      client.release();
    }
  });
});
