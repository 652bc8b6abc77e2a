// The first thing a request meets, before Fastify: a public GET whose prepared answer is in memory is
// written from there, with its client counted against the global rate limit and one log line, and
// nothing else. Everything else (first requests for a URL, misses, a session cookie, anything that is
// not a plain GET, a client over its limit, an app closing) goes on to Fastify
// untouched. It only serves what the response cache stored, which only the public scope can store.
// Measured in bench/http.ts: Fastify's per-request set-up (child logger, handler timer, hooks) cost more
// than the answer itself; see docs/decisions/018-prepared-public-reads.md.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { LIVENESS_PATH, type ProbeAnswer, type Probes, READINESS_PATH } from '../probes.ts';
import { type LineStream, requestLineWriter } from './front-door-log.ts';
import { type CountedRequest, kOverLimit, type WindowCounter } from './rate-limit.ts';
import type { ResponseStore } from './response-store.ts';
import { hasSessionCookie } from './session-cookie.ts';

export interface FrontDoorDeps {
  store: ResponseStore;
  probes: Probes;
  limiter: WindowCounter;
  trustProxy: boolean;
  log: FastifyBaseLogger;
  /** The log's destination: the front door writes its lines there itself (front-door-log.ts). */
  logStream: LineStream;
  /** Closing: Fastify answers (503), not the front door. Shedding never applies to what it serves. */
  busy: () => boolean;
}

/** The client as Fastify's request.ip sees it (TRUST_PROXY is all or nothing). */
export function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  if (forwarded) return (String(forwarded).split(',')[0] ?? '').trim();
  return request.socket.remoteAddress ?? '';
}

/** Returns true when it answered the request. */
export function createFrontDoor(
  deps: FrontDoorDeps,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  const logger = deps.log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  const logRequests = logger.isLevelEnabled?.('info') ?? false;
  const writeLine = requestLineWriter(deps.logStream);
  const log = (url: string, status: number, started: number) => {
    writeLine(url, status, Math.round((performance.now() - started) * 10) / 10);
  };
  const probe = (response: ServerResponse, answer: ProbeAnswer | undefined) => {
    if (!answer || deps.busy()) return false;
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
    return true;
  };
  return (request: CountedRequest, response) => {
    const url = request.url ?? '';
    if (request.method !== 'GET') return false;
    // Probes are never rate limited.
    if (url === LIVENESS_PATH || url === READINESS_PATH) {
      const started = logRequests ? performance.now() : 0;
      const answer = url === LIVENESS_PATH ? deps.probes.liveness() : deps.probes.knownReadiness();
      if (!probe(response, answer)) return false;
      if (logRequests) log(url, answer?.status ?? 0, started);
      return true;
    }
    const key = deps.store.keyFor(url);
    if (key === undefined || hasSessionCookie(request.headers.cookie)) return false;
    const found = deps.store.find(key);
    if (!found || deps.busy()) return false;
    const started = logRequests ? performance.now() : 0;
    const retryAfter = deps.limiter.take(clientIp(request, deps.trustProxy));
    if (retryAfter > 0) {
      request[kOverLimit] = retryAfter;
      return false;
    }
    const status = deps.store.write(request, response, found);
    if (logRequests) log(url, status, started);
    return true;
  };
}
