// Public GETs are computed once per data version and clock minute, prepared once (serialised, gzip and
// brotli, strong ETags, every header) and then served from memory with no database round trip: by the
// front door (front-door.ts) before Fastify sees the request, or by the first hook here when it does. A
// route opts in with `config: { cache: true }`; only routes registered in the public scope this plugin is
// given can be served by it, and a request carrying a session cookie is never answered from it nor
// stored in it. See docs/decisions/018-prepared-public-reads.md.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodType } from 'zod';
import type { Database } from '../../db/client.ts';
import { readDataVersion } from '../../db/repositories/data-version.ts';
import { isRecord } from '../../shared/guards.ts';
import { chooseEncoding, matchesEtag, prepareResponse } from './prepared-response.ts';
import { type Entry, type Outcome, type ResponseStore, STALE_HEADER, type Stamp } from './response-store.ts';
import { hasSessionCookie } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: boolean;
    /**
     * The answer shows what people write (challenges, memberships, contributor picks): it is recomputed
     * when they do, as well as when the data changes. Other cached answers are not
     * (docs/decisions/092-public-reads-never-wait-for-private-writes.md).
     */
    community?: boolean;
  }
}

interface Miss extends Stamp {
  key: string;
  /** False when the version could not be read: the answer is served but not kept. */
  keep: boolean;
  /** The previous answer for the key, served (marked stale) if recomputing it fails. */
  previous: Entry | undefined;
  settle(outcome: Outcome | undefined): void;
}

const kMiss = Symbol('response-cache miss');
type CacheRequest = FastifyRequest & { [kMiss]?: Miss | undefined };

export interface ResponseCacheDeps {
  store: ResponseStore;
  db: Database;
  security: Readonly<Record<string, string>>;
}

export function registerResponseCache(scope: FastifyInstance, deps: ResponseCacheDeps): void {
  const { store } = deps;

  /**
   * The key of a request: the route, its parsed path parameters (`/api/games/:id` is one route but
   * many answers) and its parsed, validated query, each in a canonical order. Undefined when either
   * fails validation: the route answers that with a 400 and nothing is cached.
   */
  const keyOf = (request: FastifyRequest): string | undefined => {
    const known = store.keyFor(request.url);
    if (known !== undefined) return known;
    const params = parsedPart(request.routeOptions.schema?.params, request.params);
    const query = parsedPart(request.routeOptions.schema?.querystring, request.query, {});
    if (params === undefined || query === undefined) return undefined;
    const key = `${request.routeOptions.url ?? request.url}${canonicalPart('#', params)}${canonicalPart('?', query)}`;
    store.rememberKey(request.url, key);
    return key;
  };

  scope.addHook('onRequest', (request: CacheRequest, reply, done) => {
    if (request.method !== 'GET' || request.routeOptions.config.cache !== true) return done();
    if (hasSessionCookie(request.headers.cookie)) return done();
    const key = keyOf(request);
    if (key === undefined) return done();
    const found = store.find(key);
    if (found) {
      reply.hijack(); // written whole from memory, exactly as the front door writes it
      store.write(request.raw, reply.raw, found);
      return;
    }
    const computing = store.pending.get(key);
    if (computing) {
      void computing.then((outcome) => {
        if (!outcome) return done();
        reply.hijack();
        store.write(request.raw, reply.raw, {
          entry: outcome.entry,
          state: outcome.stale ? 'stale' : 'fresh',
        });
      });
      return;
    }
    let resolve: (outcome: Outcome | undefined) => void = () => {};
    const promise = new Promise<Outcome | undefined>((r) => {
      resolve = r;
    });
    store.pending.set(key, promise);
    const miss: Miss = {
      key,
      ...store.stamp(request.routeOptions.config.community === true),
      version: 0,
      keep: true,
      previous: store.entry(key),
      settle(outcome) {
        if (store.pending.get(key) === promise) store.pending.delete(key);
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
  // and leaves as the prepared bytes (the serializer set in respond() only hands them over).
  scope.addHook('preSerialization', async (request: CacheRequest, reply, payload) => {
    const miss = request[kMiss];
    if (!miss) return payload;
    request[kMiss] = undefined;
    try {
      if (reply.statusCode === 200 && !reply.hasHeader('set-cookie')) {
        const json = reply.serialize(payload);
        // The routes behind the cache serialise to JSON text (their zod response schemas).
        if (typeof json !== 'string')
          throw new TypeError(`${request.url}: a cached answer serialised to bytes`);
        const cacheControl = reply.getHeader('cache-control');
        const prepared = await prepareResponse(
          json,
          String(reply.getHeader('content-type')),
          typeof cacheControl === 'string' ? cacheControl : undefined,
          deps.security,
        );
        const { minute, generation, community, version, resets } = miss;
        const entry: Entry = { minute, generation, community, version, resets, prepared };
        // Not kept if this process's jobs (or, for a community answer, its people) changed data while it
        // was computed: it could mix old and new. Nor when the route said `no-store`: a partial answer
        // while the start-up catch-up computes the record (decision 134), which the next request redoes.
        const now = store.stamp(community !== undefined);
        const current =
          miss.keep &&
          cacheControl !== 'no-store' &&
          generation === now.generation &&
          community === now.community;
        if (current) store.store(miss.key, entry);
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
    // A computation that ended without an answer (aborted, timed out) releases whoever waits on it.
    request[kMiss]?.settle(undefined);
    done();
  });
}

/** The answer of a computed entry, from preSerialization: headers now, bytes through the serializer. */
function respond(request: FastifyRequest, reply: FastifyReply, entry: Entry, stale: boolean): unknown {
  const variant = entry.prepared.variants[chooseEncoding(request.headers['accept-encoding'])];
  if (stale) reply.header(STALE_HEADER, 'true');
  reply.headers(variant.headers);
  if (matchesEtag(request.headers['if-none-match'], variant.etag)) {
    reply.code(304).removeHeader('content-type');
    reply.serializer(() => undefined as unknown as string);
    return undefined;
  }
  reply.serializer(() => variant.body as unknown as string);
  return variant.body;
}

/**
 * A request part as the route reads it: parsed by its schema when it has one (undefined when that
 * fails), else as sent (path parameters) or `otherwise` (a query no schema reads changes no answer).
 */
function parsedPart(
  schema: unknown,
  value: unknown,
  otherwise?: Record<string, unknown>,
): Record<string, unknown> | undefined {
  if (schema instanceof ZodType) {
    const parsed = schema.safeParse(value);
    return parsed.success && isRecord(parsed.data) ? parsed.data : undefined;
  }
  // Every route declares its schemas with zod; another kind would be read wrongly here.
  if (schema) throw new TypeError('a cached route declares a request schema that is not zod');
  return otherwise ?? (isRecord(value) ? value : {});
}

/** A parsed part in a canonical form: keys sorted, absent values dropped, values as parsed. */
function canonicalPart(prefix: string, values: Record<string, unknown>): string {
  const parts = Object.keys(values)
    .filter((name) => values[name] !== undefined)
    .sort()
    .map((name) => `${name}=${JSON.stringify(values[name])}`);
  return parts.length === 0 ? '' : `${prefix}${parts.join('&')}`;
}
