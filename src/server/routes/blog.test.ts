// The blog's API on real PostgreSQL: the Markdown posts of content/blog, and weekly recaps written by the
// recap job from a small hand-made season (four picks over weeks 13 and 14 of 2025, worked by hand below).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GradedGame, seedD13Clv, seedGradedGames } from '../../../tests/support/graded-weeks.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { loadFilePosts, publishedPosts } from '../../core/blog/posts.ts';
import { writeWeeklyRecaps } from '../../core/blog/weekly-recaps.ts';
import { alertGrades, alerts } from '../../db/schema/alerts.ts';
import type { BlogListResponse, BlogPostResponse, BlogTag } from '../../shared/api/blog.ts';

// Friday of week 14, 2025 (the replay instant of the data pack).
const NOW = '2025-12-12T18:00:00Z';
/**
 * The app's clock for the lists: after the last Markdown post's date (27 November 2026, 14:00Z), so all five
 * are out. The recaps are written by explicit instants in 2025 below.
 */
const LIST_CLOCK = '2026-12-01T12:00:00Z';
const HOUR = 3_600_000;

const GAMES: GradedGame[] = [
  // Week 12: final, but the model published no pick: no recap.
  { id: 'W12', week: 12, kickoff: '2025-11-23T18:00:00Z', away: 'NYJ', home: 'NE', score: [10, 20] },
  // Week 13, Sunday: DET -3.5 v CHI, 17-31: 31 - 3.5 - 17 = +10.5, covers; DET wins.
  {
    id: 'D13',
    week: 13,
    kickoff: '2025-11-30T18:00:00Z',
    away: 'CHI',
    home: 'DET',
    score: [17, 31],
    pick: { team: 'DET', handicap: -3.5 },
  },
  // Week 13, Monday night (20:15 ET = 01:15Z Tuesday): KC +2.5 at BUF, 20-27: 20 + 2.5 - 27 = -4.5; KC loses.
  {
    id: 'K13',
    week: 13,
    kickoff: '2025-12-02T01:15:00Z',
    away: 'KC',
    home: 'BUF',
    score: [20, 27],
    pick: { team: 'KC', handicap: 2.5 },
  },
  // Week 14, Sunday: SF -7 v SEA, 10-17: 17 - 7 - 10 = 0, push; SF wins.
  {
    id: 'S14',
    week: 14,
    kickoff: '2025-12-07T18:00:00Z',
    away: 'SEA',
    home: 'SF',
    score: [10, 17],
    pick: { team: 'SF', handicap: -7 },
  },
  // Week 14, Monday night: NYG to win outright at DAL, no line; 24-21, wins.
  {
    id: 'N14',
    week: 14,
    kickoff: '2025-12-09T01:15:00Z',
    away: 'NYG',
    home: 'DAL',
    score: [24, 21],
    pick: { team: 'NYG', handicap: null },
  },
  // Week 15: not played yet at the clock: no recap.
  {
    id: 'G15',
    week: 15,
    kickoff: '2025-12-14T18:00:00Z',
    away: 'MIA',
    home: 'PIT',
    score: null,
    pick: { team: 'PIT', handicap: -3 },
  },
];

let t: TestApp;
const get = async <T>(url: string, status = 200): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
};

beforeAll(async () => {
  // The built shell the prerendered pages are written into (as src/web/index.html leaves it).
  const webRoot = await mkdtemp(path.join(tmpdir(), 'gg-blog-seo-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="description" content="x" /><title>Go Gorilla</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ now: LIST_CLOCK, config: { webRoot } });
  const db = t.database.db.orm;
  await seedGradedGames(db, GAMES);
  await seedD13Clv(db);
  const d13 = new Date('2025-11-30T18:00:00Z');
  // One graded alert of week 13 that hit (DET -3 steam), one that missed.
  const [hit, miss] = await db
    .insert(alerts)
    .values(
      [
        ['k-hit', 'Steam on DET -3', 'home'],
        ['k-miss', 'Sharp money on CHI +3', 'away'],
      ].map(([key, title, side]) => ({
        key: key as string,
        type: 'sharp_money' as const,
        urgency: 'high' as const,
        gameId: 'D13',
        detectedAt: new Date(d13.getTime() - 24 * HOUR),
        title: title as string,
        description: 'test',
        emoji: 'x',
        impact: 'test',
        market: 'spreads' as const,
        side: side as 'home' | 'away',
        line: side === 'home' ? -3 : 3,
        price: -110,
        details: {} as never,
      })),
    )
    .returning({ id: alerts.id });
  const graded = {
    price: -110,
    homeScore: 31,
    awayScore: 17,
    knownAt: new Date(d13.getTime() + 4 * HOUR),
    gradedAt: new Date(d13.getTime() + 4 * HOUR),
  };
  await db.insert(alertGrades).values([
    { alertId: hit?.id as number, outcome: 'win', units: 0.909, ...graded },
    { alertId: miss?.id as number, outcome: 'loss', units: -1, ...graded },
  ]);
}, 60_000);
afterAll(() => t.close());

describe('weekly recaps', () => {
  it('writes a recap for each graded week once its Tuesday has come, once only', async () => {
    const db = t.database.db.orm;
    // Monday 8 December, noon: week 13 was due Tuesday 2 December 10:00 ET; week 14's Monday game is
    // not played yet, so it has no recap; week 12 has no pick; week 15 is not played.
    expect(await writeWeeklyRecaps(db, new Date('2025-12-08T12:00:00Z'))).toEqual({ written: 1, due: 1 });
    // At the clock (Friday 12 December) week 14 is due too (Tuesday 9 December 15:00Z).
    expect(await writeWeeklyRecaps(db, new Date(NOW))).toEqual({ written: 1, due: 1 });
    // Run again (or on another instance): nothing new.
    expect(await writeWeeklyRecaps(db, new Date(NOW))).toEqual({ written: 0, due: 0 });
  });

  it('the recap of week 13 carries the record, best and worst picks, CLV and the alert that hit', async () => {
    const { post, previous, next } = await get<BlogPostResponse>('/api/blog/week-13-2025-recap');
    // ATS: DET win, KC loss = 1-1; SU: DET win, KC loss = 1-1.
    expect(post.title).toBe('Week 13, 2025: 1–1 against the spread');
    expect(post.generated).toBe(true);
    expect(post.tags).toEqual(['Weekly Recap', '2025 Season', 'Record']);
    // Tuesday 2 December 2025, 10:00 EST = 15:00Z.
    expect(post.published_at).toBe('2025-12-02T15:00:00.000Z');
    expect(post.html).toContain('<li>Straight up: 1–1 (50.0% of decided picks)</li>');
    expect(post.html).toContain(
      '<li><strong>Best:</strong> DET −3.5 against CHI (final CHI 17, DET 31): covered by 10.5 points.</li>',
    );
    expect(post.html).toContain(
      '<li><strong>Worst:</strong> KC +2.5 against BUF (final KC 20, BUF 27): missed by 4.5 points.</li>',
    );
    // D13 +0.5 measured; K13 had no line before the pick.
    expect(post.html).toContain(
      'a mean of +0.50 points over 1 pick with a line before the close; 1 beat the close, 0 lost to it, and 1 had no line stored before the pick',
    );
    expect(post.html).toContain('2 graded, 1 hit, 1 missed.');
    expect(post.html).toContain('<li>Steam on DET -3</li>');
    expect(post.html).not.toContain('Sharp money on CHI');
    // The week-14 recap (9 December) is newer; no post is older than week 13's in this list but the
    // file posts are all newer, so previous is null.
    expect(previous).toBeNull();
    expect(next).toEqual({ slug: 'week-14-2025-recap', title: 'Week 14, 2025: 0–0–1 against the spread' });
  });
});

describe('GET /api/blog', () => {
  it('lists the Markdown posts and the recaps, newest first, with read times', async () => {
    const body = await get<BlogListResponse>('/api/blog');
    expect(body.total).toBe(7);
    expect(body.posts.map((p) => p.slug)).toEqual([
      'bankroll-and-responsible-betting',
      'what-bioboost-is-and-is-not',
      'key-numbers-3-and-7',
      'why-closing-line-value-matters',
      'reading-a-line-and-the-vig',
      'week-14-2025-recap',
      'week-13-2025-recap',
    ]);
    for (const p of body.posts) expect(p.readMinutes).toBe(Math.ceil(p.wordCount / 200));
    const vig = body.posts.find((p) => p.slug === 'reading-a-line-and-the-vig');
    expect(vig).toMatchObject({
      title: 'Reading a line and the vig',
      author: 'Go Gorilla Research',
      tags: ['Betting Basics', 'Lines', 'Vig'],
      cover_image: '/images/blog/reading-a-line.svg',
      // 20 November 2026, 09:00 EST = 14:00Z
      published_at: '2026-11-20T14:00:00.000Z',
      generated: false,
    });
    expect(vig?.wordCount).toBeGreaterThan(400);
    expect(body.posts[0]).not.toHaveProperty('html');
  });

  it('filters by tag and search, and limits', async () => {
    const recaps = await get<BlogListResponse>('/api/blog?tag=weekly%20recap');
    expect(recaps.posts.map((p) => p.slug)).toEqual(['week-14-2025-recap', 'week-13-2025-recap']);
    const search = await get<BlogListResponse>('/api/blog?q=vig');
    expect(search.posts.map((p) => p.slug)).toEqual(['reading-a-line-and-the-vig']);
    // Every word must match: the recaps' excerpts name closing-line value, and so does the CLV post.
    const closing = await get<BlogListResponse>('/api/blog?q=closing%20LINE');
    expect(closing.posts.map((p) => p.slug)).toEqual([
      'why-closing-line-value-matters',
      'week-14-2025-recap',
      'week-13-2025-recap',
    ]);
    const limited = await get<BlogListResponse>('/api/blog?limit=2');
    expect(limited.posts).toHaveLength(2);
    expect(limited.total).toBe(7);
    expect(recaps).toMatchObject({ total: 2, all: 7 });
    expect((await get<BlogListResponse>('/api/blog?q=zzzz')).posts).toEqual([]);
    await get('/api/blog?limit=0', 400);
    await get('/api/blog?limit=101', 400);
  });

  it('at an earlier clock shows only what was published by then', async () => {
    // 5 December 2025: week 13's recap (2 December) is out, week 14's (9 December) is not, and no file post
    // (all dated November 2026): a replay never lists a post written after its clock.
    const posts = await publishedPosts(t.database.db.orm, loadFilePosts(), new Date('2025-12-05T12:00:00Z'));
    expect(posts.map((p) => p.slug)).toEqual(['week-13-2025-recap']);
    // 23 November 2026, 12:00Z: the vig post (20 November, 14:00Z) and the CLV post (22 November) are out.
    const later = await publishedPosts(t.database.db.orm, loadFilePosts(), new Date('2026-11-23T12:00:00Z'));
    expect(later.filter((p) => !p.generated).map((p) => p.slug)).toEqual([
      'why-closing-line-value-matters',
      'reading-a-line-and-the-vig',
    ]);
  });
});

describe('GET /api/blog/tags/list', () => {
  it('counts each tag over the published posts, most used first', async () => {
    const tags = await get<BlogTag[]>('/api/blog/tags/list');
    // Betting Basics: vig, key numbers, bankroll = 3; Lines: vig, CLV, key numbers = 3; Our Record: CLV,
    // BioBoost = 2; 2025 Season, Record, Weekly Recap: the two recaps = 2 each; the rest 1.
    expect(tags.slice(0, 7)).toEqual([
      { tag: 'Betting Basics', count: 3 },
      { tag: 'Lines', count: 3 },
      { tag: '2025 Season', count: 2 },
      { tag: 'Our Record', count: 2 },
      { tag: 'Record', count: 2 },
      { tag: 'Weekly Recap', count: 2 },
      { tag: 'Bankroll', count: 1 },
    ]);
  });
});

describe('GET /api/blog/:slug', () => {
  it('serves a file post rendered, with its neighbours', async () => {
    const { post, previous, next } = await get<BlogPostResponse>('/api/blog/key-numbers-3-and-7');
    expect(post.html).toContain('<h2>How often, in our data</h2>');
    expect(post.html).toContain('<td>exactly 3</td>');
    expect(previous).toEqual({
      slug: 'why-closing-line-value-matters',
      title: 'Why closing-line value matters, and what ours is',
    });
    expect(next).toEqual({
      slug: 'what-bioboost-is-and-is-not',
      title: 'What BioBoost is, and what it is not',
    });
  });

  it('answers 404 with the error shape for an unknown slug, 400 for a malformed one', async () => {
    const missing = await get<{ error: string; message: string }>('/api/blog/no-such-post', 404);
    expect(missing).toEqual({ error: 'Not Found', message: "No blog post 'no-such-post'." });
    await get('/api/blog/Bad%20Slug', 400);
  });
});

describe('GET /blog/rss.xml', () => {
  it('lists every post in valid RSS 2.0 with escaped text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">')).toBe(true);
    expect(xml.match(/<item>/g)).toHaveLength(7);
    expect(xml).toContain('<link>http://localhost:3000/blog/week-13-2025-recap</link>');
    // The excerpt's quotes are escaped: What "-3.5 (-110)" says...
    expect(xml).toContain('What &quot;-3.5 (-110)&quot; says');
    expect(xml).toContain('<pubDate>Tue, 02 Dec 2025 15:00:00 GMT</pubDate>');
    // Every ampersand in the feed starts an entity.
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });
});

describe('a post as a crawler or a chat preview fetches it', () => {
  it('serves /blog/:slug as HTML with its title, OpenGraph tags, Article JSON-LD and its text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/key-numbers-3-and-7' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<title>Key numbers: why 3 and 7 matter · Go Gorilla</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Key numbers: why 3 and 7 matter · Go Gorilla">',
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      '<meta property="og:url" content="http://localhost:3000/blog/key-numbers-3-and-7">',
    );
    expect(html).toContain('"@type":"Article"');
    // The body the post page shows, inside the root the app mounts on.
    expect(html).toContain('<h2>How often, in our data</h2>');
    expect(html).not.toContain('<div id="root"></div>');
  });

  it('lists every published post in sitemap.xml: the five Markdown posts and the two recaps', async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    console.log(xml.slice(0, 1500));
    const posts = [...xml.matchAll(/<loc>http:\/\/localhost:3000\/blog\/([a-z0-9-]+)<\/loc>/g)].map(
      (m) => m[1],
    );
    // 5 files in content/blog + the recaps of weeks 13 and 14 = 7, as in the RSS feed above.
    expect(posts.sort()).toEqual([
      'bankroll-and-responsible-betting',
      'key-numbers-3-and-7',
      'reading-a-line-and-the-vig',
      'week-13-2025-recap',
      'week-14-2025-recap',
      'what-bioboost-is-and-is-not',
      'why-closing-line-value-matters',
    ]);
  });
});
