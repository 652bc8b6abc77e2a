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
import { faults, type StubServer, startStubServer } from '../../../tests/support/stub-server.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { upsertGames } from '../../db/repositories/games.ts';
import { seedReferenceData } from '../../db/repositories/reference-data.ts';
import type { IngestContext } from '../ingest-context.ts';
import { parseForecast } from '../providers/open-meteo/forecast.ts';
import { runLiveSource } from '../sources.ts';

// The only real Open-Meteo capture is for Kyoto, 9–15 August 2023 (°C, km/h, old field names). The
// stub serves it for any venue; two games of our own making sit inside its window.
const SAMPLE = readFileSync(
  path.join(API_SAMPLES, 'open-meteo', 'open-meteo_forecast_kyoto_2023-08-09.json'),
  'utf8',
);
const NOW = '2023-08-10T12:00:00Z';

const fixtureGame = (gameId: string, home: string, away: string, stadiumId: string, roof: string) => ({
  gameId,
  season: 2023,
  gameType: 'REG' as const,
  week: 1,
  kickoff: new Date('2023-08-12T00:00:00Z'),
  timeSlot: 'saturday' as const,
  homeTeam: home,
  awayTeam: away,
  stadiumId,
  neutralSite: false,
  divisionGame: false,
  roof,
  status: 'scheduled' as const,
});

describe('Open-Meteo weather provider', () => {
  let t: TestApp;
  const beforeFaults = dataBeforeFaults(() => t.database.db);
  let stub: StubServer;
  let ctx: IngestContext;

  beforeAll(async () => {
    t = await createTestApp({ clock: liveClockAt(NOW) });
    await seedReferenceData(t.database.db.orm);
    await upsertGames(t.database.db.orm, [
      fixtureGame('fixture_DEN_KC', 'KC', 'DEN', 'KAN00', 'outdoors'),
      fixtureGame('fixture_GB_DET', 'DET', 'GB', 'DET00', 'dome'),
    ]);
    stub = await startStubServer(faults.body(SAMPLE));
    ctx = testIngestContext(t.database.db, {
      clock: liveClockAt(NOW),
      config: { openMeteoBaseUrl: stub.url },
    });
  });
  afterAll(async () => {
    await stub.close();
    await t.close();
  });

  it('converts the answer to °F and mph, whatever units it came in', () => {
    const hours = parseForecast(SAMPLE);
    expect(hours).toHaveLength(168);
    expect(hours.find((h) => h.at.toISOString() === '2023-08-12T00:00:00.000Z')).toEqual({
      at: new Date('2023-08-12T00:00:00Z'),
      temperatureF: 86.7,
      windMph: 3.2,
      humidityPct: 71,
      precipitationPct: null,
    });
  });

  it.each(providerFaults(SAMPLE))(
    'survives %s: nothing written, the run recorded as failed',
    async (_name, fault, reason, http) => {
      stub.setHandler(fault);
      const before = await beforeFaults();
      const summary = await runLiveSource(withCaseClient(ctx, http), 'open-meteo');
      expect(summary.status).toBe('failed');
      expect(summary.error).toMatch(reason);
      expect(await dataFingerprint(t.database.db)).toEqual(before);
    },
    15_000,
  );

  it('forecasts kickoff weather at open-air venues only, one call per venue', async () => {
    stub.setHandler(faults.body(SAMPLE));
    const calls = stub.requests.length;
    const summary = await runLiveSource(ctx, 'open-meteo');
    expect(summary).toMatchObject({ status: 'success', details: { games: 1, venues: 1, forecasts: 1 } });
    expect(stub.requests.length).toBe(calls + 1);
    expect(stub.requests.at(-1)).toContain('latitude=39.0489&longitude=-94.4839');
    const { games } = (await t.app.inject({ method: 'GET', url: '/api/games?season=2023&week=1' })).json();
    const kc = games.find((g: { id: string }) => g.id === 'fixture_DEN_KC');
    expect(kc.weather).toEqual({
      source: 'open-meteo',
      observed: false,
      capturedAt: '2023-08-10T12:00:00.000Z',
      temperatureF: 86.7,
      windMph: 3.2,
      humidityPct: 71,
      precipitationPct: null,
    });
    expect(games.find((g: { id: string }) => g.id === 'fixture_GB_DET').weather).toBeNull();
  });
});
