// The Blog (spec 02 §2 'Jungle Intelligence Hub', §7): posts written as Markdown files in content/blog and
// weekly recaps generated from the graded week, listed together (GET /api/blog, /api/blog/tags/list,
// /api/blog/:slug). Field names are the spec's entity's (cover_image, published_at, wordCount).
import { z } from 'zod';
import { singleLine } from './text.ts';

/** Spec 02 §10: 20 posts, 8 tag filters, 3 tags per card, 200 words a minute. */
export const BLOG_LIST_LIMIT = 20;
export const BLOG_TAG_FILTERS = 8;
export const BLOG_CARD_TAGS = 3;
export const WORDS_PER_MINUTE = 200;
/** The tag every generated weekly recap carries. */
export const WEEKLY_RECAP_TAG = 'Weekly Recap';

export const BLOG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const BlogListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(BLOG_LIST_LIMIT),
  q: singleLine(z.string().trim().max(100, 'at most 100 characters'))
    .optional()
    .describe('Words searched in the title, excerpt, author and tags, case-insensitive'),
  tag: singleLine(z.string().trim().min(1).max(40, 'at most 40 characters'))
    .optional()
    .describe('Only posts carrying this tag (exact, case-insensitive)'),
});
export type BlogListQuery = z.infer<typeof BlogListQuery>;

export const BlogSlugParams = z.strictObject({
  slug: singleLine(z.string().max(120).regex(BLOG_SLUG, 'lower-case words joined by hyphens')),
});

export const BlogPostSummary = z
  .object({
    id: z.string().describe('Stable id: the file name, or recap-<season>-<week>'),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    author: z.string(),
    tags: z.array(z.string()),
    cover_image: z.string().nullable().describe('Site-relative path of a repo asset; null: no cover'),
    published_at: z.iso.datetime(),
    wordCount: z.number().int().describe('Words of the rendered body'),
    readMinutes: z.number().int().describe('ceil(wordCount / 200)'),
    generated: z.boolean().describe('true: a weekly recap written by the recap job from the graded week'),
  })
  .meta({ id: 'BlogPostSummary' });
export type BlogPostSummary = z.infer<typeof BlogPostSummary>;

export const BlogListResponse = z
  .object({
    posts: z.array(BlogPostSummary).describe('Newest first, at most `limit`'),
    total: z.number().int().describe('Posts matching the query before the limit'),
    all: z.number().int().describe("Every published post, whatever the search and tag ('All Posts')"),
  })
  .meta({ id: 'BlogListResponse' });
export type BlogListResponse = z.infer<typeof BlogListResponse>;

export const BlogTag = z.object({ tag: z.string(), count: z.number().int() }).meta({ id: 'BlogTag' });
export type BlogTag = z.infer<typeof BlogTag>;
export const BlogTagsResponse = z.array(BlogTag).describe('Every tag, most used first, then by name');

const Neighbour = z.object({ slug: z.string(), title: z.string() }).nullable();

export const BlogPostResponse = z
  .object({
    post: BlogPostSummary.extend({
      html: z.string().describe('The body rendered and sanitised on the server'),
    }),
    previous: Neighbour.describe('The next older post'),
    next: Neighbour.describe('The next newer post'),
  })
  .meta({ id: 'BlogPostResponse' });
export type BlogPostResponse = z.infer<typeof BlogPostResponse>;
