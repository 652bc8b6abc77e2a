// The testimonials endpoints (decision 113): the public list and summary, the signed-in person's own
// testimonials, and the submit mutation, which refreshes the person's own list through the same factory.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OwnTestimonialResponse,
  OwnTestimonialsResponse,
  type SubmitTestimonialBody,
  TestimonialSummary,
  TestimonialsResponse,
} from '../../../../shared/api/testimonials.ts';
import { apiGet, apiSend } from '../../../lib/api-fetch.ts';

export const getTestimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ['testimonials', 'list'],
    queryFn: ({ signal }) => apiGet('/api/testimonials', TestimonialsResponse, { signal }),
    // Spec 02 §7: the page caches the list 5 min and the summary 10 min.
    staleTime: 5 * 60_000,
  });

export const getTestimonialSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['testimonials', 'summary'],
    queryFn: ({ signal }) => apiGet('/api/testimonials/stats/summary', TestimonialSummary, { signal }),
    staleTime: 10 * 60_000,
  });

export const getOwnTestimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'testimonials'],
    queryFn: ({ signal }) => apiGet('/api/user/testimonials', OwnTestimonialsResponse, { signal }),
  });

export const useTestimonials = () => useQuery(getTestimonialsQueryOptions());
export const useTestimonialSummary = () => useQuery(getTestimonialSummaryQueryOptions());
export const useOwnTestimonials = (enabled: boolean) =>
  useQuery({ ...getOwnTestimonialsQueryOptions(), enabled });

export function useSubmitTestimonial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitTestimonialBody) =>
      apiSend('POST', '/api/testimonials', body, OwnTestimonialResponse),
    onSettled: () => client.invalidateQueries({ queryKey: getOwnTestimonialsQueryOptions().queryKey }),
  });
}

/** The writer's edit of their story while it is held for review (decision 119). */
export function useEditTestimonial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SubmitTestimonialBody }) =>
      apiSend('PATCH', `/api/user/testimonials/${id}`, body, OwnTestimonialResponse),
    onSettled: () => client.invalidateQueries({ queryKey: getOwnTestimonialsQueryOptions().queryKey }),
  });
}
