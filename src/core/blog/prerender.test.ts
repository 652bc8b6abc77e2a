import { describe, expect, it } from 'vitest';
import type { BlogPost } from './posts.ts';
import { blogPrerenderPages } from './prerender.ts';
import { blogRss } from './rss.ts';

const POST: BlogPost = {
  id: 'key-numbers',
  slug: 'key-numbers-3-and-7',
  title: 'Key numbers: 3 & 7 <matter>',
  excerpt: 'One game in seven is decided by "exactly" three.',
  author: 'Go Gorilla Research',
  tags: ['Key Numbers', 'Lines'],
  cover_image: '/images/blog/key-numbers.svg',
  published_at: '2026-11-24T14:00:00.000Z',
  wordCount: 410,
  readMinutes: 3,
  generated: false,
  html: '<p>Body</p>',
};

describe('blogPrerenderPages', () => {
  it('gives each post an article page with Article JSON-LD and its body under an escaped title', () => {
    expect(blogPrerenderPages([POST])).toEqual([
      {
        path: '/blog/key-numbers-3-and-7',
        title: 'Key numbers: 3 & 7 <matter>',
        description: 'One game in seven is decided by "exactly" three.',
        type: 'article',
        image: '/images/blog/key-numbers.svg',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: 'Key numbers: 3 & 7 <matter>',
          description: 'One game in seven is decided by "exactly" three.',
          datePublished: '2026-11-24T14:00:00.000Z',
          author: { '@type': 'Organization', name: 'Go Gorilla Research' },
          keywords: 'Key Numbers, Lines',
          wordCount: 410,
          image: '/images/blog/key-numbers.svg',
        },
        mainHtml: '<article><h1>Key numbers: 3 &amp; 7 &lt;matter&gt;</h1><p>Body</p></article>',
        lastModified: '2026-11-24T14:00:00.000Z',
      },
    ]);
  });

  it('a post without a cover has no image', () => {
    const [page] = blogPrerenderPages([{ ...POST, cover_image: null }]);
    expect(page).not.toHaveProperty('image');
    expect(page?.jsonLd).not.toHaveProperty('image');
  });
});

describe('blogRss', () => {
  it('escapes every text and dates items in RFC 822', () => {
    const xml = blogRss([POST], 'https://gogorilla.example/');
    expect(xml).toContain('<title>Key numbers: 3 &amp; 7 &lt;matter&gt;</title>');
    expect(xml).toContain('<link>https://gogorilla.example/blog/key-numbers-3-and-7</link>');
    expect(xml).toContain(
      '<description>One game in seven is decided by &quot;exactly&quot; three.</description>',
    );
    // 24 November 2026 was a Tuesday.
    expect(xml).toContain('<pubDate>Tue, 24 Nov 2026 14:00:00 GMT</pubDate>');
    expect(xml).toContain('<category>Key Numbers</category>');
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });
});
