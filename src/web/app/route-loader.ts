import type { FetchQueryOptions } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each query has its own data and key types; any of them will do
type AnyQueryOptions = FetchQueryOptions<any, Error, any, any>;

/**
 * What a route loader does (decision 025): start each of the page's queries with the same options
 * factory its hooks use, and return at once. The navigation never waits for the API: the page renders
 * its skeleton and the hook picks up the request already in flight. A failure is not lost: the query
 * keeps it and the page's QueryState shows it with a retry.
 */
export function startQueries(...queries: AnyQueryOptions[]): null {
  for (const query of queries) {
    queryClient.ensureQueryData(query).catch(() => {
      // Kept in the query's state and shown by the page; nothing to do here.
    });
  }
  return null;
}
