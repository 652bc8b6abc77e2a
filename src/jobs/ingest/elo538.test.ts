import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFaults } from '../../../tests/support/faults.ts';
import { NFL_DATA, testHttpClient, testIngestContext } from '../../../tests/support/ingest.ts';
import { faults, type StubServer, startStubServer } from '../../../tests/support/stub-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { ELO538_SOURCE, ingestElo538 } from './elo538.ts';

const FILE = path.join(NFL_DATA, 'schedules/fivethirtyeight_nfl_games_elo_1920_2020.csv');

describe("FiveThirtyEight's Elo archive", () => {
  let t: TestDatabase;
  let stub: StubServer;
  const text = readFileSync(FILE, 'utf8');
  const count = async () =>
    Number(
      ((await t.db.orm.execute(sql`select count(*) as n from elo538_games`)).rows[0] as { n: string }).n,
    );
  const remote = (http = testHttpClient()) =>
    testIngestContext(t.db, {
      http,
      config: { nflDataDir: undefined, elo538Url: `${stub.url}/nfl_games.csv` },
    });

  beforeAll(async () => {
    t = await createTestDatabase();
    stub = await startStubServer(faults.body(text, 'text/csv'));
  });
  afterAll(async () => {
    await stub.close();
    await t.destroy();
  });

  it('loads every game of the file from the data folder, recognised by its columns', async () => {
    const run = await ingestElo538(testIngestContext(t.db, { env: { NFL_DATA_DIR: NFL_DATA } }));
    expect(run.status).toBe('success');
    expect(run.counts.inserted).toBe(16_810);
    const [sb] = (
      await t.db.orm.execute(sql`select team1, team2, elo_prob1 from elo538_games where date = '2021-02-07'`)
    ).rows as { team1: string; team2: string; elo_prob1: number }[];
    expect(sb).toEqual({ team1: 'TB', team2: 'KC', elo_prob1: 0.4458378304058082 });
  });

  it('loads the same file from its URL and changes nothing the second time', async () => {
    const run = await ingestElo538(remote());
    expect(run.status).toBe('success');
    expect(run.counts).toEqual({ inserted: 0, updated: 0, unchanged: 16_810 });
  });

  for (const [name, handler, reason, http] of [
    ...providerFaults(text, 'text/csv'),
    [
      'a file with an impossible probability',
      faults.body(text.replace('0.8246512009492516', '1.8246512009492516'), 'text/csv'),
      /elo_prob1/,
    ] as const,
  ]) {
    it(`survives ${name}: the run is recorded as failed and the data is untouched`, async () => {
      stub.setHandler(handler);
      const before = await count();
      const run = await ingestElo538(remote(http));
      expect(run.status).toBe('failed');
      expect(run.source).toBe(ELO538_SOURCE);
      expect(run.error).toMatch(reason);
      expect(await count()).toBe(before);
    });
  }
});
