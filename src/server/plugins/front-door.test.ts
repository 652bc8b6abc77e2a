// Over real sockets: what app.inject never reaches. The front door answers from memory before Fastify,
// and must answer exactly as the cache's hook does, with every header, limit and log line.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutDatabase, eventually, restoreDatabase } from '../../../tests/support/database-outage.ts';
import { manualClock } from '../../../tests/support/manual-clock.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedReferenceData } from '../../db/repositories/reference-data.ts';
import { STALE_HEADER } from './response-store.ts';
import { SESSION_COOKIE_NAMES } from './session-cookie.ts';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const clock = manualClock('2025-11-19T12:00:05Z');
const SOCKET_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const comparable = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !SOCKET_HEADERS.has(name)));

describe('the front door', () => {
  let t: TestApp;
  let port: number;
  let fastifySaw = 0;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: { logLevel: 'info', rateLimitPerMinute: 1_000, trustProxy: true },
      logStream: { write: (line: string) => lines.push(JSON.parse(line)) },
      rateLimitNow: () => 60_000_000, // one window throughout
      beforeReady(app) {
        app.addHook('onRequest', (_request, _reply, done) => {
          fastifySaw += 1;
          done();
        });
      },
    });
    await seedReferenceData(t.database.db.orm);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    });

  it('answers a repeat request from memory without Fastify, exactly as the hook path does', async () => {
    const br = { 'accept-encoding': 'gzip, br' };
    const first = await get('/api/teams', br);
    expect(first.headers['x-cache']).toBe('miss');
    const before = fastifySaw;
    const second = await get('/api/teams', br);
    expect(fastifySaw).toBe(before); // Fastify never saw it
    expect(second.status).toBe(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
    const injected = await t.app.inject({ method: 'GET', url: '/api/teams', headers: br });
    expect(injected.headers['x-cache']).toBe('hit');
    expect(comparable(second.headers)).toEqual(comparable(injected.headers as http.IncomingHttpHeaders));
    // Every security header an uncached answer carries.
    const uncached = await get('/api/health');
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options']) {
      expect(second.headers[name], name).toBe(uncached.headers[name]);
    }
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
  });

  it('answers the probes without Fastify once their answer is known, never rate limited', async () => {
    const checkedAt = Date.now();
    const ready = await get('/api/ready'); // the first asks the database, through Fastify
    expect(ready.status).toBe(200);
    const before = fastifySaw;
    const live = await get('/api/health');
    expect(fastifySaw).toBe(before);
    const again = await get('/api/ready');
    // Within the second the answer stays known (a stalled machine may take longer: then Fastify asks).
    if (Date.now() - checkedAt < 900) expect(fastifySaw).toBe(before);
    expect(JSON.parse(live.body.toString())).toMatchObject({ status: 'ok', database: 'up' });
    expect(JSON.parse(again.body.toString())).toEqual({ status: 'ready', database: 'up' });
    expect(live.headers['cache-control']).toBe('no-store');
    expect(live.headers['content-security-policy']).toBe(ready.headers['content-security-policy']);
  });

  it('answers If-None-Match with 304', async () => {
    const first = await get('/api/teams');
    const again = await get('/api/teams', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('writes one log line per answer, the URL truncated', async () => {
    const url = `/api/teams?${'q'.repeat(10_000)}`;
    lines.length = 0;
    await get(url); // the first time through Fastify, which computes it
    const [computed] = lines.splice(0);
    const before = fastifySaw;
    await get(url);
    expect(fastifySaw).toBe(before);
    expect(lines).toHaveLength(1);
    const [served] = lines;
    expect(served).toMatchObject({ level: 30, msg: 'request', method: 'GET', status: 200 });
    expect(String(served?.url).length).toBeLessThan(250);
    expect(served?.url).toBe(computed?.url);
    // The line written by hand has the fields, in the order, of the one pino writes (less Fastify's reqId).
    expect(Object.keys(served ?? {})).toEqual(Object.keys(computed ?? {}).filter((key) => key !== 'reqId'));
    expect(Math.abs(Number(served?.time) - Date.now())).toBeLessThan(60_000);
  });

  it('hands a request with a session cookie to Fastify, which does not use the cache', async () => {
    await get('/api/teams');
    for (const name of Object.values(SESSION_COOKIE_NAMES)) {
      const before = fastifySaw;
      const signedIn = await get('/api/teams', { cookie: `theme=dark; ${name}=abc` });
      expect(fastifySaw, name).toBe(before + 1);
      expect(signedIn.headers['x-cache'], name).toBeUndefined();
    }
  });

  it('counts its answers against the client’s global limit (X-Forwarded-For behind a trusted proxy)', async () => {
    const client = { 'x-forwarded-for': '203.0.113.9' };
    await get('/api/teams', client);
    const codes: number[] = [];
    for (let i = 0; i < 1_000; i++) codes.push((await get('/api/teams', client)).status);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(1);
    const refused = await get('/api/teams', client);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(JSON.parse(refused.body.toString()).message).toMatch(
      /^Rate limit reached: 1000 requests a minute/,
    );
    expect((await get('/api/teams', { 'x-forwarded-for': '203.0.113.10' })).status).toBe(200);
  });

  it('serves the prepared bytes marked stale while the database is away', async () => {
    const before = await get('/api/teams');
    await cutDatabase(t.database.name);
    try {
      await eventually(
        async () => (await get('/api/teams')).headers[STALE_HEADER] === 'true',
        3_000,
        'stale',
      );
      clock.advance(60_000);
      const during = await get('/api/teams');
      expect(during.status).toBe(200);
      expect(during.body.equals(before.body)).toBe(true);
    } finally {
      await restoreDatabase(t.database.name);
    }
    await eventually(
      async () => (await get('/api/teams')).headers[STALE_HEADER] === undefined,
      5_000,
      'fresh',
    );
  });
});
