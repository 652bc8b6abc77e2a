import { queryOptions, useQuery } from '@tanstack/react-query';
import { BlogPostResponse } from '../../../../shared/api/blog.ts';
import { apiGet } from '../../../lib/api-fetch.ts';

export const getBlogPost = (slug: string, signal?: AbortSignal) =>
  apiGet(`/api/blog/${encodeURIComponent(slug)}`, BlogPostResponse, { signal });

export const getBlogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'post', { slug }],
    queryFn: ({ signal }) => getBlogPost(slug, signal),
    staleTime: 5 * 60_000,
    // An unknown slug is a 404: asking again will not change it.
    retry: false,
  });

export const useBlogPost = (slug: string) => useQuery(getBlogPostQueryOptions(slug));
