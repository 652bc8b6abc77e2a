// What a crawler or a chat's link preview gets, on the game screens' real data replayed at Friday
// 12 December 2025 18:00 UTC (week 15 in force): each page's HTML holds its title, OpenGraph tags and
// main text, drawn from the same answers the public API serves; the sitemap lists weeks and games; a
// data change rebuilds the pages; a repeat request is written by the front door without Fastify.
import { mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_SCREENS_NOW, gameScreensDatabase } from '../../../tests/support/game-screens-fixture.ts';
import { baseTestConfig, createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { notifyDataChanged } from '../../core/data-changes.ts';
import type { GameDetailResponse } from '../../shared/api/game-detail.ts';
import type { WeeklyPicksResponse } from '../../shared/api/weekly-picks.ts';

const SITE = 'https://gogorilla.example';
const GAME = '2025_15_ARI_HOU';
// As the build leaves it (src/web/index.html): a description and a title to replace, an empty root.
const SHELL = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Go Gorilla, the site." />
    <title>Go Gorilla · Bet Smarter. Go Primal.</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-e1.js"></script>
  </body>
</html>
`;

describe('pages for crawlers and link previews, as of 12 December 2025', () => {
  let t: TestApp;
  let fastifySaw = 0;

  beforeAll(async () => {
    const webRoot = await mkdtemp(path.join(tmpdir(), 'gg-seo-'));
    await writeFile(path.join(webRoot, 'index.html'), SHELL);
    t = await createTestApp({
      now: GAME_SCREENS_NOW,
      database: await gameScreensDatabase(),
      config: { webRoot, auth: { ...baseTestConfig().auth, siteUrl: SITE } },
      beforeReady(app) {
        app.addHook('onRequest', (_request, _reply, done) => {
          fastifySaw += 1;
          done();
        });
      },
    });
  }, 120_000);
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const api = async <T>(url: string) => (await get(url)).json() as T;

  it("serves /weekly-picks with the week in force's games, picks, lines and confidence in the HTML", async () => {
    const res = await get('/weekly-picks');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<title>NFL 2025 Week 15 Picks · Go Gorilla</title>');
    expect(html).toContain('<meta property="og:title" content="NFL 2025 Week 15 Picks · Go Gorilla">');
    expect(html).toContain('<meta property="og:url" content="https://gogorilla.example/weekly-picks">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<div id="root"><main id="main"><h1>NFL 2025 Week 15 Picks</h1>');
    // The page says what the API says for the same game.
    const week = await api<WeeklyPicksResponse>('/api/weekly-picks/15?season=2025');
    const game = week.picks.find((p) => p.gameId === GAME);
    expect(game?.status).toBe('provisional');
    expect(html).toContain(`<a href="/games/${GAME}">Arizona Cardinals at Houston Texans</a>`);
    // Not kicked off: a premium pick (decision 120). The API withholds its side and so does the page.
    expect(game).toMatchObject({ withheld: true, predicted: null, confidence: null });
    expect(html).toContain('Pick: — (premium until kickoff: subscribers and free picks see it)');
    // The page's own data preloads stay (page-hints.ts).
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/weekly-picks/15">',
    );
    // The script the app mounts with is still there, after the content.
    expect(html.indexOf('</main></div>')).toBeLessThan(html.indexOf('/assets/index-e1.js'));
  });

  it('serves an earlier week by its query, and a game page with its SportsEvent', async () => {
    const week3 = (await get('/weekly-picks?week=3&season=2025&utm_source=chat')).body;
    expect(week3).toContain('<title>NFL 2025 Week 3 Picks · Go Gorilla</title>');
    expect(week3).toContain('https://gogorilla.example/weekly-picks?season=2025&amp;week=3');

    const res = await get(`/games/${GAME}`);
    expect(res.statusCode).toBe(200);
    const detail = await api<GameDetailResponse>(`/api/games/${GAME}`);
    expect(res.body).toContain(
      '<title>Arizona Cardinals at Houston Texans: 2025 Week 15 pick · Go Gorilla</title>',
    );
    expect(res.body).toContain(`<meta property="og:url" content="https://gogorilla.example/games/${GAME}">`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(ld ?? 'null')).toMatchObject({
      '@type': 'SportsEvent',
      startDate: detail.game.kickoff,
      homeTeam: { '@type': 'SportsTeam', name: 'Houston Texans' },
      awayTeam: { '@type': 'SportsTeam', name: 'Arizona Cardinals' },
      location: { '@type': 'Place', name: detail.game.stadium?.name },
    });
    // Not kicked off: the pick is premium, and the page says so rather than naming a side (decision 120).
    expect(res.body).toContain('Pick: — (premium until kickoff: subscribers and free picks see it)');
  });

  it('serves /model with the record table, and every other page with its own head', async () => {
    const model = (await get('/model')).body;
    expect(model).toContain('<title>Model Record · Go Gorilla</title>');
    expect(model).toMatch(/<tr><th scope="row">2025<\/th><td>\d+-\d+-\d+<\/td>/);

    const education = (await get('/education')).body;
    expect(education).toContain('<title>Betting Education · Go Gorilla</title>');
    expect(education).toContain(
      '<meta property="og:description" content="A glossary of betting terms, strategy modules and responsible-betting help lines.">',
    );
    expect(education).toContain('<div id="root"></div>'); // not prerendered: the app draws it
    expect((await get('/bets')).body).toContain('<meta name="robots" content="noindex">');
  });

  it('lists every public page, each week with picks and every game in sitemap.xml, and robots.txt points at it', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    for (const loc of [
      `${SITE}/weekly-picks`,
      `${SITE}/weekly-picks?season=2025&amp;week=1`,
      `${SITE}/weekly-picks?season=2025&amp;week=14`,
      `${SITE}/games/${GAME}`, // the week in force: not on the record until kickoff
      `${SITE}/games/2025_01_DAL_PHI`,
      `${SITE}/model`,
      `${SITE}/education`,
    ]) {
      expect(xml).toContain(`<loc>${loc}</loc>`);
    }
    // Week 16 has no pick at the clock; private pages are never listed.
    expect(xml).not.toContain('season=2025&amp;week=16');
    expect(xml).not.toContain(`${SITE}/bets`);
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
  });

  it('is written from memory by the front door on a repeat request, before Fastify', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const fetchPage = () =>
      new Promise<{ cache: unknown; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/weekly-picks' }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => {
              body += chunk.toString();
            });
            res.on('end', () => resolve({ cache: res.headers['x-cache'], body }));
          })
          .on('error', reject);
      });
    const first = await fetchPage();
    const before = fastifySaw;
    const second = await fetchPage();
    expect(fastifySaw).toBe(before); // Fastify never saw it
    expect(second.cache).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('<h1>NFL 2025 Week 15 Picks</h1>');
  });

  it('rebuilds the pages when the data changes, escaping what the data holds', async () => {
    const before = (await get('/weekly-picks')).body;
    expect(before).toContain('Arizona Cardinals at Houston Texans');
    await t.database.db.pool.query(
      `update teams set name = '<script>alert(1)</script> Cardinals' where code = 'ARI'`,
    );
    notifyDataChanged();
    const after = (await get('/weekly-picks')).body;
    expect(after).not.toContain('Arizona Cardinals at Houston Texans');
    expect(after).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Cardinals at Houston Texans');
    expect(after).not.toContain('<script>alert(1)</script>');
    const game = (await get(`/games/${GAME}`)).body;
    expect(game).not.toContain('<script>alert(1)</script>');
    // In the JSON-LD the name is data, with its < written \u003c.
    expect(game).toContain('"name":"\\u003cscript>alert(1)\\u003c/script> Cardinals"');
  });
});
