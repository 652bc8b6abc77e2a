// Overload shedding (@fastify/under-pressure), kept off what costs next to nothing to answer: the two
// probes and the cached public reads (a prepared answer from memory, or one coalesced computation per
// key) are never refused, so a stalled loop cannot make the site look down to a load balancer or a
// reader (docs/decisions/092-public-reads-never-wait-for-private-writes.md). A shed request gets 503
// with Retry-After and a plain JSON body, and leaves one short request line in the log (no error, no
// stack): under load the log must not grow faster than the traffic it records.

import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../api-error.ts';

/** Limits of the shedder; tests lower them to put the app under pressure at will. */
export interface SheddingLimits {
  /** Event-loop delay (ms) past which requests are shed; default 1 000; 0 never sheds on it. */
  maxEventLoopDelayMs?: number;
  /** Heap in use (bytes) past which requests are shed; default none. */
  maxHeapUsedBytes?: number;
  /** How often the figures are sampled (ms); default 1 000. */
  sampleIntervalMs?: number;
}

export const SHED_RETRY_AFTER_S = 10;

export const SHED_BODY = apiError(503, 'The server is busy. Please retry shortly.');

/** Never shed: answered from memory (or one shared computation), whatever the load. */
export const exemptFromShedding = (config: { cache?: boolean; probe?: boolean }): boolean =>
  config.cache === true || config.probe === true;

/**
 * The web app itself (its built files and the page documents) is never shed either: a file costs a
 * read, and refusing one broke the page it belonged to. On a cold start on the 2-core box the first
 * week computation held the loop for ~9 s, the page's code chunks got 503, and a newcomer's very first
 * visit showed "This page could not load" (issue 21, seen again in decision 131). Only the API sheds.
 */
export const isWebAppRequest = (method: string, url: string): boolean => {
  const pathname = url.split('?')[0] ?? '/';
  return (method === 'GET' || method === 'HEAD') && pathname !== '/api' && !pathname.startsWith('/api/');
};

export async function registerShedding(app: FastifyInstance, limits: SheddingLimits = {}): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs ?? 1_000,
    ...(limits.maxHeapUsedBytes === undefined ? {} : { maxHeapUsedBytes: limits.maxHeapUsedBytes }),
    ...(limits.sampleIntervalMs === undefined ? {} : { sampleInterval: limits.sampleIntervalMs }),
    retryAfter: SHED_RETRY_AFTER_S,
    exposeStatusRoute: false,
    // Returning nothing lets the request through; returning a body sends it (no error, no stack).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => {
      if (exemptFromShedding(request.routeOptions.config) || isWebAppRequest(request.method, request.url)) {
        return undefined;
      }
      reply
        .code(503)
        .header('retry-after', String(SHED_RETRY_AFTER_S))
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8');
      return JSON.stringify(SHED_BODY);
      // The plugin sends a returned value; its type declares only void.
    }) as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
  });
}
