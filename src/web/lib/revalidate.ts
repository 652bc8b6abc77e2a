// Which reads must ask the server rather than take the browser's HTTP copy. Public reads carry
// `Cache-Control: max-age` (60 s for most): within that minute the browser answers a repeated GET from
// its copy without the network. For a query's first load that is what we want; for any later fetch of
// the same query (a Retry after a failure, a Refresh, a poll, a refetch after the person's own write) it
// is not: with the server stopped, the copy "succeeded" and the error state vanished as if the server
// had answered (issue 21, decisions 131 and 135).

/** The signals of fetches that must revalidate; apiGet reads them. Weak: a finished fetch's goes away. */
const mustRevalidate = new WeakSet<AbortSignal>();

/** Marks a query fetch (by the signal TanStack Query hands its query function) as one to revalidate. */
export function revalidateFetch(signal: AbortSignal): void {
  mustRevalidate.add(signal);
}

/** The cache mode a read with this signal asks for: 'no-cache' (a conditional request) when marked. */
export function cacheModeFor(signal: AbortSignal | undefined): RequestCache | undefined {
  return signal && mustRevalidate.has(signal) ? 'no-cache' : undefined;
}
