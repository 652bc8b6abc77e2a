// Hot public GETs are computed once per data version and clock minute, then served from memory. A
// route opts in with `config: { cache: true }`. The key holds the full URL (query included), the
// minute of the injected clock (what is visible changes with time: kickoffs, results) and the data
// version (any finished ingest or model run: at once for this process's jobs, within 2 s for other
// instances'), so a cached answer is never older than the data.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import { dataGeneration } from '../../core/data-changes.ts';
import { dataVersion } from '../../db/repositories/data-version.ts';
import type { Executor } from '../../db/repositories/executor.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    cache?: boolean;
  }
}

const MAX_ENTRIES = 500;
const VERSION_TTL_MS = 2_000;

interface Entry {
  body: string;
  contentType: string;
  cacheControl: string | undefined;
}

export function registerResponseCache(app: FastifyInstance, deps: { db: Executor; clock: Clock }): void {
  const entries = new Map<string, Entry>();
  let version: { value: Promise<string>; at: number; generation: number } | undefined;
  const currentVersion = () => {
    const now = Date.now();
    if (!version || now - version.at > VERSION_TTL_MS || version.generation !== dataGeneration()) {
      version = { value: dataVersion(deps.db), at: now, generation: dataGeneration() };
      version.value.catch(() => {
        version = undefined;
      });
    }
    return version.value;
  };
  const keyOf = async (url: string) =>
    `${url}|${Math.floor(deps.clock.now().getTime() / 60_000)}|${await currentVersion()}`;

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cache) return;
    const key = await keyOf(request.url);
    (request as { cacheKey?: string }).cacheKey = key;
    const hit = entries.get(key);
    if (!hit) return;
    entries.delete(key);
    entries.set(key, hit); // most recently used last
    if (hit.cacheControl) reply.header('cache-control', hit.cacheControl);
    reply.header('x-cache', 'hit');
    return reply.type(hit.contentType).send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = (request as { cacheKey?: string }).cacheKey;
    if (!key || reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('x-cache'))
      return payload;
    entries.set(key, {
      body: payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      cacheControl: reply.getHeader('cache-control') as string | undefined,
    });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    return payload;
  });
}
