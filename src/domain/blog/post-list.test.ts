import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byPublished, filterPosts, type ListablePost, neighbours, tagCounts } from './post-list.ts';

const post = (slug: string, published_at: string, tags: string[], title = slug): ListablePost => ({
  slug,
  title,
  excerpt: `About ${slug}`,
  author: 'Go Gorilla',
  tags,
  published_at,
});

const A = post(
  'clv',
  '2026-11-20T00:00:00.000Z',
  ['CLV', 'Betting Basics'],
  'Why closing-line value matters',
);
const B = post('vig', '2026-11-22T00:00:00.000Z', ['Betting Basics', 'Vig'], 'Reading the vig');
const C = post('week-1-2025-recap', '2025-09-09T14:00:00.000Z', ['Weekly Recap', 'CLV']);

describe('post list', () => {
  it('sorts newest first', () => {
    expect([A, C, B].sort(byPublished).map((p) => p.slug)).toEqual(['vig', 'clv', 'week-1-2025-recap']);
  });

  it('counts each tag once per post, most used first, ties by name', () => {
    // Betting Basics: A, B = 2; CLV: A, C = 2; Vig: B = 1; Weekly Recap: C = 1
    expect(tagCounts([A, B, C, { ...A, slug: 'dup', tags: [] }])).toEqual([
      { tag: 'Betting Basics', count: 2 },
      { tag: 'CLV', count: 2 },
      { tag: 'Vig', count: 1 },
      { tag: 'Weekly Recap', count: 1 },
    ]);
    expect(tagCounts([post('x', A.published_at, ['Vig', 'Vig'])])).toEqual([{ tag: 'Vig', count: 1 }]);
  });

  it('filters by tag (any case) and by every word of the search', () => {
    expect(filterPosts([A, B, C], { tag: 'clv' }).map((p) => p.slug)).toEqual(['clv', 'week-1-2025-recap']);
    expect(filterPosts([A, B, C], { q: 'closing VALUE' }).map((p) => p.slug)).toEqual(['clv']);
    expect(filterPosts([A, B, C], { q: 'closing vig' })).toEqual([]);
    expect(filterPosts([A, B, C], { q: 'vig', tag: 'CLV' })).toEqual([]);
    expect(filterPosts([A, B, C], {})).toHaveLength(3);
  });

  it('previous is the older post, next the newer', () => {
    const sorted = [B, A, C];
    expect(neighbours(sorted, 'clv')).toEqual({ previous: C, next: B });
    expect(neighbours(sorted, 'vig')).toEqual({ previous: A, next: null });
    expect(neighbours(sorted, 'week-1-2025-recap')).toEqual({ previous: null, next: A });
  });

  it('tag counts add up to the tags carried, and a tag filter keeps exactly its count', () => {
    const arbPost = fc.record({
      slug: fc.string(),
      tags: fc.uniqueArray(fc.constantFrom('A', 'B', 'C', 'D'), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.array(arbPost, { maxLength: 20 }), (raw) => {
        const posts = raw.map((r) => post(r.slug, A.published_at, r.tags));
        const counts = tagCounts(posts);
        expect(counts.reduce((s, c) => s + c.count, 0)).toBe(posts.reduce((s, p) => s + p.tags.length, 0));
        for (const c of counts) expect(filterPosts(posts, { tag: c.tag })).toHaveLength(c.count);
      }),
    );
  });
});
