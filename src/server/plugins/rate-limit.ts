// Per-client request limits in fixed one-minute windows. Written here rather than taken from
// @fastify/rate-limit because the global limit runs on every request, cached answers included, and must
// cost next to nothing: one Map lookup, no headers on allowed requests, no per-key timers.

import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError } from '../api-error.ts';
import { STATE_CHANGING } from '../auth/access.ts';
import { RATE_LIMITS, RATE_WINDOW_MS } from '../rate-limits.ts';
import { PRERENDER_CLIENT } from '../seo/sources.ts';

/** Writes a minute per person: a default and per-route limits keyed `METHOD /url`. */
export interface UserWriteLimits {
  default: number;
  routes: Readonly<Record<string, number>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never limited (the health probes). */
    rateLimit?: boolean;
  }
}

/** Set on a raw request the front door counted and found over the limit: the hook answers the 429. */
export const kOverLimit = Symbol('over the rate limit');
export type CountedRequest = IncomingMessage & { [kOverLimit]?: number };

// Beyond this many clients in one window the table is not grown further: new clients pass unlimited
// until the window turns, rather than letting a flood of addresses exhaust memory.
const MAX_CLIENTS = 100_000;

export interface WindowCounter {
  /** Counts one request of `client`; 0 when allowed, else the seconds until the window turns. */
  take(client: string): number;
}

export function windowCounter(limit: number, now: () => number = Date.now): WindowCounter {
  let windowEnd = 0;
  let counts = new Map<string, number>();
  return {
    take(client) {
      const t = now();
      if (t >= windowEnd) {
        windowEnd = t - (t % RATE_WINDOW_MS) + RATE_WINDOW_MS;
        counts = new Map();
      }
      const count = (counts.get(client) ?? 0) + 1;
      if (count <= limit) {
        if (count > 1 || counts.size < MAX_CLIENTS) counts.set(client, count);
        return 0;
      }
      return Math.max(1, Math.ceil((windowEnd - t) / 1000));
    },
  };
}

function tooMany(reply: FastifyReply, limit: number, retryAfterS: number, what: string): void {
  sendError(
    reply.header('retry-after', String(retryAfterS)).header('cache-control', 'no-store'),
    429,
    `Rate limit reached: ${limit} ${what} a minute. Retry in ${retryAfterS} s.`,
  );
}

/**
 * The global limit before anything else in `api` (so before the response cache), and the per-route
 * limits on requests that reach a handler. `global` is shared with the front door, which counts the
 * requests it answers itself and hands on those over the limit, already counted.
 */
export function registerRateLimits(
  api: FastifyInstance,
  options: {
    global: WindowCounter;
    globalPerMinute: number;
    now?: () => number;
    /** Per-person write limits (default RATE_LIMITS.userWritesPerMinute); quota race tests lift them. */
    userWrites?: UserWriteLimits;
  },
): void {
  api.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.rateLimit === false) return done();
    // The app's own reads for a prerendered page (seo/register-seo.ts): the page's request was counted.
    if (request.raw.socket?.remoteAddress === PRERENDER_CLIENT) return done();
    const retryAfter = (request.raw as CountedRequest)[kOverLimit] ?? options.global.take(request.ip);
    if (retryAfter === 0) return done();
    tooMany(reply, options.globalPerMinute, retryAfter, 'requests');
  });

  const perRoute = new Map(
    Object.entries(RATE_LIMITS.uncachedPerMinute).map(([route, limit]) => [
      route,
      { limit, counter: windowCounter(limit, options.now) },
    ]),
  );
  api.addHook('preHandler', (request, reply, done) => {
    const route = perRoute.get(request.routeOptions.url ?? '');
    if (!route) return done();
    const retryAfter = route.counter.take(request.ip);
    if (retryAfter === 0) return done();
    tooMany(reply, route.limit, retryAfter, `uncached requests to ${request.routeOptions.url}`);
  });

  // Per client IP on public routes that mail an address the request names (the newsletter sign-up).
  const perIpWrite = new Map(
    Object.entries(RATE_LIMITS.ipWritesPerMinute).map(([route, limit]) => [
      route,
      { limit, counter: windowCounter(limit, options.now) },
    ]),
  );
  api.addHook('preHandler', (request, reply, done) => {
    const key = `${request.method} ${request.routeOptions.url ?? ''}`;
    const route = perIpWrite.get(key);
    if (!route) return done();
    const retryAfter = route.counter.take(request.ip);
    if (retryAfter === 0) return done();
    tooMany(reply, route.limit, retryAfter, `requests to ${key} per client`);
  });

  // Per person: every state-changing request a session reaches, counted by user id and route.
  const { default: perUserDefault, routes: perUserRoutes } =
    options.userWrites ?? RATE_LIMITS.userWritesPerMinute;
  const perUser = new Map<string, { limit: number; counter: WindowCounter }>();
  api.addHook('preHandler', (request, reply, done) => {
    const user = request.user;
    if (!user || !STATE_CHANGING.has(request.method)) return done();
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    let entry = perUser.get(route);
    if (!entry) {
      const limit = perUserRoutes[route] ?? perUserDefault;
      entry = { limit, counter: windowCounter(limit, options.now) };
      perUser.set(route, entry);
    }
    const retryAfter = entry.counter.take(user.id);
    if (retryAfter === 0) return done();
    tooMany(reply, entry.limit, retryAfter, `writes to ${route} per person`);
  });
}
