import { queryOptions, useQuery } from '@tanstack/react-query';
import { FunFactsResponse } from '../../../../shared/fun-facts.ts';
import { apiRequest } from '../../../lib/api-fetch.ts';

export const getFunFacts = async (): Promise<FunFactsResponse> =>
  FunFactsResponse.parse(await apiRequest<unknown>('GET', '/api/fun-facts'));

// They change only with new results: fetched once per visit.
export const funFactsQuery = () =>
  queryOptions({ queryKey: ['fun-facts'], queryFn: getFunFacts, staleTime: Number.POSITIVE_INFINITY });

export const useFunFacts = () => useQuery(funFactsQuery());
