import { readFileSync } from 'node:fs';
import path from 'node:path';
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
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { countRuns, sourceStatuses } from '../../db/repositories/provider-runs.ts';
import type { IngestContext } from '../ingest-context.ts';
import { parseEventOdds } from '../providers/odds-api/odds-api.ts';
import { runLiveSource } from '../sources.ts';
import { createGameMatcher } from './game-matcher.ts';
import { eventProps, liveCapture } from './odds-api-rows.ts';

const SAMPLE = readFileSync(
  path.join(API_SAMPLES, 'the-odds-api', 'v4_americanfootball_nfl_odds_2025-12-12.json'),
  'utf8',
);
const NOW = '2025-12-12T02:20:00Z';

describe('The Odds API provider', () => {
  let t: TestApp;
  const beforeFaults = dataBeforeFaults(() => t.database.db);
  let stub: StubServer;
  let ctx: IngestContext;

  beforeAll(async () => {
    // 2025's schedule loaded today: a clone of the run's one load (tests/support/pack-fixtures.ts).
    const database = await packDatabase({ kinds: ['games'], season: 2025 });
    t = await createTestApp({ clock: liveClockAt(NOW), database });
    stub = await startStubServer(faults.body(SAMPLE));
    ctx = testIngestContext(t.database.db, {
      clock: liveClockAt(NOW),
      config: {
        oddsApiKey: 'test-key-123',
        oddsApiBaseUrl: stub.url,
        oddsApiPropMarkets: [],
        oddsApiDailyBudget: 100,
      },
    });
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
      const failedBefore = await countRuns(t.database.db.orm, 'odds-api', 'failed');
      const summary = await runLiveSource(withCaseClient(ctx, http), 'odds-api');
      expect(summary.status).toBe('failed');
      expect(summary.error).toMatch(reason);
      expect(summary.error).not.toContain('test-key-123');
      expect(await dataFingerprint(t.database.db)).toEqual(before);
      expect(await countRuns(t.database.db.orm, 'odds-api', 'failed')).toBe(failedBefore + 1);
    },
    15_000,
  );

  it('appends every book’s lines from a real answer, once', async () => {
    stub.setHandler(faults.body(SAMPLE));
    const first = await runLiveSource(ctx, 'odds-api');
    expect(first.status).toBe('success');
    // ODDS_API_BOOKS is what we ask for; every book the answer carries is kept (this one has nine).
    expect(first.details).toMatchObject({ events: 30, unmatched: 0, books: 9, inPlayMarkets: 18 });
    expect(first.counts.inserted).toBeGreaterThan(1000);
    expect(stub.requests.at(-1)).toContain('bookmakers=draftkings%2Cfanduel%2Cbetmgm');
    const again = await runLiveSource(ctx, 'odds-api');
    expect(again.counts.inserted).toBe(0);
  });

  it('serves the freshest book’s line for a game, with its capture time', async () => {
    const events = JSON.parse(SAMPLE) as {
      home_team: string;
      away_team: string;
      bookmakers: {
        key: string;
        markets: { key: string; last_update: string; outcomes: { name: string; point?: number }[] }[];
      }[];
    }[];
    const pit = events.find((e) => e.home_team === 'Pittsburgh Steelers');
    const res = await t.app.inject({ method: 'GET', url: '/api/games?season=2025&week=15' });
    const game = res.json().games.find((g: { home: { code: string } }) => g.home.code === 'PIT');
    const spread = game.odds.spread;
    const book = pit?.bookmakers.find((b) => b.key === spread.book);
    const market = book?.markets.find((m) => m.key === 'spreads');
    expect(pit?.bookmakers.map((b) => b.key)).toContain(spread.book);
    expect(spread.homeLine).toBe(market?.outcomes.find((o) => o.name === 'Pittsburgh Steelers')?.point);
    expect(spread.capturedAt).toBe(new Date(market?.last_update ?? '').toISOString());
    // The game is unplayed at the clock: no score.
    expect(game.status).toBe('scheduled');
    expect(game.home.score).toBeNull();
  });

  it('stops at the daily request budget, without calling the API', async () => {
    const tight = { ...ctx, config: { ...ctx.config, oddsApiDailyBudget: 0 } };
    const calls = stub.requests.length;
    const summary = await runLiveSource(tight, 'odds-api');
    expect(summary.status).toBe('failed');
    expect(summary.error).toMatch(/daily budget of 0 requests/);
    expect(stub.requests.length).toBe(calls);
    const status = (await sourceStatuses(t.database.db.orm, new Date())).find((s) => s.source === 'odds-api');
    expect(status?.lastFailure?.error).toMatch(/budget/);
  });

  it('reads player props (event-odds format) into player rows', async () => {
    // Hand-written in the documented event-odds shape: no real prop capture exists in the samples.
    const event = parseEventOdds(
      JSON.stringify({
        id: 'e1',
        sport_key: 'americanfootball_nfl',
        commence_time: '2025-12-14T18:00:00Z',
        home_team: 'Miami Dolphins',
        away_team: 'New York Jets',
        bookmakers: [
          {
            key: 'draftkings',
            title: 'DraftKings',
            last_update: '2025-12-12T02:00:00Z',
            markets: [
              {
                key: 'player_pass_yds',
                last_update: '2025-12-12T02:00:00Z',
                outcomes: [
                  { name: 'Over', description: 'Tua Tagovailoa', price: -115, point: 224.5 },
                  { name: 'Under', description: 'Tua Tagovailoa', price: -105, point: 224.5 },
                ],
              },
            ],
          },
        ],
      }),
    );
    const game = {
      gameId: '2025_15_NYJ_MIA',
      homeTeam: 'MIA',
      awayTeam: 'NYJ',
      kickoff: new Date('2025-12-14T18:00:00Z'),
      espnId: null,
    };
    const m = createGameMatcher([game as never]).match('MIA', 'NYJ', new Date(event.commence_time));
    expect(m).toBeDefined();
    const { rows } = eventProps(event, m as never, liveCapture(new Date(NOW)));
    expect(rows).toEqual([
      expect.objectContaining({
        playerName: 'Tua Tagovailoa',
        side: 'over',
        line: 224.5,
        price: -115,
        market: 'player_pass_yds',
      }),
      expect.objectContaining({ playerName: 'Tua Tagovailoa', side: 'under', line: 224.5, price: -105 }),
    ]);
  });
});
