// The Blog on the live server (the five Markdown posts, each published from its date) and on the server
// replaying 19 November 2025 (only the weekly recaps the recap job wrote for 2025's graded weeks: the posts
// are dated later, and a replay shows nothing published after its clock). A person filters by tag, searches, opens a
// post and walks to the next and previous ones, at 1366 and 390 px.
import { describe, expect, it } from 'vitest';
import { BlogListResponse, BlogPostResponse, BlogTagsResponse } from '../../src/shared/api/blog.ts';
import { DESKTOP, MOBILE, useBrowser } from './browser.ts';
import { checkScreen } from './screen-checks.ts';

const escapeRegExp = (text: string | undefined) => (text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const api = async <T>(baseUrl: string, path: string, schema: { parse(v: unknown): T }): Promise<T> =>
  schema.parse(await (await fetch(`${baseUrl}${path}`)).json());

describe('Blog', () => {
  // The live server (the real clock): the Markdown posts are published, each from its date.
  const s = useBrowser({ viewport: DESKTOP });

  it('filters by tag with counts, searches, and says No articles found', async () => {
    const all = await api(s.baseUrl, '/api/blog', BlogListResponse);
    await s.page.goto('/blog');
    const list = s.page.getByRole('list', { name: 'Articles' });
    await expect.poll(() => list.getByRole('article').count()).toBe(all.posts.length);
    await s.page.getByRole('button', { name: `All Posts (${all.all})` }).waitFor();

    // 'Our Record': the closing-line value and BioBoost posts.
    await s.page.getByRole('button', { name: 'Our Record (2)' }).click();
    await expect.poll(() => list.getByRole('article').count()).toBe(2);
    expect(await list.getByRole('heading').allTextContents()).toEqual([
      'What BioBoost is, and what it is not',
      'Why closing-line value matters, and what ours is',
    ]);
    expect(new URL(s.page.url()).searchParams.get('tag')).toBe('Our Record');
    await checkScreen(s.page, 'blog');

    await s.page.getByRole('button', { name: /^All Posts/ }).click();
    const search = s.page.getByRole('searchbox', { name: 'Search articles' });
    await search.fill('vig');
    await expect.poll(() => list.getByRole('article').count()).toBe(1);
    await list.getByRole('link', { name: 'Reading a line and the vig' }).waitFor();
    await search.fill('zzqxv');
    await s.page.getByRole('heading', { name: 'No articles found' }).waitFor();
  });

  it('opens a post with its meta, body and tags, then walks to the next and previous posts', async () => {
    const slug = 'why-closing-line-value-matters';
    const { post, previous, next } = await api(s.baseUrl, `/api/blog/${slug}`, BlogPostResponse);
    expect(previous && next).toBeTruthy();
    await s.page.goto('/blog');
    await s.page.getByRole('link', { name: post.title }).click();
    await s.page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    await s.page.getByText(`${post.author} ·`).first().waitFor();
    await s.page.getByText(`${post.readMinutes} min read`).first().waitFor();
    await s.page
      .getByRole('heading', { level: 2, name: 'Our figures, as published in our record' })
      .waitFor();
    const tags = s.page.getByRole('list', { name: 'Tags' });
    expect(await tags.getByRole('listitem').allTextContents()).toEqual(post.tags);
    await checkScreen(s.page, 'blog-post');

    const more = s.page.getByRole('navigation', { name: 'More articles' });
    await more.getByRole('link', { name: new RegExp(`Next.*${escapeRegExp(next?.title)}`) }).click();
    await s.page.getByRole('heading', { level: 1, name: next?.title }).waitFor();
    await s.page
      .getByRole('navigation', { name: 'More articles' })
      .getByRole('link', { name: new RegExp(`Previous.*${escapeRegExp(post.title)}`) })
      .click();
    await s.page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    await s.page
      .getByRole('navigation', { name: 'More articles' })
      .getByRole('link', { name: new RegExp(`Previous.*${escapeRegExp(previous?.title)}`) })
      .click();
    await s.page.getByRole('heading', { level: 1, name: previous?.title }).waitFor();
  });

  it('says an unknown post is not found', async () => {
    // The browser logs the API's 404 for the unknown slug; the page says what it means.
    s.expectConsoleError(/status of 404/);
    await s.page.goto('/blog/no-such-post');
    await s.page.getByRole('heading', { level: 1, name: 'Article not found' }).waitFor();
  });
});

describe('Blog in a replay', () => {
  // 19 November 2025: the posts written in 2026 are not out yet; the recaps of 2025's graded weeks are.
  const s = useBrowser({ viewport: DESKTOP, server: 'replay' });

  it('lists the weekly recaps of the graded weeks, and no post from after the clock', async () => {
    const all = await api(s.baseUrl, '/api/blog?limit=100', BlogListResponse);
    const tags = await api(s.baseUrl, '/api/blog/tags/list', BlogTagsResponse);
    const recaps = tags.find((t) => t.tag === 'Weekly Recap');
    expect(recaps?.count ?? 0).toBeGreaterThan(0);
    // Every post listed was published by the replay's clock.
    expect(all.posts.every((p) => p.published_at <= '2025-11-19T12:00:00.000Z')).toBe(true);
    expect(all.posts.every((p) => p.generated)).toBe(true);
    await s.page.goto('/blog');
    const list = s.page.getByRole('list', { name: 'Articles' });
    await s.page.getByRole('button', { name: `Weekly Recap (${recaps?.count})` }).click();
    await expect.poll(() => list.getByRole('article').count()).toBe(Math.min(recaps?.count ?? 0, 20));
    // A card shows at most three tags.
    const firstCardTags = list.getByRole('article').first().getByRole('list', { name: 'Tags' });
    expect(await firstCardTags.getByRole('listitem').allTextContents()).toEqual([
      'Weekly Recap',
      '2025 Season',
      'Record',
    ]);
    await checkScreen(s.page, 'blog-replay');
  });
});

describe('Blog on a phone', () => {
  const s = useBrowser({ viewport: MOBILE, server: 'replay' });

  it('reads the list and a recap at 390 px without sideways scrolling', async () => {
    const recaps = await api(s.baseUrl, '/api/blog?tag=Weekly%20Recap&limit=1', BlogListResponse);
    const recap = recaps.posts[0];
    expect(recap?.generated).toBe(true);
    await s.page.goto('/blog');
    await s.page.getByRole('list', { name: 'Articles' }).getByRole('article').first().waitFor();
    await checkScreen(s.page, 'blog');
    await s.page.goto(`/blog/${recap?.slug}`);
    await s.page.getByRole('heading', { level: 1, name: recap?.title }).waitFor();
    await s.page.getByRole('heading', { level: 2, name: 'Best and worst against the line' }).waitFor();
    await checkScreen(s.page, 'blog-post');
  });
});
