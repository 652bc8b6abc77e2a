// Security headers, compression, load shedding and the API docs' registration on bare Fastify apps, no
// PostgreSQL (decision 108: the fast test set StrykerJS runs over src/server/plugins). shedding.test.ts
// and openapi.test.ts check the same through the real app; these pin the wiring in milliseconds. Each
// test builds its own app (decision 050).
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerOpenApi } from './openapi.ts';
import { registerSecurity } from './security.ts';
import { SHED_RETRY_AFTER_S } from './shedding.ts';

const HEADERS = { 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' };
// 2,000 bytes of JSON text: past the 1,024-byte threshold below which nothing is compressed.
const LONG = 'x'.repeat(2_000);

async function appWith(shedding?: Parameters<typeof registerSecurity>[2]) {
  const app = Fastify();
  await registerSecurity(app, HEADERS, shedding);
  app.get('/plain', async () => ({ text: LONG }));
  // An API read: what shedding refuses (files and pages outside /api are never shed, decision 131).
  app.get('/api/plain', async () => ({ text: LONG }));
  app.get('/short', async () => ({ text: 'x'.repeat(900) }));
  app.get('/cached', { config: { cache: true } }, async () => ({ text: LONG }));
  app.get('/probe', { config: { probe: true } }, async () => ({ text: LONG }));
  await app.ready();
  return app;
}

const brotli = { 'accept-encoding': 'br' };

describe('security headers and compression', () => {
  it('sets the security headers on every answer, a 404 included', async () => {
    const app = await appWith();
    for (const url of ['/plain', '/nowhere']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('compresses an ordinary answer past 1,024 bytes, never a cached route or a probe', async () => {
    const app = await appWith();
    const plain = await app.inject({ method: 'GET', url: '/plain', headers: brotli });
    expect(plain.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(plain.rawPayload).toString())).toEqual({ text: LONG });
    // {"text":"…900 x…"} is 911 bytes: under the threshold.
    const short = await app.inject({ method: 'GET', url: '/short', headers: brotli });
    expect(short.headers['content-encoding']).toBeUndefined();
    for (const url of ['/cached', '/probe']) {
      const res = await app.inject({ method: 'GET', url, headers: brotli });
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.json(), url).toEqual({ text: LONG });
    }
    // gzip when that is all the client takes.
    const gz = await app.inject({ method: 'GET', url: '/plain', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });
});

describe('load shedding', () => {
  it('sheds ordinary API requests under pressure with 503, Retry-After and the plain body; never probes, cached reads or files', async () => {
    // A heap limit of one byte: under pressure from the first sample (every 5 ms) on.
    const app = await appWith({ maxHeapUsedBytes: 1, sampleIntervalMs: 5 });
    try {
      await new Promise((r) => setTimeout(r, 50));
      const shed = await app.inject({ method: 'GET', url: '/api/plain' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('10');
      expect(SHED_RETRY_AFTER_S).toBe(10);
      expect(shed.headers['cache-control']).toBe('no-store');
      expect(shed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(shed.json()).toEqual({
        error: 'Service Unavailable',
        message: 'The server is busy. Please retry shortly.',
      });
      for (const url of ['/cached', '/probe', '/plain']) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    } finally {
      await app.close();
    }
  });

  it('sheds when the event loop was held past the configured delay', async () => {
    const app = await appWith({ maxEventLoopDelayMs: 20, sampleIntervalMs: 5 });
    try {
      await new Promise((r) => setTimeout(r, 20));
      const until = Date.now() + 200;
      while (Date.now() < until) {
        // Hold the loop for 200 ms: the next sample sees the delay.
      }
      await new Promise((r) => setTimeout(r, 10));
      expect((await app.inject({ method: 'GET', url: '/api/plain' })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});

describe('the API docs', () => {
  it('serves the OpenAPI document with the title, description and version, and the UI under /api/docs', async () => {
    const app = Fastify();
    await registerOpenApi(app, '9.8.7');
    app.get('/api/thing', async () => 'ok');
    await app.ready();
    const doc = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().info).toEqual({
      title: 'Go Gorilla API',
      description: 'NFL picks, props, DFS and BioBoost computed from real data. Entertainment only.',
      version: '9.8.7',
    });
    expect(Object.keys(doc.json().paths)).toContain('/api/thing');
    // ETags on the docs' own answers: a repeat with the validator is a 304.
    const again = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'if-none-match': doc.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // The UI lives under /api/docs (its page, then its static files), with no CSP of its own.
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
    expect(ui.headers['content-security-policy']).toBeUndefined();
    // The app's own routes get no ETag from the docs' plugin.
    expect((await app.inject({ method: 'GET', url: '/api/thing' })).headers.etag).toBeUndefined();
    await app.close();
  });
});
