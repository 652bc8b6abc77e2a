import { queryOptions, useQuery } from '@tanstack/react-query';
import { FunFactsResponse } from '../../../../shared/fun-facts.ts';
import { apiGet } from '../../../lib/api-fetch.ts';

export const getFunFacts = (signal?: AbortSignal): Promise<FunFactsResponse> =>
  apiGet('/api/fun-facts', FunFactsResponse, { signal });

// They change only with new results: fetched once per visit.
export const funFactsQuery = () =>
  queryOptions({
    queryKey: ['fun-facts'],
    queryFn: ({ signal }) => getFunFacts(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useFunFacts = () => useQuery(funFactsQuery());
