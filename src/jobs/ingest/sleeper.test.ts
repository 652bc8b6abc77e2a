import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFaults, withCaseClient } from '../../../tests/support/faults.ts';
import {
  API_SAMPLES,
  dataBeforeFaults,
  dataFingerprint,
  liveClockAt,
  NFL_DATA,
  testIngestContext,
} from '../../../tests/support/ingest.ts';
import { faults, type StubServer, startStubServer } from '../../../tests/support/stub-server.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { canonicalTeamCode } from '../../shared/reference/teams.ts';
import type { IngestContext } from '../ingest-context.ts';
import { runLiveSource } from '../sources.ts';
import { ingestNflverse } from './nflverse.ts';

const SAMPLE = readFileSync(
  path.join(API_SAMPLES, 'sleeper', 'sleeper_players_nfl_subset_2026-08.json'),
  'utf8',
);
const NOW = '2026-08-21T16:00:00Z';
const HOUR_LATER = '2026-08-21T17:00:00Z';
// When the stored status was set, in epoch milliseconds (time zone independent).
const STATUS_MS = sql.raw('extract(epoch from injury_status_at)::float8 * 1000 as status_ms');

describe('Sleeper players provider', () => {
  let t: TestApp;
  const beforeFaults = dataBeforeFaults(() => t.database.db);
  let stub: StubServer;
  let ctx: IngestContext;
  const q = async (query: ReturnType<typeof sql>) => (await t.database.db.orm.execute(query)).rows;

  beforeAll(async () => {
    t = await createTestApp({ clock: liveClockAt(NOW) });
    await ingestNflverse(testIngestContext(t.database.db, { env: { NFL_DATA_DIR: NFL_DATA } }), {
      kinds: ['games', 'player_ids', 'rosters'],
    });
    stub = await startStubServer(faults.body(SAMPLE));
    ctx = testIngestContext(t.database.db, { clock: liveClockAt(NOW), config: { sleeperBaseUrl: stub.url } });
  }, 60_000);
  afterAll(async () => {
    await stub.close();
    await t.close();
  });

  it.each(providerFaults(SAMPLE))(
    'survives %s: nothing written, the run recorded as failed',
    async (_name, fault, reason, http) => {
      stub.setHandler(fault);
      const before = await beforeFaults();
      const summary = await runLiveSource(withCaseClient(ctx, http), 'sleeper');
      expect(summary.status).toBe('failed');
      expect(summary.error).toMatch(reason);
      expect(await dataFingerprint(t.database.db)).toEqual(before);
    },
    15_000,
  );

  it('sets injury statuses through the sleeper-id crosswalk and dates them', async () => {
    stub.setHandler(faults.body(SAMPLE));
    const summary = await runLiveSource(ctx, 'sleeper');
    expect(summary.status).toBe('success');
    const sample = JSON.parse(SAMPLE) as Record<
      string,
      { team: string | null; injury_status: string | null }
    >;
    const listed = Object.values(sample).filter((p) => p.injury_status && canonicalTeamCode(p.team ?? ''));
    const rows = await q(
      sql`select count(*)::int as n, min(week) as week, min(season) as season from injuries where source = 'sleeper'`,
    );
    // The 2026 season is current on 21 August 2026 (its week 1 until the opener).
    expect(rows[0]).toEqual({ n: listed.length, week: 1, season: 2026 });
    // Parker Washington (Sleeper 9487) is listed Questionable.
    const [pw] = await q(
      sql`select full_name, injury_status, ${STATUS_MS} from players where sleeper_id = '9487'`,
    );
    // Dated when it was read: the instant of the run.
    expect(pw).toEqual({
      full_name: 'Parker Washington',
      injury_status: 'Questionable',
      status_ms: Date.parse(NOW),
    });
  });

  it('changes nothing when the same answer comes again, not even the time of the status', async () => {
    stub.setHandler(faults.body(SAMPLE));
    await runLiveSource(ctx, 'sleeper');
    const before = await dataFingerprint(t.database.db);
    const later = { ...ctx, clock: liveClockAt(HOUR_LATER) };
    const summary = await runLiveSource(later, 'sleeper');
    expect(summary.counts).toMatchObject({ inserted: 0, updated: 0 });
    expect(await dataFingerprint(t.database.db)).toEqual(before);
    const [pw] = await q(sql`select ${STATUS_MS} from players where sleeper_id = '9487'`);
    expect(pw).toEqual({ status_ms: Date.parse(NOW) });
  });

  it('dates a status that changes at the instant the change was read', async () => {
    stub.setHandler(faults.body(SAMPLE));
    await runLiveSource(ctx, 'sleeper');
    const changed = JSON.parse(SAMPLE) as Record<string, { injury_status: string | null }>;
    expect(changed['9487']?.injury_status).toBe('Questionable');
    (changed['9487'] as { injury_status: string | null }).injury_status = 'Out';
    stub.setHandler(faults.body(JSON.stringify(changed)));
    const summary = await runLiveSource({ ...ctx, clock: liveClockAt(HOUR_LATER) }, 'sleeper');
    expect(summary.status).toBe('success');
    const [pw] = await q(sql`select injury_status, ${STATUS_MS} from players where sleeper_id = '9487'`);
    expect(pw).toEqual({ injury_status: 'Out', status_ms: Date.parse(HOUR_LATER) });
  });
});
