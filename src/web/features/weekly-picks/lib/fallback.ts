// The five fallback banners of spec 01 §4 and the cache age they show.

export type FallbackKind = 'cached' | 'offline' | 'error' | 'stale' | 'default';
/** Why the page shows cached picks: still loading live ones, offline, or the request failed. */
export type FallbackReason = 'loading' | 'offline' | 'error';

/** Spec 01 §9: the cache is stale after 1 hour. */
export const STALE_AFTER_MS = 3_600_000;

export function fallbackKind(reason: FallbackReason | undefined, ageMs: number): FallbackKind {
  if (reason === 'offline') return 'offline';
  if (reason === 'loading') return 'cached';
  if (reason === 'error') return ageMs > STALE_AFTER_MS ? 'stale' : 'error';
  return 'default';
}

export const FALLBACK_TEXT: Readonly<Record<FallbackKind, { title: string; message: string }>> = {
  cached: {
    title: 'Showing cached jungle data',
    message: 'Displaying cached jungle data while updates load.',
  },
  offline: { title: "You're offline", message: "You're offline. Showing cached jungle data." },
  error: { title: 'Connection hiccup', message: 'Having trouble fetching fresh data. Using cached intel.' },
  stale: {
    title: 'Data getting stale',
    message: 'Having trouble fetching fresh data. Using cached intel more than an hour old.',
  },
  default: { title: 'Fallback mode', message: 'Displaying cached jungle data.' },
};
