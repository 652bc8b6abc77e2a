// The blog's RSS feed at /blog/rss.xml (beside the pages it links to, outside /api): every published
// post. Not on the prepared-response path, which serves JSON; feed readers poll it rarely.
import type { FastifyPluginAsync } from 'fastify';
import { type BlogPost, loadFilePosts, publishedPosts } from '../../core/blog/posts.ts';
import { blogRss } from '../../core/blog/rss.ts';
import type { AppContext } from '../app-context.ts';

export const BLOG_FEED_PATH = '/blog/rss.xml';

export const blogFeedRoutes: FastifyPluginAsync<
  Pick<AppContext, 'db' | 'clock'> & { siteUrl: string; files?: readonly BlogPost[] }
> = async (app, { db, clock, siteUrl, files = loadFilePosts() }) => {
  app.get(BLOG_FEED_PATH, { config: { access: 'public' } }, async (_request, reply) => {
    const posts = await publishedPosts(db.orm, files, clock.now());
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(blogRss(posts, siteUrl));
  });
};
