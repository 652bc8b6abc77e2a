import { cacheAge } from './format.ts';

/**
 * The first line of a failed query's notice (decision 103): with an earlier copy on screen, how old it
 * is (spec 01 §4's cached and offline banners); without one, what could not be loaded.
 */
export function failureHeadline(what: string, savedAgeMs: number | undefined, online: boolean): string {
  if (savedAgeMs === undefined) return `Could not load ${what}.`;
  const age = cacheAge(savedAgeMs);
  const saved = age === 'Just now' ? 'saved just now' : `saved ${age}`;
  return online
    ? `Could not refresh ${what}: showing the copy ${saved}.`
    : `You're offline. Showing cached jungle data, ${saved}.`;
}
