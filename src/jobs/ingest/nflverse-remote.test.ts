// nflverse over HTTP: GitHub release downloads redirect once to GitHub's asset host; that one hop,
// to that one host, is followed. Anything else fails the run and leaves the data alone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerFaults, withCaseClient } from '../../../tests/support/faults.ts';
import {
  dataBeforeFaults,
  dataFingerprint,
  NFL_DATA,
  testHttpClient,
  testIngestContext,
} from '../../../tests/support/ingest.ts';
import { faults, type StubServer, startStubServer } from '../../../tests/support/stub-server.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { countGames } from '../../db/repositories/games.ts';
import type { HttpClient } from '../http/http-client.ts';
import type { IngestContext } from '../ingest-context.ts';
import { ingestNflverse } from './nflverse.ts';

const GAMES = readFileSync(path.join(NFL_DATA, 'schedules', 'nflverse_games_1999_2026.csv'), 'utf8');

describe('nflverse release downloads', () => {
  let t: TestApp;
  const beforeFaults = dataBeforeFaults(() => t.database.db);
  let github: StubServer;
  let assets: StubServer;
  let ctx: IngestContext;

  beforeAll(async () => {
    t = await createTestApp();
    assets = await startStubServer(faults.body(GAMES, 'application/octet-stream'));
    github = await startStubServer((_req, res, url) => {
      res.writeHead(302, { location: `${assets.url}/github-production-release-asset${url.pathname}?sig=x` });
      res.end();
    });
    ctx = testIngestContext(t.database.db, {
      now: '2025-11-19T12:00:00Z',
      config: {
        nflverseBaseUrl: `${github.url}/nflverse/nflverse-data/releases/download`,
        nflverseRedirectHosts: [assets.host],
      },
    });
  }, 60_000);
  afterAll(async () => {
    await github.close();
    await assets.close();
    await t.close();
  });

  it('follows the one redirect to the trusted asset host and loads the schedule', async () => {
    // A 2 MB download on a busy machine can outlast the fault tests' 2 s: one attempt, given time.
    const patient = { ...ctx, http: testHttpClient({ timeoutMs: 20_000 }) };
    const [summary] = await ingestNflverse(patient, { kinds: ['games'] });
    expect(summary?.status).toBe('success');
    expect(github.requests).toEqual(['/nflverse/nflverse-data/releases/download/schedules/games.csv']);
    expect(assets.requests[0]).toMatch(/^\/github-production-release-asset\/nflverse/);
    expect(await countGames(t.database.db.orm)).toBe(7548);
  });

  it.each([
    ...providerFaults(GAMES, 'application/octet-stream'),
    [
      'a CSV with a broken row',
      faults.body(GAMES.replace(',2025-11-23,Sunday,13:00,NYJ,', ',2025-11-23,Sunday,1pm,NYJ,')),
      /invalid row/,
    ] as const,
    [
      'another file in place of the schedule',
      faults.body(readFileSync(path.join(NFL_DATA, 'injuries', 'nflverse_injuries_2025.csv'), 'utf8')),
      /not an nflverse/,
    ] as const,
    ['a header with no rows', faults.body(GAMES.slice(0, GAMES.indexOf('\n') + 1)), /no rows/] as const,
    // A whole answer (its length matches) of a file that was itself cut short mid-row, past the
    // first batches: those were already written in the transaction and must be rolled back.
    [
      'a file cut short in the middle of a row',
      faults.body(GAMES.slice(0, GAMES.indexOf(',2025-11-23,Sunday,13:00,NYJ,') + 5)),
      /invalid row; first: line \d+: has \d+ fields, the header has \d+/,
    ] as const,
  ])(
    'survives %s from the asset host: nothing written, the run recorded as failed',
    async (_name, fault, reason, http?: HttpClient) => {
      assets.setHandler(fault);
      const before = await beforeFaults();
      const [summary] = await ingestNflverse(withCaseClient(ctx, http), { kinds: ['games'] });
      expect(summary?.status).toBe('failed');
      expect(summary?.error).toMatch(reason);
      expect(await dataFingerprint(t.database.db)).toEqual(before);
    },
    60_000,
  );

  it('refuses a redirect to any other host', async () => {
    github.setHandler(faults.redirect('https://objects.example.net/games.csv'));
    const [summary] = await ingestNflverse(ctx, { kinds: ['games'] });
    expect(summary).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/refused redirect \(302\) to objects\.example\.net/),
    });
  });
});
