// The Blog's routes on a bare app with the published posts stubbed (decision 128, the routes' fast test
// set): the posts published at the app's clock, searched and tagged, at most `limit` of them without
// their bodies, with the total before the limit and every post's count; tags most used first; a post
// with its body and the posts either side (older before, newer after); 404 for an unknown slug.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { BlogPost } from '../../core/blog/posts.ts';

vi.mock('../../core/blog/posts.ts', () => ({ publishedPosts: vi.fn(), loadFilePosts: () => [] }));

const posts = await import('../../core/blog/posts.ts');
const { blogRoutes } = await import('./blog.ts');

// context()'s clock.
const NOW = new Date('2025-11-19T12:00:00Z');
const post = (n: number, tags: string[], title: string): BlogPost => ({
  id: `post-${n}`,
  slug: `post-${n}`,
  title,
  excerpt: `Excerpt ${n}`,
  author: 'Go Gorilla',
  tags,
  cover_image: null,
  published_at: `2025-11-1${n}T14:00:00.000Z`,
  wordCount: 300 + n,
  readMinutes: 2,
  generated: n !== 2,
  html: `<p>Body ${n}</p>`,
});
// Newest first, as published.
const PUBLISHED = [
  post(3, ['recap', 'week-11'], 'Week 11 recap'),
  post(2, ['model'], 'How the model reads rest'),
  post(1, ['recap', 'Week-10'], 'Week 10 recap'),
];
const FILES = [post(9, ['draft'], 'A file post')];
const summary = ({ html: _, ...rest }: BlogPost) => rest;

beforeEach(() => {
  vi.mocked(posts.publishedPosts).mockReset().mockResolvedValue(PUBLISHED);
});

const app = () => routeApp(blogRoutes, { ...context(), files: FILES });
const get = async (url: string) => {
  const res = await (await app()).inject({ method: 'GET', url: `/api${url}` });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('the Blog routes', () => {
  it('are public and cached, under content', async () => {
    const a = await app();
    for (const route of ['GET /api/blog', 'GET /api/blog/tags/list', 'GET /api/blog/:slug']) {
      expect(a.declared.get(route)?.config, route).toEqual({ access: 'public', cache: true });
    }
    expect(documented(a)).toEqual([
      [
        'GET /api/blog',
        ['content'],
        'Blog posts, newest first: the Markdown posts and the weekly recaps published at the clock',
      ],
      [
        'GET /api/blog/tags/list',
        ['content'],
        'Every tag of the published posts with how many posts carry it, most used first',
      ],
      [
        'GET /api/blog/:slug',
        ['content'],
        'One post with its body rendered and sanitised, and the posts before and after it',
      ],
    ]);
    // The response schemas are the API's documented answers (and their serialisers).
    expect(
      ['GET /api/blog', 'GET /api/blog/tags/list', 'GET /api/blog/:slug'].map(
        (r) => a.declared.get(r)?.statuses,
      ),
    ).toEqual([['200'], ['200'], ['200', '404']]);
  });

  it('lists the posts published at the app’s clock, without bodies, up to the limit', async () => {
    const { body, headers } = await get('/blog?limit=2');
    expect(body).toEqual({
      posts: [summary(PUBLISHED[0] as BlogPost), summary(PUBLISHED[1] as BlogPost)],
      total: 3,
      all: 3,
    });
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(posts.publishedPosts).toHaveBeenCalledWith(ORM, FILES, NOW);
  });

  it('searches and filters by tag, counting the matches before the limit and every post apart', async () => {
    const recaps = await get('/blog?tag=RECAP&limit=1');
    expect([recaps.body.posts.map((p: { id: string }) => p.id), recaps.body.total, recaps.body.all]).toEqual([
      ['post-3'],
      2,
      3,
    ]);
    const model = await get('/blog?q=model%20rest');
    expect(model.body.posts.map((p: { id: string }) => p.id)).toEqual(['post-2']);
    expect((await get('/blog?limit=101')).status).toBe(400);
  });

  it('counts the tags, most used first, then by name', async () => {
    const { body, headers } = await get('/blog/tags/list');
    expect(body).toEqual([
      { tag: 'recap', count: 2 },
      // Ties by name in English collation, where case only breaks a tie: Week-10 before week-11.
      { tag: 'model', count: 1 },
      { tag: 'Week-10', count: 1 },
      { tag: 'week-11', count: 1 },
    ]);
    expect(headers['cache-control']).toBe('public, max-age=600');
  });

  it('shows a post with its body and the older and newer posts; 404 for an unknown slug', async () => {
    const middle = await get('/blog/post-2');
    expect(middle.body).toEqual({
      post: PUBLISHED[1],
      previous: { slug: 'post-1', title: 'Week 10 recap' },
      next: { slug: 'post-3', title: 'Week 11 recap' },
    });
    expect(middle.headers['cache-control']).toBe('public, max-age=300');
    const newest = await get('/blog/post-3');
    expect([newest.body.previous?.slug, newest.body.next]).toEqual(['post-2', null]);
    const missing = await get('/blog/post-7');
    expect([missing.status, missing.body.message]).toEqual([404, "No blog post 'post-7'."]);
  });
});
