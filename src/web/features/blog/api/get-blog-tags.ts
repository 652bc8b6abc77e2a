import { queryOptions, useQuery } from '@tanstack/react-query';
import { BlogTagsResponse } from '../../../../shared/api/blog.ts';
import { apiGet } from '../../../lib/api-fetch.ts';

export const getBlogTags = (signal?: AbortSignal) =>
  apiGet('/api/blog/tags/list', BlogTagsResponse, { signal });

// Spec 02 §7: the tag counts are cached 10 minutes.
export const getBlogTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['blog', 'tags'],
    queryFn: ({ signal }) => getBlogTags(signal),
    staleTime: 10 * 60_000,
  });

export const useBlogTags = () => useQuery(getBlogTagsQueryOptions());
