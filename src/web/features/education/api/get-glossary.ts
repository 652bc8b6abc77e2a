import { queryOptions, useQuery } from '@tanstack/react-query';
import { GlossaryResponse } from '../../../../shared/api/glossary.ts';
import { apiGet } from '../../../lib/api-fetch.ts';

export const getGlossary = (signal?: AbortSignal): Promise<GlossaryResponse> =>
  apiGet('/api/education/glossary', GlossaryResponse, { signal });

// The figures change only with new results: fetched once per visit.
export const getGlossaryQueryOptions = () =>
  queryOptions({
    queryKey: ['education', 'glossary'],
    queryFn: ({ signal }) => getGlossary(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useGlossary = () => useQuery(getGlossaryQueryOptions());
