// The prepared answers of public GETs, and the one way a stored answer is written to a client: its
// header list and bytes, straight to the socket. Used by the response cache's hooks (which compute and
// store answers) and by the front door (which serves them before Fastify sees the request).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '../../core/clock.ts';
import { communityGeneration, dataGeneration } from '../../core/data-changes.ts';
import type { DatabaseState } from '../database-state.ts';
import { chooseEncoding, matchesEtag, type PreparedResponse } from './prepared-response.ts';

/** Response header set while the database is unreachable: the answer is the last one known. */
export const STALE_HEADER = 'x-data-stale';

const MAX_ENTRIES = 1_000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_REMEMBERED_URLS = 2_000;

/** When an answer was computed: it is current while none of these has moved on. */
export interface Stamp {
  minute: number;
  /** This process's data generation (its own jobs' finished runs). */
  generation: number;
  /** The database's data version, read before computing (any instance's finished runs). */
  version: number;
  /** This process's community generation, for routes that show what people write; else undefined. */
  community: number | undefined;
  resets: number;
}

export interface Entry extends Stamp {
  prepared: PreparedResponse;
}

/**
 * fresh: computed this minute at the current data version. stale: the database is unreachable, this is
 * the last answer known. revalidating: someone is computing the next answer; this one serves meanwhile.
 */
export type Found = { entry: Entry; state: 'fresh' | 'stale' | 'revalidating' };

export interface Outcome {
  entry: Entry;
  stale: boolean;
}

export interface ResponseStore {
  /** The normalised key a raw URL was found to have (by the cache's hook), if any. */
  keyFor(url: string): string | undefined;
  rememberKey(url: string, key: string): void;
  /** The stamp of an answer computed now; `community` for routes that show what people write. */
  stamp(community: boolean): Omit<Stamp, 'version'>;
  /** The stored answer that may be served now, or undefined (none, or no longer current). */
  find(key: string): Found | undefined;
  entry(key: string): Entry | undefined;
  store(key: string, entry: Entry): void;
  /** Computations under way, so that requests for the same key wait instead of computing it again. */
  readonly pending: Map<string, Promise<Outcome | undefined>>;
  /** Writes a found answer (200 or 304) to the raw response; returns the status. */
  write(request: IncomingMessage, response: ServerResponse, found: Found): number;
}

export function createResponseStore(deps: {
  clock: Clock;
  database: Pick<DatabaseState, 'version' | 'resets' | 'up'>;
}): ResponseStore {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Outcome | undefined>>();
  const keys = new Map<string, string>();
  let bytes = 0;

  return {
    keyFor: (url) => keys.get(url),
    rememberKey(url, key) {
      if (keys.size >= MAX_REMEMBERED_URLS) keys.clear();
      keys.set(url, key);
    },
    stamp: (community) => ({
      minute: Math.floor(deps.clock.now().getTime() / 60_000),
      generation: dataGeneration(),
      community: community ? communityGeneration() : undefined,
      resets: deps.database.resets,
    }),
    find(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (!deps.database.up) return { entry, state: 'stale' };
      if (
        entry.generation === dataGeneration() &&
        (entry.community === undefined || entry.community === communityGeneration()) &&
        entry.version >= deps.database.version &&
        entry.resets === deps.database.resets &&
        entry.minute === Math.floor(deps.clock.now().getTime() / 60_000)
      ) {
        return { entry, state: 'fresh' };
      }
      return pending.has(key) ? { entry, state: 'revalidating' } : undefined;
    },
    entry: (key) => entries.get(key),
    store(key, entry) {
      const old = entries.get(key);
      if (old) {
        bytes -= old.prepared.bytes;
        entries.delete(key);
      }
      entries.set(key, entry);
      bytes += entry.prepared.bytes;
      for (const [oldest, evicted] of entries) {
        if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
        entries.delete(oldest);
        bytes -= evicted.prepared.bytes;
      }
    },
    pending,
    write(request, response, { entry, state }) {
      const variant = entry.prepared.variants[chooseEncoding(request.headers['accept-encoding'])];
      const notModified = matchesEtag(request.headers['if-none-match'], variant.etag);
      const status = notModified ? 304 : 200;
      let headers = notModified
        ? variant.raw.notModified
        : state === 'revalidating'
          ? variant.raw.revalidating
          : variant.raw.hit;
      if (state === 'stale') headers = [...headers, STALE_HEADER, 'true'];
      response.writeHead(status, headers);
      response.end(notModified ? undefined : variant.body);
      return status;
    },
  };
}
