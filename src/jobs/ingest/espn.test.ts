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
  testIngestContext,
} from '../../../tests/support/ingest.ts';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import { faults, type StubServer, startStubServer } from '../../../tests/support/stub-server.ts';
import { baseTestConfig, createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { fixedClock } from '../../core/clock.ts';
import { buildApp } from '../../server/app.ts';
import type { IngestContext } from '../ingest-context.ts';
import { runLiveSource } from '../sources.ts';

const SAMPLE = readFileSync(path.join(API_SAMPLES, 'espn', 'espn_nfl_scoreboard_2025_wk01.json'), 'utf8');
// The sample was committed on 5 September 2025 around 16:07 UTC: Thursday's game was over.
const NOW = '2025-09-05T16:00:00Z';

describe('ESPN scoreboard provider', () => {
  let t: TestApp;
  const beforeFaults = dataBeforeFaults(() => t.database.db);
  let stub: StubServer;
  let ctx: IngestContext;

  beforeAll(async () => {
    // 2025's schedule loaded today: a clone of the run's one load (tests/support/pack-fixtures.ts).
    const database = await packDatabase({ kinds: ['games'], season: 2025 });
    t = await createTestApp({ clock: liveClockAt(NOW), database });
    // As the schedule stood before week 1: no results, no lines yet.
    await t.database.db.orm.execute(sql`
      update games set home_score = null, away_score = null, overtime = null, status = 'scheduled', result_known_at = null
      where season = 2025 and week = 1`);
    await t.database.db.orm.execute(sql`delete from odds_snapshots where game_id like '2025_01_%'`);
    stub = await startStubServer(faults.body(SAMPLE));
    ctx = testIngestContext(t.database.db, { clock: liveClockAt(NOW), config: { espnBaseUrl: stub.url } });
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
      const summary = await runLiveSource(withCaseClient(ctx, http), 'espn');
      expect(summary.status).toBe('failed');
      expect(summary.error).toMatch(reason);
      expect(await dataFingerprint(t.database.db)).toEqual(before);
      const { sources } = (await t.app.inject({ method: 'GET', url: '/api/data-status' })).json();
      expect(sources.find((s: { source: string }) => s.source === 'espn')).toMatchObject({
        stale: true,
        state: expect.stringMatching(/failing/),
      });
    },
    15_000,
  );

  it('records the final score it reports, known from the moment it was read', async () => {
    stub.setHandler(faults.body(SAMPLE));
    const summary = await runLiveSource(ctx, 'espn');
    expect(summary.error).toBeUndefined();
    expect(summary.status).toBe('success');
    expect(summary.details).toMatchObject({ events: 16, unmatched: 0 });
    const res = await t.app.inject({ method: 'GET', url: '/api/games?season=2025&week=1' });
    const games = res.json().games as {
      id: string;
      status: string;
      home: { score: number | null };
      away: { score: number | null };
      odds: Record<string, unknown>;
    }[];
    expect(games.find((g) => g.id === '2025_01_DAL_PHI')).toMatchObject({
      status: 'final',
      home: { score: 24 },
      away: { score: 20 },
    });
    const { sources } = (await t.app.inject({ method: 'GET', url: '/api/data-status' })).json();
    const espn = sources.find((s: { source: string }) => s.source === 'espn');
    expect(espn).toMatchObject({ state: 'ok', stale: false, lastError: null });
  });

  // Each test below loads the scoreboard itself (a second load changes nothing), so any one of them
  // can run alone.
  const loadScoreboard = async () => {
    stub.setHandler(faults.body(SAMPLE));
    expect((await runLiveSource(ctx, 'espn')).status).toBe('success');
  };

  it("uses ESPN BET's lines when there is no Odds API key (home handicap, total, moneylines)", async () => {
    await loadScoreboard();
    const res = await t.app.inject({ method: 'GET', url: '/api/games?season=2025&week=1' });
    const kcLac = res.json().games.find((g: { id: string }) => g.id === '2025_01_KC_LAC');
    expect(kcLac).toMatchObject({
      status: 'scheduled',
      slot: 'international',
      odds: {
        spread: {
          book: 'espn_bet',
          homeLine: 3.5,
          homePrice: -125,
          awayPrice: 102,
          capturedAt: '2025-09-05T16:00:00.000Z',
        },
        total: { book: 'espn_bet', line: 46.5 },
        moneyline: { homePrice: 145, awayPrice: -170 },
      },
    });
    // ESPN writes WSH and LAR; they are WAS and LA here.
    expect(
      res.json().games.find((g: { id: string }) => g.id === '2025_01_NYG_WAS').odds.spread.homeLine,
    ).toBe(-5.5);
  });

  it('changes nothing when the same scoreboard is read again', async () => {
    await loadScoreboard();
    const before = await dataFingerprint(t.database.db);
    const summary = await runLiveSource(ctx, 'espn');
    expect(summary.counts).toMatchObject({ inserted: 0, updated: 0 });
    expect(await dataFingerprint(t.database.db)).toEqual(before);
  });

  it('keeps the result hidden from a replay of an earlier moment', async () => {
    await loadScoreboard();
    const early = await buildApp(baseTestConfig(), {
      db: t.database.db,
      clock: fixedClock(new Date('2025-09-05T10:00:00Z')),
    });
    try {
      const res = await early.inject({ method: 'GET', url: '/api/games?season=2025&week=1' });
      const game = res.json().games.find((g: { id: string }) => g.id === '2025_01_DAL_PHI');
      expect(game).toMatchObject({ status: 'result_pending', home: { score: null }, away: { score: null } });
      expect(game.odds.spread).toBeNull();
    } finally {
      await early.close();
    }
  });

  it('calls nothing in replay mode', async () => {
    const replay = { ...ctx, clock: fixedClock(new Date(NOW)) };
    const calls = stub.requests.length;
    expect((await runLiveSource(replay, 'espn')).status).toBe('skipped');
    expect(stub.requests.length).toBe(calls);
  });
});
