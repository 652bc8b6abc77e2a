import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Week1Response } from '../../../../shared/api/week1.ts';
import { apiGet, type RequestOptions } from '../../../lib/api-fetch.ts';
import { readStored, writeStored } from '../../../lib/local-store.ts';

// Spec 02 §7: the last games are kept in localStorage under 'week1-games'.
const KEY = 'week1-games';
const Stored = z.object({ data: Week1Response, savedAt: z.number() });

export interface Week1Answer {
  data: Week1Response;
  source: 'live' | 'cached';
  savedAt: number;
}

export async function getWeek1(options?: RequestOptions): Promise<Week1Answer> {
  try {
    const data = await apiGet('/api/week1', Week1Response, options);
    const savedAt = Date.now();
    writeStored(KEY, { data, savedAt });
    return { data, source: 'live', savedAt };
  } catch (error) {
    const stored = readStored(KEY, Stored);
    if (!stored || options?.signal?.aborted) throw error;
    return { data: stored.data, source: 'cached', savedAt: stored.savedAt };
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
