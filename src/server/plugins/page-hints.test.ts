import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { notifyDataChanged } from '../../core/data-changes.ts';
import { routeScripts, type ViteManifest } from './page-hints.ts';

// A build as Vite leaves it: the entry with its shared chunk, and route modules importing more chunks.
const MANIFEST: ViteManifest = {
  'main.tsx': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_react-r1.js'],
  },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  'routes/home.tsx': { file: 'assets/home-h1.js', imports: ['_react-r1.js'] },
  'routes/weekly-picks.tsx': {
    file: 'assets/weekly-picks-w1.js',
    imports: ['_react-r1.js', '_game-card-g1.js', '_tabs-t1.js'],
  },
  '_game-card-g1.js': { file: 'assets/game-card-g1.js', imports: ['_icons-i1.js', '_tabs-t1.js'] },
  '_tabs-t1.js': { file: 'assets/tabs-t1.js' },
  '_icons-i1.js': { file: 'assets/icons-i1.js' },
};
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Go Gorilla</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const links = (html: string, rel: string) =>
  [...html.matchAll(/<link rel="([^"]+)"[^>]*href="([^"]+)"/g)].filter((m) => m[1] === rel).map((m) => m[2]);

describe('the code a page needs beyond the entry', () => {
  it('is the route chunk and everything it imports, once each, without what the entry loads', () => {
    expect(routeScripts(MANIFEST, 'routes/weekly-picks.tsx')).toEqual([
      '/assets/weekly-picks-w1.js',
      '/assets/game-card-g1.js',
      '/assets/icons-i1.js',
      '/assets/tabs-t1.js',
    ]);
    expect(routeScripts(MANIFEST, 'routes/home.tsx')).toEqual(['/assets/home-h1.js']);
    expect(routeScripts(MANIFEST, 'routes/not-built.tsx')).toEqual([]);
  });
});

describe('the HTML of each page', () => {
  let t: TestApp;
  let webRoot: string;
  let currentWeek: number;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'gg-web-hints-'));
    await mkdir(path.join(webRoot, '.vite'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webRoot, '.vite/manifest.json'), JSON.stringify(MANIFEST));
    // A script with a precompressed copy whose content differs, to tell which one was sent.
    await writeFile(path.join(webRoot, 'assets/tabs-t1.js'), `export const tabs = "${'x'.repeat(4000)}";\n`);
    await writeFile(
      path.join(webRoot, 'assets/tabs-t1.js.br'),
      zlib.brotliCompressSync(`export const tabs = "precompressed at build";\n`),
    );
    t = await createTestApp({ now: '2025-11-19T12:00:00Z', config: { webRoot } });
    currentWeek = (await t.app.inject({ method: 'GET', url: '/api/current-week' })).json().week;
  });
  afterAll(async () => {
    await t.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it("lets /weekly-picks fetch its route's code and its first reads with the document", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/weekly-picks' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    // Prerendered (decision 112): the week's content sits in the root until the app mounts.
    expect(res.body).toContain('<div id="root"><main id="main">');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
    expect(links(res.body, 'modulepreload')).toEqual([
      '/assets/weekly-picks-w1.js',
      '/assets/game-card-g1.js',
      '/assets/icons-i1.js',
      '/assets/tabs-t1.js',
    ]);
    // The week the page would ask for once it knew the current week, in the credentials mode of its fetches.
    expect(links(res.body, 'preload')).toEqual([
      '/api/user/rg-status',
      '/api/current-week',
      `/api/weekly-picks/${currentWeek}`,
    ]);
    expect(res.body).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/weekly-picks/${currentWeek}">`,
    );
    // Every hint sits in the head, after the entry's own tags.
    expect(res.body.indexOf('/api/current-week')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('works the current week out without the database until the data changes', async () => {
    const sql = (text: string) => t.database.db.pool.query(text);
    await t.app.inject({ method: 'GET', url: '/weekly-picks' });
    // The schedule out of reach: the HTML still names this week's picks, from what it read before.
    await sql('ALTER TABLE games RENAME TO games_out_of_reach');
    try {
      const same = await t.app.inject({ method: 'GET', url: '/weekly-picks' });
      expect(links(same.body, 'preload')).toContain(`/api/weekly-picks/${currentWeek}`);
      // A job finished writing: the week is read again, and this time it cannot be. The page (prerendered,
      // decision 112) cannot be rebuilt: the last one is served, marked stale, with its code hints.
      notifyDataChanged();
      const changed = await t.app.inject({ method: 'GET', url: '/weekly-picks' });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers['x-data-stale']).toBe('true');
      expect(links(changed.body, 'modulepreload')).toContain('/assets/weekly-picks-w1.js');
    } finally {
      await sql('ALTER TABLE games_out_of_reach RENAME TO games');
    }
    // A failed read is not remembered: back in reach, the hints are back.
    const back = await t.app.inject({ method: 'GET', url: '/weekly-picks' });
    expect(links(back.body, 'preload')).toContain(`/api/weekly-picks/${currentWeek}`);
  });

  it('hints the week and season the URL asks for, and ignores values the page would ignore', async () => {
    const chosen = await t.app.inject({ method: 'GET', url: '/weekly-picks?week=3&season=2024&slot=snf' });
    expect(links(chosen.body, 'preload')).toContain('/api/weekly-picks/3?season=2024');
    const bad = await t.app.inject({ method: 'GET', url: '/weekly-picks?week=banana&season=1800' });
    expect(links(bad.body, 'preload')).toContain(`/api/weekly-picks/${currentWeek}`);
    const trailing = await t.app.inject({ method: 'GET', url: '/weekly-picks/?week=22' });
    expect(links(trailing.body, 'preload')).toContain('/api/weekly-picks/22');
  });

  it("gives other pages their own route's code and no data hints; an unknown path gets neither", async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(links(home.body, 'modulepreload')).toEqual(['/assets/home-h1.js']);
    expect(links(home.body, 'preload')).toEqual([]);
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX_HTML);
  });

  it("sends a script's precompressed copy as it is, instead of compressing it per request", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/tabs-t1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(
      'export const tabs = "precompressed at build";\n',
    );
  });
});
