// The blog's pages for the SEO layer (src/shared/prerender.ts): one article per post, its main text the
// same sanitised body the post page shows, under its title.
import type { Executor } from '../../db/repositories/executor.ts';
import type { PrerenderPage } from '../../shared/prerender.ts';
import { type BlogPost, publishedPosts } from './posts.ts';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function blogPrerenderPages(posts: readonly BlogPost[]): PrerenderPage[] {
  return posts.map((p) => ({
    path: `/blog/${p.slug}`,
    title: p.title,
    description: p.excerpt,
    type: 'article',
    ...(p.cover_image ? { image: p.cover_image } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: p.title,
      description: p.excerpt,
      datePublished: p.published_at,
      author: { '@type': 'Organization', name: p.author },
      keywords: p.tags.join(', '),
      wordCount: p.wordCount,
      ...(p.cover_image ? { image: p.cover_image } : {}),
    },
    mainHtml: `<article><h1>${escapeHtml(p.title)}</h1>${p.html}</article>`,
    lastModified: p.published_at,
  }));
}

/**
 * The pages of every post published at `now` (the file posts and the recaps), for the SEO layer:
 * `listedPages(() => publishedBlogPages(db.orm, files, clock.now()))` with `files = loadFilePosts()`
 * read once at start.
 */
export async function publishedBlogPages(
  db: Executor,
  files: readonly BlogPost[],
  now: Date,
): Promise<PrerenderPage[]> {
  return blogPrerenderPages(await publishedPosts(db, files, now));
}
