// @vitest-environment jsdom
// The Blog list screen with the API answered from fixtures: the cards, the tag filter sending its tag,
// and the spec's empty texts.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogListResponse, BlogPostSummary, BlogTag } from '../../shared/api/blog.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { Component as BlogPage } from './blog.tsx';

const post = (slug: string, title: string, tags: string[]): BlogPostSummary => ({
  id: slug,
  slug,
  title,
  excerpt: `About ${title}`,
  author: 'Go Gorilla Research',
  tags,
  cover_image: null,
  published_at: '2026-11-20T14:00:00.000Z',
  wordCount: 600,
  readMinutes: 3,
  generated: false,
});
const VIG = post('reading-a-line-and-the-vig', 'Reading a line and the vig', ['Betting Basics', 'Vig']);
const KEY = post('key-numbers-3-and-7', 'Key numbers: why 3 and 7 matter', ['Betting Basics', 'Key Numbers']);
const TAGS: BlogTag[] = [
  { tag: 'Betting Basics', count: 2 },
  { tag: 'Key Numbers', count: 1 },
  { tag: 'Vig', count: 1 },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(list: (url: URL) => BlogListResponse, tags: BlogTag[] = TAGS) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      urls.push(path);
      const url = new URL(path, 'http://site.test');
      const body = url.pathname === '/api/blog/tags/list' ? tags : list(url);
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    }),
  );
  render(
    createElement(
      QueryClientProvider,
      { client: createQueryClient() },
      createElement(MemoryRouter, { initialEntries: ['/blog'] }, createElement(BlogPage)),
    ),
  );
  return urls;
}

describe('the Blog list screen', () => {
  it('shows the cards and All Posts with the count; a tag button asks the API for that tag', async () => {
    const urls = serve((url) => {
      const tag = url.searchParams.get('tag');
      const posts = tag ? [VIG, KEY].filter((p) => p.tags.includes(tag)) : [VIG, KEY];
      return { posts, total: posts.length, all: 2 };
    });
    const list = await screen.findByRole('list', { name: 'Articles' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    await screen.findByRole('button', { name: 'All Posts (2)' });
    fireEvent.click(screen.getByRole('button', { name: 'Key Numbers (1)' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(within(list).getByRole('link', { name: KEY.title })).toBeTruthy();
    expect(urls).toContain('/api/blog?limit=20&tag=Key+Numbers');
    expect(screen.getByRole('button', { name: 'Key Numbers (1)' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("says the spec's empty text when there is no post, another when a search matches none", async () => {
    serve(() => ({ posts: [], total: 0, all: 0 }), []);
    await screen.findByRole('heading', { name: 'No articles found' });
    screen.getByText('Blog posts are coming soon! Check back for expert analysis and strategies.');
    cleanup();
    serve(() => ({ posts: [], total: 0, all: 2 }));
    await screen.findByRole('heading', { name: 'No articles found' });
    screen.getByText('No article matches this search and tag. Try another word, or choose All Posts.');
  });
});
