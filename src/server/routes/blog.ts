// The Blog's API (spec 02 §7): the list, the tag counts and a post with its neighbours. Public and on the
// prepared-response path: each answer is computed once per data version (a new recap is a new version).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BlogPost, loadFilePosts, publishedPosts } from '../../core/blog/posts.ts';
import { filterPosts, neighbours, tagCounts } from '../../domain/blog/post-list.ts';
import {
  BlogListQuery,
  BlogListResponse,
  BlogPostResponse,
  BlogSlugParams,
  BlogTagsResponse,
} from '../../shared/api/blog.ts';
import { ApiError } from '../../shared/api/error.ts';
import { sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';

const summaryOf = ({ html: _, ...summary }: BlogPost) => summary;

export const blogRoutes: FastifyPluginAsyncZod<AppContext & { files?: readonly BlogPost[] }> = async (
  app,
  { db, clock, files = loadFilePosts() },
) => {
  app.get(
    '/blog',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary: 'Blog posts, newest first: the Markdown posts and the weekly recaps published at the clock',
        tags: ['content'],
        querystring: BlogListQuery,
        response: { 200: BlogListResponse },
      },
    },
    async (request, reply) => {
      const { limit, q, tag } = request.query;
      const posts = await publishedPosts(db.orm, files, clock.now());
      const matching = filterPosts(posts, { q, tag });
      reply.header('cache-control', 'public, max-age=300');
      return { posts: matching.slice(0, limit).map(summaryOf), total: matching.length, all: posts.length };
    },
  );

  app.get(
    '/blog/tags/list',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary: 'Every tag of the published posts with how many posts carry it, most used first',
        tags: ['content'],
        response: { 200: BlogTagsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return tagCounts(await publishedPosts(db.orm, files, clock.now()));
    },
  );

  app.get(
    '/blog/:slug',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary: 'One post with its body rendered and sanitised, and the posts before and after it',
        tags: ['content'],
        params: BlogSlugParams,
        response: { 200: BlogPostResponse, 404: ApiError },
      },
    },
    async (request, reply) => {
      const posts = await publishedPosts(db.orm, files, clock.now());
      const post = posts.find((p) => p.slug === request.params.slug);
      if (!post) return sendError(reply, 404, `No blog post '${request.params.slug}'.`);
      const { previous, next } = neighbours(posts, post.slug);
      const link = (p: BlogPost | null) => (p ? { slug: p.slug, title: p.title } : null);
      reply.header('cache-control', 'public, max-age=300');
      return { post, previous: link(previous), next: link(next) };
    },
  );
};
