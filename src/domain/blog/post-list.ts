// The list's search, tag filter and tag counts (spec 02 §2), over posts of any origin.
import type { BlogTag } from '../../shared/api/blog.ts';

export interface ListablePost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  tags: readonly string[];
  published_at: string;
}

/** Newest first; the same instant by slug, so the order never depends on load order. */
export function byPublished(a: ListablePost, b: ListablePost): number {
  if (a.published_at !== b.published_at) return a.published_at < b.published_at ? 1 : -1;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

/** Posts with the tag (case-insensitive) and every word of `q` in the title, excerpt, author or tags. */
export function filterPosts<P extends ListablePost>(
  posts: readonly P[],
  f: { q?: string | undefined; tag?: string | undefined },
): P[] {
  const tag = f.tag?.toLowerCase();
  const words = (f.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return posts.filter((p) => {
    if (tag !== undefined && !p.tags.some((t) => t.toLowerCase() === tag)) return false;
    const text = [p.title, p.excerpt, p.author, ...p.tags].join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** Every tag with the number of posts carrying it, most used first, then by name. */
export function tagCounts(posts: readonly ListablePost[]): BlogTag[] {
  const counts = new Map<string, number>();
  for (const p of posts) for (const t of new Set(p.tags)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'en'));
}

/** The posts either side of `slug` in list order: `previous` older, `next` newer. */
export function neighbours<P extends ListablePost>(
  sorted: readonly P[],
  slug: string,
): { previous: P | null; next: P | null } {
  const i = sorted.findIndex((p) => p.slug === slug);
  if (i < 0) return { previous: null, next: null };
  return { previous: sorted[i + 1] ?? null, next: sorted[i - 1] ?? null };
}
