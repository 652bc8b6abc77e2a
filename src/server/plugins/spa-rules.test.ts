// The web app's serving and the security frame on bare Fastify apps, with a hand-made build folder
// (decision 108: part of the fast test set StrykerJS runs over src/server/plugins).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurity } from './security.ts';
import { registerSpa } from './spa.ts';

const HTML =
  '<!doctype html><html><head><title>Go Gorilla</title></head><body><div id="root"></div></body></html>';
/** What a page's document holds of its own: the title the page table gives it (decision 112). */
const TOP5_TITLE = '<title>Top 5 DFS Picks · Go Gorilla</title>';
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'gg-spa-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), HTML);
  await writeFile(path.join(root, 'assets', 'main.js'), 'console.log(1)');
  await writeFile(path.join(root, 'assets', 'main.js.map'), '{}');
  await writeFile(path.join(root, 'robots.txt'), 'User-agent: *');
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function spa(hints: Parameters<typeof registerSpa>[2] = {}, webRoot: string | null = root) {
  const app = Fastify();
  await registerSpa(app, webRoot ?? undefined, hints);
  await app.ready();
  return app;
}

describe('serving the web app (decision 018)', () => {
  it('serves hashed assets for a year, other files revalidated, never a source map', async () => {
    const app = await spa();
    const asset = await app.inject({ method: 'GET', url: '/assets/main.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('no-cache');
    const map = await app.inject({ method: 'GET', url: '/assets/main.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.json()).toEqual({ error: 'Not Found', message: 'No route GET /assets/main.js.map' });
    await app.close();
  });

  it('answers index.html for a page (200) and for an unknown path (404), JSON 404 under /api', async () => {
    const app = await spa();
    const page = await app.inject({ method: 'GET', url: '/top5?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(TOP5_TITLE);
    expect(page.body).toContain('<meta property="og:url" content="http://localhost/top5">');
    expect(page.body).not.toContain('<title>Go Gorilla</title>');
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(HTML);
    for (const url of ['/api', '/api/nothing?x=1']) {
      const api = await app.inject({ method: 'GET', url });
      expect(api.statusCode, url).toBe(404);
      expect(api.json().message, url).toBe(`No route GET ${url.split('?')[0]}`);
    }
    // '/apix' is a page path, not the API.
    expect((await app.inject({ method: 'GET', url: '/apix' })).headers['content-type']).toBe(
      'text/html; charset=utf-8',
    );
    const post = await app.inject({ method: 'POST', url: '/top5' });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe('No route POST /top5');
    const head = await app.inject({ method: 'HEAD', url: '/top5' });
    expect(head.statusCode).toBe(200);
    const long = await app.inject({ method: 'GET', url: `/api/${'x'.repeat(200)}` });
    expect(long.json().message).toBe(`No route GET /api/${'x'.repeat(95)}…(205 chars)`);
    await app.close();
  });

  it('adds the page’s data preloads on GET only, and serves the page without them when they fail', async () => {
    const app = await spa({
      '/weekly-picks': async (search) => [`/api/weekly-picks/${search.get('week')}`],
      '/top5': async () => {
        throw new Error('no database');
      },
    });
    const page = await app.inject({ method: 'GET', url: '/weekly-picks?week=4' });
    expect(page.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/weekly-picks/4">',
    );
    const head = await app.inject({ method: 'HEAD', url: '/weekly-picks?week=4' });
    expect(head.statusCode).toBe(200);
    const failed = await app.inject({ method: 'GET', url: '/top5' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain(TOP5_TITLE);
    expect(failed.body).not.toContain('rel="preload"');
    await app.close();
  });

  it('answers JSON 404 for every path when there is no web build', async () => {
    const app = await spa({}, null);
    const res = await app.inject({ method: 'GET', url: '/top5' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found', message: 'No route GET /top5' });
    await app.close();
  });
});

describe('the security frame (decision 020)', () => {
  it('sets the security headers on every answer, 404s included, and compresses only plain routes', async () => {
    const app = Fastify();
    await registerSecurity(app, { 'x-test-security': 'on' });
    const big = 'x'.repeat(2048);
    app.get('/plain', async () => big);
    app.get('/cached', { config: { cache: true } }, async () => big);
    app.get('/probe', { config: { probe: true } }, async () => big);
    await app.ready();
    const gz = { 'accept-encoding': 'gzip' };
    const plain = await app.inject({ method: 'GET', url: '/plain', headers: gz });
    expect(plain.headers['x-test-security']).toBe('on');
    expect(plain.headers['content-encoding']).toBe('gzip');
    for (const url of ['/cached', '/probe']) {
      const res = await app.inject({ method: 'GET', url, headers: gz });
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
    const missing = await app.inject({ method: 'GET', url: '/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-test-security']).toBe('on');
    await app.close();
  });
});
