// The blog's posts: the Markdown files of content/blog (read and rendered once, at start: they are part
// of the release) and the weekly recaps the recap job stored, shown from their publication instant.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../db/paths.ts';
import { generatedPostsAsOf } from '../../db/repositories/blog-posts.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { parsePostFile } from '../../domain/blog/front-matter.ts';
import { byPublished } from '../../domain/blog/post-list.ts';
import { readMinutes } from '../../domain/blog/read-time.ts';
import { easternToInstant } from '../../domain/time/eastern-time.ts';
import type { BlogPostSummary } from '../../shared/api/blog.ts';
import { renderPostBody } from './render.ts';

export interface BlogPost extends BlogPostSummary {
  html: string;
}

/** content/blog at the repository's root. */
// From the project root, not from this file: `npm start` runs the server as a bundle in dist/server, where
// a path relative to this file pointed outside the checkout and stopped the start (ENOENT).
export const BLOG_CONTENT_DIR = path.join(projectRoot(), 'content', 'blog');

/** A file post's date is shown as published at 09:00 New York time that day. */
const FILE_POST_TIME_ET = '09:00';

function withBody(summary: Omit<BlogPostSummary, 'wordCount' | 'readMinutes'>, markdown: string): BlogPost {
  const { html, wordCount } = renderPostBody(markdown);
  return { ...summary, wordCount, readMinutes: readMinutes(wordCount), html };
}

/** Every post file of `dir`, parsed, checked and rendered; throws on a bad file or a slug used twice. */
export function loadFilePosts(dir: string = BLOG_CONTENT_DIR): BlogPost[] {
  const names = readdirSync(dir)
    .filter((n) => n.endsWith('.md'))
    .sort();
  const posts = names.map((name) => {
    const { meta, body } = parsePostFile(name, readFileSync(path.join(dir, name), 'utf8'));
    return withBody(
      {
        id: name.replace(/\.md$/, ''),
        slug: meta.slug,
        title: meta.title,
        excerpt: meta.excerpt,
        author: meta.author,
        tags: meta.tags,
        cover_image: meta.cover ?? null,
        published_at: easternToInstant(meta.date, FILE_POST_TIME_ET).toISOString(),
        generated: false,
      },
      body,
    );
  });
  const seen = new Set<string>();
  for (const p of posts) {
    if (seen.has(p.slug)) throw new Error(`blog: the slug '${p.slug}' is used by two posts`);
    seen.add(p.slug);
  }
  return posts;
}

/** The file posts and the recaps published by `now`, newest first. A recap never takes a file's slug. */
export async function publishedPosts(
  db: Executor,
  files: readonly BlogPost[],
  now: Date,
): Promise<BlogPost[]> {
  const fileSlugs = new Set(files.map((f) => f.slug));
  const recaps = (await generatedPostsAsOf(db, now))
    .filter((r) => !fileSlugs.has(r.slug))
    .map((r) =>
      withBody(
        {
          id: `recap-${r.season}-${r.week}`,
          slug: r.slug,
          title: r.title,
          excerpt: r.excerpt,
          author: r.author,
          tags: r.tags,
          cover_image: null,
          published_at: r.publishedAt.toISOString(),
          generated: true,
        },
        r.body,
      ),
    );
  // A post is out from its date: a replay never lists one written after its clock (in-play-replay.test).
  const out = files.filter((f) => Date.parse(f.published_at) <= now.getTime());
  return [...out, ...recaps].sort(byPublished);
}
