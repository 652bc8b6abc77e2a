import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_LIST_LIMIT, BlogListResponse } from '../../../../shared/api/blog.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';

export interface BlogPostsParams {
  q: string;
  tag: string | undefined;
}

const queryString = ({ q, tag }: BlogPostsParams) => {
  const search = new URLSearchParams({ limit: String(BLOG_LIST_LIMIT) });
  if (q.trim() !== '') search.set('q', q.trim());
  if (tag) search.set('tag', tag);
  return `?${search.toString()}`;
};

export const getBlogPosts = (params: BlogPostsParams, options?: RequestOptions): Promise<BlogListResponse> =>
  apiGet(`/api/blog${queryString(params)}`, BlogListResponse, options);

// Spec 02 §7: the list is cached 5 minutes.
export const getBlogPostsQueryOptions = (params: BlogPostsParams) =>
  queryOptions({
    queryKey: ['blog', 'posts', { q: params.q.trim(), tag: params.tag }],
    queryFn: ({ signal }) => getBlogPosts(params, { signal }),
    staleTime: 5 * 60_000,
    // While a new search loads, the cards of the last one stay (no flash of skeletons per keystroke).
    placeholderData: keepPreviousData,
  });

export const useBlogPosts = (params: BlogPostsParams) => useQuery(getBlogPostsQueryOptions(params));
