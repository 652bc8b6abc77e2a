// The blog's RSS feed (blog-feed.ts) on a bare app with the posts' reads and the feed's text stubbed
// (decision 128; rss.test pins the XML): the posts published at the app's clock — the files given, or
// the content folder's by default — as RSS with the site's links, typed as RSS in UTF-8, kept 10 minutes.
// routeApp mounts it under /api; the app mounts it at the site's root.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { BlogPost } from '../../core/blog/posts.ts';

vi.mock('../../core/blog/posts.ts', () => ({ loadFilePosts: vi.fn(), publishedPosts: vi.fn() }));
vi.mock('../../core/blog/rss.ts', () => ({ blogRss: vi.fn() }));

const posts = await import('../../core/blog/posts.ts');
const rss = await import('../../core/blog/rss.ts');
const { BLOG_FEED_PATH, blogFeedRoutes } = await import('./blog-feed.ts');

const NOW = new Date('2025-11-19T12:00:00Z');
const FILE = { slug: 'week-11-recap' } as unknown as BlogPost;
const FOLDER = { slug: 'welcome' } as unknown as BlogPost;
const PUBLISHED = [{ slug: 'week-11-recap' }] as unknown as BlogPost[];
const SITE = 'https://gg.example';

beforeEach(() => {
  vi.mocked(posts.loadFilePosts).mockReset().mockReturnValue([FOLDER]);
  vi.mocked(posts.publishedPosts).mockReset().mockResolvedValue(PUBLISHED);
  vi.mocked(rss.blogRss).mockReset().mockReturnValue('<rss version="2.0">…</rss>');
});

describe('GET /blog/rss.xml', () => {
  it('is public at /blog/rss.xml', async () => {
    expect(BLOG_FEED_PATH).toBe('/blog/rss.xml');
    const a = await routeApp(blogFeedRoutes, { ...context(), siteUrl: SITE, files: [FILE] });
    expect(a.declared.get('GET /api/blog/rss.xml')?.config).toEqual({ access: 'public' });
  });

  it("serves the posts published at the clock as RSS with the site's links, kept 10 minutes", async () => {
    const a = await routeApp(blogFeedRoutes, { ...context(), siteUrl: SITE, files: [FILE] });
    const res = await a.inject({ method: 'GET', url: '/api/blog/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.body).toBe('<rss version="2.0">…</rss>');
    expect(posts.publishedPosts).toHaveBeenCalledWith(ORM, [FILE], NOW);
    expect(rss.blogRss).toHaveBeenCalledWith(PUBLISHED, SITE);
    expect(posts.loadFilePosts).not.toHaveBeenCalled();
  });

  it("reads the content folder's posts when given none", async () => {
    const a = await routeApp(blogFeedRoutes, { ...context(), siteUrl: SITE });
    await a.inject({ method: 'GET', url: '/api/blog/rss.xml' });
    expect(posts.publishedPosts).toHaveBeenCalledWith(ORM, [FOLDER], NOW);
  });
});
