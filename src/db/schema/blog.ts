import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Weekly recap posts written by the recap job from a graded week (docs/decisions/111-blog.md). One per
 * season and week: the key makes a second instance's insert (or a re-run) a no-op. The body is Markdown,
 * rendered and sanitised on read like the posts in content/blog. Shown from `published_at` on.
 */
export const blogGeneratedPosts = pgTable(
  'blog_generated_posts',
  {
    season: integer('season').notNull(),
    week: integer('week').notNull(),
    slug: text('slug').notNull().unique('blog_generated_posts_slug_unique'),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    author: text('author').notNull(),
    tags: text('tags').array().notNull(),
    body: text('body').notNull(),
    /** The Tuesday the recap is due: the instant it is shown from, and the record's as-of instant. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.season, t.week] }),
    check('blog_generated_posts_week_check', sql`${t.week} between 1 and 22`),
  ],
);
