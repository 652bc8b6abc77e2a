import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cutDatabase,
  eventually,
  restoreDatabase,
  terminateConnections,
} from '../../../tests/support/database-outage.ts';
import { testIngestContext } from '../../../tests/support/ingest.ts';
import { manualClock } from '../../../tests/support/manual-clock.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { projectRoot } from '../../db/paths.ts';
import { seedReferenceData } from '../../db/repositories/reference-data.ts';
import { recordRun } from '../../jobs/run-recorder.ts';
import { STALE_HEADER } from './response-store.ts';
import { SESSION_COOKIE_NAMES } from './session-cookie.ts';

const clock = manualClock('2025-11-19T12:00:05Z');
const HOUR = 3_600_000;

describe('the response cache of public GETs', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The safety-net poll is pushed out of the way: what is seen here comes from LISTEN or this process.
    t = await createTestApp({ clock, config: { dataVersionPollMs: HOUR } });
    await seedReferenceData(t.database.db.orm);
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const teams = (headers: Record<string, string> = {}) => get('/api/teams', headers);

  it('serves a repeat request from memory, byte for byte, with the same validator', async () => {
    clock.advance(60_000);
    const first = await teams();
    const second = await teams();
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(first.json().teams).toHaveLength(32);
    expect(second.headers['cache-control']).toBe('public, max-age=3600');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers.vary).toBe('accept-encoding');
  });

  it('needs no database round trip for a hit', async () => {
    const acquired: number[] = [];
    const onAcquire = () => acquired.push(Date.now());
    t.database.db.pool.on('acquire', onAcquire);
    try {
      await teams();
      for (let i = 0; i < 20; i++) expect((await teams()).headers['x-cache']).toBe('hit');
      expect(acquired).toHaveLength(0);
    } finally {
      t.database.db.pool.off('acquire', onAcquire);
    }
  });

  it('keys on the parsed query, not the raw URL', async () => {
    const first = await get('/api/games?season=2025&week=12');
    expect(first.headers['x-cache']).toBe('miss');
    for (const url of [
      '/api/games?season=0002025&week=12',
      '/api/games?week=12&season=2025',
      '/api/games?week=012&season=2025.0',
    ]) {
      const again = await get(url);
      expect(again.headers['x-cache'], url).toBe('hit');
      expect(again.body).toBe(first.body);
    }
    expect((await get('/api/games?season=2025&week=13')).headers['x-cache']).toBe('miss');
    // A route without query parameters ignores whatever is appended.
    await teams();
    expect((await get('/api/teams?cachebuster=1')).headers['x-cache']).toBe('hit');
  });

  it('keys on the parsed path parameters too: one route, one answer per parameter', async () => {
    const week12 = await get('/api/weekly-picks/12?season=2025');
    expect(week12.statusCode).toBe(200);
    expect(week12.json().week).toBe(12);
    const week13 = await get('/api/weekly-picks/13?season=2025');
    expect(week13.headers['x-cache']).toBe('miss');
    expect(week13.json().week).toBe(13);
    // The same parameter however it is written is the same entry.
    const again = await get('/api/weekly-picks/012?season=2025');
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(week12.body);
    // An invalid parameter is the route's 400, never another week's answer.
    expect((await get('/api/weekly-picks/99?season=2025')).statusCode).toBe(400);
  });

  it('answers an invalid query with a 400 and caches nothing for it', async () => {
    const bad = await get('/api/games?season=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-cache']).toBeUndefined();
  });

  it('computes once per clock minute: the next minute recomputes', async () => {
    await teams();
    expect((await teams()).headers['x-cache']).toBe('hit');
    clock.advance(60_000);
    expect((await teams()).headers['x-cache']).toBe('miss');
    expect((await teams()).headers['x-cache']).toBe('hit');
  });

  it('recomputes as soon as a job of this process has finished a run', async () => {
    await teams();
    await recordRun(testIngestContext(t.database.db), 'nflverse:games', async () => ({
      counts: { inserted: 0, updated: 0, unchanged: 0 },
    }));
    expect((await teams()).headers['x-cache']).toBe('miss');
    expect((await teams()).headers['x-cache']).toBe('hit');
  });

  it("recomputes when another instance's job finishes a run (LISTEN/NOTIFY, not the poll)", async () => {
    await teams();
    expect((await teams()).headers['x-cache']).toBe('hit');
    const child = path.join(projectRoot(), 'tests/support/record-run-child.ts');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', child, t.database.url], {
      cwd: projectRoot(),
    });
    await eventually(
      async () => (await teams()).headers['x-cache'] === 'miss',
      2_000,
      "another process's run invalidates this instance's cache",
    );
    expect((await teams()).headers['x-cache']).toBe('hit');
  });

  it('prepares gzip and brotli once: each encoding has its own bytes and strong ETag', async () => {
    await teams();
    const plain = await teams();
    const gz = await teams({ 'accept-encoding': 'gzip' });
    const br = await teams({ 'accept-encoding': 'gzip, deflate, br' });
    expect(gz.headers['x-cache']).toBe('hit');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, gz.headers.etag, br.headers.etag]).size).toBe(3);
    const again = await teams({ 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.rawPayload.equals(gz.rawPayload)).toBe(true);
  });

  it('answers If-None-Match with 304 on a hit and on a recomputation', async () => {
    const first = await teams({ 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const hit = await teams({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(hit.statusCode).toBe(304);
    expect(hit.body).toBe('');
    expect(hit.headers.etag).toBe(etag);
    // Another encoding is another representation: its body is sent.
    expect((await teams({ 'if-none-match': etag })).statusCode).toBe(200);
    clock.advance(60_000); // recomputed: same bytes, same validator
    const recomputed = await teams({ 'accept-encoding': 'br', 'if-none-match': `"other", W/${etag}` });
    expect(recomputed.statusCode).toBe(304);
  });

  it('computes a cold key once however many ask for it at the same time', async () => {
    clock.advance(60_000);
    let acquired = 0;
    const onAcquire = () => {
      acquired += 1;
    };
    t.database.db.pool.on('acquire', onAcquire);
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => teams()));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(answers.filter((a) => a.headers['x-cache'] === 'miss')).toHaveLength(1);
      expect(acquired).toBe(2); // the data version, read once, and listTeams's one query
    } finally {
      t.database.db.pool.off('acquire', onAcquire);
    }
  });

  it('while one request computes the next answer, the others get the previous one at once', async () => {
    const before = await teams();
    clock.advance(60_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => teams()));
    expect(answers.map((a) => a.headers['x-cache'])).toEqual([
      'miss',
      'revalidating',
      'revalidating',
      'revalidating',
      'revalidating',
    ]);
    for (const answer of answers) expect(answer.body).toBe(before.body);
    expect((await teams()).headers['x-cache']).toBe('hit');
  });

  it('neither serves nor stores an answer for a request with a session cookie', async () => {
    clock.advance(60_000);
    const signedIn = { cookie: 'theme=dark; __Host-gg.session_token=abc.def' };
    const first = await teams(signedIn);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    // Nothing was stored for the anonymous key either.
    expect((await teams()).headers['x-cache']).toBe('miss');
    // And a stored answer is not handed to a signed-in request.
    for (const cookie of [
      `${SESSION_COOKIE_NAMES.https}=xyz`,
      `${SESSION_COOKIE_NAMES.loopback}=xyz`,
      'lang=en; gg.session_token=xyz; theme=dark',
      'better-auth.session_token=xyz',
    ]) {
      const again = await teams({ cookie });
      expect(again.headers['x-cache'], cookie).toBeUndefined();
    }
    expect((await teams({ cookie: 'theme=dark' })).headers['x-cache']).toBe('hit');
  });

  it('gives a cached answer the same security headers as an uncached one', async () => {
    await teams();
    const hit = await teams();
    expect(hit.headers['x-cache']).toBe('hit');
    const uncached = await get('/api/health');
    const security = Object.keys(uncached.headers).filter(
      (name) =>
        name.startsWith('x-') ||
        name.startsWith('cross-origin') ||
        [
          'content-security-policy',
          'strict-transport-security',
          'referrer-policy',
          'origin-agent-cluster',
        ].includes(name),
    );
    expect(security.length).toBeGreaterThanOrEqual(10);
    for (const name of security) expect(hit.headers[name], name).toBe(uncached.headers[name]);
  });

  it('sees a change made while its listening connection was cut, once it is back', async () => {
    await teams();
    expect((await teams()).headers['x-cache']).toBe('hit');
    expect(await terminateConnections(t.database.name, 'go-gorilla:listen')).toBe(1);
    // A change that nobody announces to this instance while it is not listening.
    await t.database.db.pool.query(
      "insert into settings (key, value) values ('data_version', '500') on conflict (key) do update set value = '500'",
    );
    await eventually(
      async () => (await teams()).headers['x-cache'] === 'miss',
      3_000,
      'the reconnected listener notices the new data version',
    );
  });
});

describe('the safety-net poll of the data version', () => {
  it('catches a change whose announcement never arrived', async () => {
    const t = await createTestApp({ clock, config: { dataVersionPollMs: 100 } });
    try {
      await seedReferenceData(t.database.db.orm);
      const teams = () => t.app.inject({ method: 'GET', url: '/api/teams' });
      await teams();
      expect((await teams()).headers['x-cache']).toBe('hit');
      // Written without the trigger's NOTIFY, as if the announcement had been lost.
      await t.database.db.pool.query(
        "insert into settings (key, value) values ('data_version', '1000') on conflict (key) do update set value = '1000'",
      );
      await eventually(async () => (await teams()).headers['x-cache'] === 'miss', 2_000, 'the poll sees it');
    } finally {
      await t.close();
    }
  });
});

describe('while the database is unreachable', () => {
  it('keeps serving the prepared answers, marked stale, and fresh ones once it is back', async () => {
    const t = await createTestApp({ clock, config: { dataVersionPollMs: HOUR } });
    try {
      await seedReferenceData(t.database.db.orm);
      const teams = () =>
        t.app.inject({ method: 'GET', url: '/api/teams', headers: { 'accept-encoding': 'br' } });
      const before = await teams();
      expect(before.headers[STALE_HEADER]).toBeUndefined();
      await cutDatabase(t.database.name);
      await eventually(async () => (await teams()).headers[STALE_HEADER] === 'true', 3_000, 'marked stale');
      clock.advance(5 * 60_000); // no longer this minute's answer, and nothing to recompute it from
      const during = await teams();
      expect(during.statusCode).toBe(200);
      expect(during.headers[STALE_HEADER]).toBe('true');
      expect(during.rawPayload.equals(before.rawPayload)).toBe(true);
      expect(during.headers.etag).toBe(before.headers.etag);
      const unseen = await t.app.inject({ method: 'GET', url: '/api/games?season=2024&week=3' });
      expect(unseen.statusCode).toBe(503);
      await restoreDatabase(t.database.name);
      await eventually(async () => (await teams()).headers[STALE_HEADER] === undefined, 5_000, 'fresh again');
      expect((await teams()).headers['x-cache']).toBe('hit');
    } finally {
      await restoreDatabase(t.database.name);
      await t.close();
    }
  });
});

describe('where the cache applies', () => {
  it('serves only the public scope: a route outside it is never cached, whatever its config says', async () => {
    let calls = 0;
    const t = await createTestApp({
      clock,
      beforeReady(app) {
        app.get('/api/test/private', { config: { access: 'public', cache: true } }, async () => ({
          calls: ++calls,
        }));
      },
    });
    try {
      const first = await t.app.inject({ method: 'GET', url: '/api/test/private' });
      const second = await t.app.inject({ method: 'GET', url: '/api/test/private' });
      expect([first.json().calls, second.json().calls]).toEqual([1, 2]);
      expect(second.headers['x-cache']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
