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

// After the person's own write (joining a challenge), the reads it changed must ask the server even on
// a query's first load: the browser may hold a copy from before the write for up to its max-age, and
// a page reloaded within that minute, or a query dropped from the cache, would show it ("You're in"
// beside "0 members", issue 21). The mark lives in sessionStorage so a reload of the tab keeps it.
const WRITES_KEY = 'gg:own-writes';
/** The longest `max-age` of a public read a person's own action changes (routes/challenges.ts: 60 s). */
export const OWN_WRITE_WINDOW_MS = 60_000;

type Writes = Record<string, number>;
const keyText = (key: readonly unknown[]) => JSON.stringify(key);

function readWrites(): Writes {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(WRITES_KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Writes) : {};
  } catch {
    return {};
  }
}

/** Records that the person just changed what the queries under `prefix` read. */
export function rememberOwnWrite(prefix: readonly unknown[], at = Date.now()): void {
  const writes = Object.fromEntries(Object.entries(readWrites()).filter(([, until]) => until > at));
  writes[keyText(prefix)] = at + OWN_WRITE_WINDOW_MS;
  try {
    sessionStorage.setItem(WRITES_KEY, JSON.stringify(writes));
  } catch {
    // Storage unavailable (private mode): held queries still revalidate (their refetch is marked).
  }
}

/** Whether a read of `key` falls under a prefix the person wrote to within the window. */
export function writtenRecently(key: readonly unknown[], at = Date.now()): boolean {
  const text = keyText(key);
  return Object.entries(readWrites()).some(
    ([prefix, until]) => until > at && text.startsWith(prefix.slice(0, -1)),
  );
}
