// Public GETs are computed once per data version and clock minute, prepared once (serialised, gzip and
// brotli, strong ETags) and then served from memory by the first hook, with no database round trip. A
// route opts in with `config: { cache: true }`; only routes registered in the public scope this plugin is
// given can be served by it, and a request carrying a session cookie is never answered from it nor
// stored in it. See docs/decisions/018-prepared-public-reads.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import { dataGeneration } from '../../core/data-changes.ts';
import type { Database } from '../../db/client.ts';
import { readDataVersion } from '../../db/repositories/data-version.ts';
import type { DatabaseState } from '../database-state.ts';
import { chooseEncoding, matchesEtag, type PreparedResponse, prepareResponse } from './prepared-response.ts';
import { hasSessionCookie } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: boolean;
  }
}

/** Response header set while the database is unreachable: the answer is the last one known. */
export const STALE_HEADER = 'x-data-stale';

const MAX_ENTRIES = 1_000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_REMEMBERED_URLS = 2_000;

/** When an answer was computed: it is current while none of these has moved on. */
interface Stamp {
  minute: number;
  /** This process's data generation (its own jobs' finished runs). */
  generation: number;
  /** The database's data version, read before computing (any instance's finished runs). */
  version: number;
  resets: number;
}

interface Entry extends Stamp {
  prepared: PreparedResponse;
}

interface Outcome {
  entry: Entry;
  stale: boolean;
}

interface Miss extends Stamp {
  key: string;
  /** False when the version could not be read: the answer is served but not kept. */
  keep: boolean;
  /** The previous answer for the key, served (marked stale) if recomputing it fails. */
  previous: Entry | undefined;
  settle(outcome: Outcome | undefined): void;
}

interface Parser {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

const kMiss = Symbol('response-cache miss');
type CacheRequest = FastifyRequest & { [kMiss]?: Miss | undefined };

export interface ResponseCacheDeps {
  clock: Clock;
  db: Database;
  database: Pick<DatabaseState, 'version' | 'resets' | 'up'>;
}

export function registerResponseCache(scope: FastifyInstance, deps: ResponseCacheDeps): void {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // Requests for a key whose answer is being computed wait for it instead of computing it again.
  const pending = new Map<string, Promise<Outcome | undefined>>();
  // Raw URL -> normalised key, so a hit parses nothing.
  const keys = new Map<string, string>();

  const keyOf = (request: FastifyRequest): string | undefined => {
    const known = keys.get(request.url);
    if (known !== undefined) return known;
    let key = request.routeOptions.url ?? request.url;
    const schema = request.routeOptions.schema?.querystring as Parser | undefined;
    if (schema) {
      const parsed = schema.safeParse(request.query);
      if (!parsed.success) return undefined; // validation answers it with a 400
      key += canonicalQuery(parsed.data as Record<string, unknown>);
    }
    if (keys.size >= MAX_REMEMBERED_URLS) keys.clear();
    keys.set(request.url, key);
    return key;
  };

  const store = (key: string, entry: Entry) => {
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
  };

  const serve = (
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    stale: boolean,
    revalidating = false,
  ) => {
    const variant = entry.prepared.variants[chooseEncoding(request.headers['accept-encoding'])];
    if (stale) reply.header(STALE_HEADER, 'true');
    if (matchesEtag(request.headers['if-none-match'], variant.etag)) {
      reply.code(304).headers(variant.notModifiedHeaders).send();
    } else if (revalidating) {
      reply.headers(variant.hitHeaders).header('x-cache', 'revalidating').send(variant.body);
    } else {
      reply.headers(variant.hitHeaders).send(variant.body);
    }
  };

  scope.addHook('onRequest', (request: CacheRequest, reply, done) => {
    if (request.method !== 'GET' || request.routeOptions.config.cache !== true) return done();
    if (hasSessionCookie(request.headers.cookie)) return done();
    const key = keyOf(request);
    if (key === undefined) return done();
    const minute = Math.floor(deps.clock.now().getTime() / 60_000);
    const generation = dataGeneration();
    const { resets } = deps.database;
    const entry = entries.get(key);
    if (entry) {
      // The database is unreachable: the last answer is the best there is, flagged as such.
      if (!deps.database.up) return serve(request, reply, entry, true);
      if (
        entry.minute === minute &&
        entry.generation === generation &&
        entry.version >= deps.database.version &&
        entry.resets === resets
      ) {
        return serve(request, reply, entry, false);
      }
    }
    const computing = pending.get(key);
    if (computing) {
      // While one request computes the new answer, the others get the previous one at once instead of
      // queueing behind it (stale-while-revalidate): a recomputation never stalls a busy route.
      if (entry) return serve(request, reply, entry, false, true);
      void computing.then((outcome) =>
        outcome ? serve(request, reply, outcome.entry, outcome.stale) : done(),
      );
      return;
    }
    let resolve: (outcome: Outcome | undefined) => void = () => {};
    const promise = new Promise<Outcome | undefined>((r) => {
      resolve = r;
    });
    pending.set(key, promise);
    const miss: Miss = {
      key,
      minute,
      generation,
      version: 0,
      resets,
      keep: true,
      previous: entry,
      settle(outcome) {
        if (pending.get(key) === promise) pending.delete(key);
        resolve(outcome);
      },
    };
    request[kMiss] = miss;
    // Read before computing: if the data changes meanwhile, its announcement will be newer than this.
    readDataVersion(deps.db.pool).then(
      (version) => {
        miss.version = version;
        done();
      },
      () => {
        miss.keep = false;
        done();
      },
    );
  });

  // Runs on the route's result before serialisation; the answer is serialised, prepared and stored here
  // and leaves as the prepared bytes (the serializer below only hands them over).
  scope.addHook('preSerialization', async (request: CacheRequest, reply, payload) => {
    const miss = request[kMiss];
    if (!miss) return payload;
    request[kMiss] = undefined;
    try {
      if (reply.statusCode === 200 && !reply.hasHeader('set-cookie')) {
        const prepared = await prepareResponse(
          reply.serialize(payload) as string,
          String(reply.getHeader('content-type')),
          reply.getHeader('cache-control') as string | undefined,
        );
        const { minute, generation, version, resets } = miss;
        const entry: Entry = { minute, generation, version, resets, prepared };
        // Not kept if this process's jobs changed data while it was computed: it could mix old and new.
        const current = miss.keep && generation === dataGeneration();
        if (current) store(miss.key, entry);
        miss.settle(current ? { entry, stale: false } : undefined);
        return respond(request, reply, entry, false);
      }
      if (reply.statusCode >= 500 && miss.previous) {
        miss.settle({ entry: miss.previous, stale: true });
        reply.code(200);
        return respond(request, reply, miss.previous, true);
      }
      miss.settle(undefined);
      return payload;
    } catch (error) {
      miss.settle(undefined);
      throw error;
    }
  });

  scope.addHook('onResponse', (request: CacheRequest, _reply, done) => {
    // A computation that ended without an answer (aborted, hijacked) releases whoever waits on it.
    request[kMiss]?.settle(undefined);
    done();
  });
}

/** The answer of a computed entry, from preSerialization: headers now, bytes through the serializer. */
function respond(request: FastifyRequest, reply: FastifyReply, entry: Entry, stale: boolean): unknown {
  const variant = entry.prepared.variants[chooseEncoding(request.headers['accept-encoding'])];
  if (stale) reply.header(STALE_HEADER, 'true');
  if (matchesEtag(request.headers['if-none-match'], variant.etag)) {
    reply.code(304).headers(variant.notModifiedHeaders);
    reply.serializer(() => undefined as unknown as string);
    return undefined;
  }
  reply.headers(variant.headers);
  reply.serializer(() => variant.body as unknown as string);
  return variant.body;
}

/** The parsed query in a canonical form: keys sorted, absent values dropped, values as parsed. */
export function canonicalQuery(query: Record<string, unknown>): string {
  const parts = Object.keys(query)
    .filter((name) => query[name] !== undefined)
    .sort()
    .map((name) => `${name}=${JSON.stringify(query[name])}`);
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}
