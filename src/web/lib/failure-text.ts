import { ApiRequestError } from './api-fetch.ts';
import { cacheAge } from './format.ts';

/** The HTTP status of a failed request (0: no answer), or undefined for a failure that is not one. */
function statusOf(error: Error): number | undefined {
  const cause = error.cause instanceof ApiRequestError ? error.cause : error;
  return cause instanceof ApiRequestError ? cause.status : undefined;
}

/**
 * Whether asking again can help (issue 21: `/admin/funnel`'s 403 offered "Try again"): no answer, a
 * timeout, too many requests or a server failure pass; a refusal (401, 403, 404, any other 4xx) answers
 * the same until something else changes. A failure that is no HTTP answer (an answer of the wrong shape
 * during an upgrade) keeps its retry.
 */
export function retryHelps(error: Error): boolean {
  const status = statusOf(error);
  return status === undefined || status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * The first line of a failed query's notice (decision 103): with an earlier copy on screen, how old it
 * is (spec 01 §4's cached and offline banners); without one, what could not be loaded. A refusal says
 * what the person lacks instead (decision 144).
 */
export function failureHeadline(
  what: string,
  savedAgeMs: number | undefined,
  online: boolean,
  error?: Error,
): string {
  const status = error && statusOf(error);
  if (status === 403) return `You need an admin account to see ${what}.`;
  if (status === 401) return `Your session has ended: sign in again to see ${what}.`;
  if (savedAgeMs === undefined) return `Could not load ${what}.`;
  const age = cacheAge(savedAgeMs);
  const saved = age === 'Just now' ? 'saved just now' : `saved ${age}`;
  return online
    ? `Could not refresh ${what}: showing the copy ${saved}.`
    : `You're offline. Showing cached jungle data, ${saved}.`;
}
