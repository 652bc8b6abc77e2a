import { queryOptions, useQuery } from '@tanstack/react-query';
import { Week1Response } from '../../../../shared/api/week1.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { removeStored } from '../../../lib/local-store.ts';
import { copyBehind } from '../../../lib/stored-copy.ts';

// Spec 02 §7 keeps the last games on this device. They are kept as every public read's copy is
// (apiGet's `keepCopy`, decision 161: `gg:copy:/api/week1`), not under the spec's own key 'week1-games'
// (decision 163): one mechanism, one rule for when a copy is shown (no answer or a 5xx, never a refusal).
const OLD_KEY = 'week1-games';

export interface Week1Answer {
  data: Week1Response;
  source: 'live' | 'cached';
  savedAt: number;
}

export async function getWeek1(options?: RequestOptions): Promise<Week1Answer> {
  try {
    const data = await apiGet('/api/week1', Week1Response, { ...options, keepCopy: true });
    // The entry an earlier version kept: its copy is now the one above.
    removeStored(OLD_KEY);
    return { data, source: 'live', savedAt: Date.now() };
  } catch (error) {
    const copy = copyBehind(error as Error);
    if (!copy || options?.signal?.aborted) throw error;
    return { data: copy.data as Week1Response, source: 'cached', savedAt: copy.savedAt };
  }
}

/** Spec 02 §7: polled every 30 s, stale after 10 s. */
export const getWeek1QueryOptions = () =>
  queryOptions({
    queryKey: ['week1'],
    queryFn: ({ signal }) => getWeek1({ signal }),
    refetchInterval: 30_000,
    staleTime: 10_000,
  });

export const useWeek1 = () => useQuery(getWeek1QueryOptions());
