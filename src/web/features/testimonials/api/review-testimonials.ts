// The admin's review of testimonials (decision 113, screen in 119): the pending list and the decision,
// which refreshes the pending list and the public list and summary through their own factories.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OwnTestimonialResponse, PendingTestimonialsResponse } from '../../../../shared/api/testimonials.ts';
import { apiGet, apiSend } from '../../../lib/api-fetch.ts';
import { getTestimonialSummaryQueryOptions, getTestimonialsQueryOptions } from './testimonials-api.ts';

export const getPendingTestimonialsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'testimonials', 'pending'],
    queryFn: ({ signal }) => apiGet('/api/admin/testimonials', PendingTestimonialsResponse, { signal }),
  });

export const usePendingTestimonials = (enabled: boolean) =>
  useQuery({ ...getPendingTestimonialsQueryOptions(), enabled });

export type Decision = 'approve' | 'reject';

export function useDecideTestimonial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: Decision }) =>
      apiSend('POST', `/api/admin/testimonials/${id}/decision`, { decision }, OwnTestimonialResponse),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: getPendingTestimonialsQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: getTestimonialsQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: getTestimonialSummaryQueryOptions().queryKey }),
      ]),
  });
}
