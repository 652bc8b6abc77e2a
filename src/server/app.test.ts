import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cutDatabase, eventually, restoreDatabase } from '../../tests/support/database-outage.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

describe('the HTTP frame of the API', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'gg-web-'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      '<!doctype html><title>Go Gorilla</title><div id="root"></div>',
    );
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'assets/app-1a2b.js'), 'console.log("gorilla")\n');
    await writeFile(
      path.join(webRoot, 'assets/app-1a2b.js.map'),
      '{"version":3,"sources":["src/main.tsx"],"sourcesContent":["secret"]}',
    );
    t = await createTestApp({
      now: '2025-11-19T12:00:00Z',
      config: { webRoot, publicLinks: { chat: 'https://chat.example/invite', social: undefined } },
    });
  });
  afterAll(() => t.close());

  it('reports liveness with the database state, the version and the replay clock', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    expect(body).toMatchObject({
      status: 'ok',
      database: 'up',
      version: '0.0.0-test',
      now: '2025-11-19T12:00:00.000Z',
    });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('answers an unknown /api path with a JSON 404 and the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: 'Not Found', message: 'No route GET /api/nope' });
    const long = await t.app.inject({ method: 'GET', url: `/api/${'x'.repeat(5000)}` });
    expect(long.statusCode).toBe(404);
    expect(long.json().message.length).toBeLessThan(150);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('serves the web app for page paths, with a 404 status for paths no page matches', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/weekly-picks' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root">');
    const post = await t.app.inject({ method: 'GET', url: '/blog/some-post?x=1' });
    expect(post.statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
  });

  it('never serves source maps, even when a build left them beside the bundles', async () => {
    const bundle = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).toContain('console.log');
    const map = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('sourcesContent');
    // And the production build makes none.
    const vite = (await import('../../vite.config.ts')).default as { build?: { sourcemap?: unknown } };
    expect(vite.build?.sourcemap).toBe(false);
  });

  it('exposes only the public whitelist of configuration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      version: '0.0.0-test',
      replayAt: '2025-11-19T12:00:00.000Z',
      plan: { priceCents: 1000, currency: 'USD', interval: 'month' },
      links: { chat: 'https://chat.example/invite', social: null },
    });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.title).toBe('Go Gorilla API');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/config']));
    expect(doc.paths['/api/health'].get.responses['200']).toBeDefined();
  });

  it('answers conditional requests with 304 through the ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/config' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('compresses large responses for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('request handling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { bodyLimitBytes: 2048, requestTimeoutMs: 1000 },
      beforeReady(app) {
        // Stand-in routes that exercise the shared machinery the real routes rely on.
        app.withTypeProvider<ZodTypeProvider>().post(
          '/api/test/echo',
          {
            // No CSRF check: these tests are about body handling (CSRF has its own tests).
            config: { access: 'public', csrf: false },
            schema: { body: z.strictObject({ name: z.string().min(2) }) },
          },
          async (request) => ({ hello: request.body.name }),
        );
        app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret database password is hunter2');
        });
        app.get(
          '/api/test/slow',
          { config: { access: 'public' } },
          async () => new Promise((resolve) => setTimeout(() => resolve({ late: true }), 3000)),
        );
      },
    });
  });
  afterAll(() => t.close());

  it('accepts a valid JSON body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'Kong' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hello: 'Kong' });
  });

  it('refuses a text/plain body with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/plain' },
      payload: '{"name":"Kong"}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: 'Unsupported Media Type' });
  });

  it('rejects unknown and invalid fields with a clear 400', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Kong', admin: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Bad Request');
    expect(unknown.json().message).toMatch(/^Invalid body: /);
    expect(unknown.json().message).toContain('admin');
    const short = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'K' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/^Invalid body: name: /);
  });

  it('names the parameter and the rule in a 400 but never echoes more than a short piece of the input', async () => {
    const long = 'x'.repeat(5_000);
    for (const url of [
      `/api/games?season=${long}`,
      `/api/games?season=2025&${long}=1`,
      `/api/predictions?week=${'9'.repeat(5_000)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url.slice(0, 40)).toBe(400);
      const { message } = res.json() as { message: string };
      expect(message).toMatch(/^Invalid querystring: /);
      expect(message.length).toBeLessThanOrEqual(300);
      expect(message).not.toContain('x'.repeat(150));
      expect(message).not.toContain('9'.repeat(150));
    }
    const season = (await t.app.inject({ method: 'GET', url: `/api/games?season=${long}` })).json().message;
    expect(season).toContain('season');
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Kong', ['k'.repeat(1_500)]: true }, // within this app's 2 kB body limit
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().message.length).toBeLessThanOrEqual(300);
    expect(body.json().message).not.toContain('k'.repeat(150));
    const media = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': `application/${long}` },
      payload: '{}',
    });
    expect(media.statusCode).toBe(415);
    expect(media.json().message.length).toBeLessThanOrEqual(300);
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Payload Too Large');
  });

  it('answers a crash with a generic 500 that leaks nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
  });

  it('gives up on a handler that overruns the timeout with a 503', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/slow' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe('Service Unavailable');
  });
});

describe('limits', () => {
  it('rate-limits the API per client with a JSON 429', async () => {
    const t = await createTestApp({ config: { rateLimitPerMinute: 3 }, rateLimitNow: () => 60_000_000 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push((await t.app.inject({ method: 'GET', url: '/api/config' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toMatchObject({ error: 'Too Many Requests' });
      expect(res.json().message).toMatch(/^Rate limit reached: 3 requests a minute/);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });

  it('stays live without the database, reports it not ready, and is ready again when it returns', async () => {
    const t = await createTestApp();
    try {
      await cutDatabase(t.database.name);
      await eventually(
        async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json().database === 'down',
        3_000,
        'liveness reports the database down',
      );
      const live = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(live.statusCode).toBe(200);
      expect(live.json().status).toBe('ok');
      await new Promise((r) => setTimeout(r, 1_000)); // readiness asks at most once a second
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not_ready', database: 'down' });
      // An uncached read cannot be answered: a 503 to retry, not a 500.
      const read = await t.app.inject({ method: 'GET', url: '/api/data-status' });
      expect(read.statusCode).toBe(503);
      expect(read.headers['retry-after']).toBe('5');
      await restoreDatabase(t.database.name);
      await eventually(
        async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200,
        5_000,
        'ready again',
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/data-status' })).statusCode).toBe(200);
    } finally {
      await restoreDatabase(t.database.name);
      await t.close();
    }
  });
});
