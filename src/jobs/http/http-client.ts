// The one way the app talks to the outside world. Each call gets a per-attempt timeout, retries with
// capped, jittered exponential backoff (honouring Retry-After on 429), a circuit breaker per host and
// a cap on the bytes read. Redirects are refused unless the caller names the hosts it trusts, and then
// only one hop is followed. See docs/decisions/008-outbound-http.md.
import {
  BrokenCircuitError,
  type CircuitBreakerPolicy,
  ConsecutiveBreaker,
  circuitBreaker,
  ExponentialBackoff,
  handleWhen,
  type IBackoff,
  type IBackoffFactory,
  type IRetryBackoffContext,
  retry,
  TaskCancelledError,
  TimeoutStrategy,
  timeout,
  wrap,
} from 'cockatiel';
import { errorCode, isRecord, toError } from '../../shared/guards.ts';
import { HttpError, parseRetryAfter } from './http-error.ts';

export interface HttpClientOptions {
  timeoutMs: number;
  /** Retries after the first attempt. */
  retries: number;
  maxBytes: number;
  backoffInitialMs: number;
  backoffMaxMs: number;
  /** Consecutive failures that open a host's circuit, and how long it stays open. */
  breakerThreshold: number;
  breakerHalfOpenMs: number;
  userAgent: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  maxBytes?: number;
  /** Hosts a redirect may lead to (one hop). Without it any redirect is an error. */
  allowRedirectHosts?: readonly string[];
}

export interface HttpResponse {
  url: string;
  status: number;
  headers: Headers;
  text: string;
  bytes: number;
}

export interface HttpClient {
  getText(url: string, options?: RequestOptions): Promise<HttpResponse>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const breakers = new Map<string, CircuitBreakerPolicy>();
  const breakerFor = (host: string) => {
    let b = breakers.get(host);
    if (!b) {
      b = circuitBreaker(
        handleWhen((e) => e instanceof TaskCancelledError || (e instanceof HttpError && e.retryable)),
        {
          halfOpenAfter: options.breakerHalfOpenMs,
          breaker: new ConsecutiveBreaker(options.breakerThreshold),
        },
      );
      breakers.set(host, b);
    }
    return b;
  };
  const retryPolicy = retry(
    handleWhen((e) => e instanceof TaskCancelledError || (e instanceof HttpError && e.retryable)),
    {
      maxAttempts: options.retries,
      backoff: retryAfterAware(
        new ExponentialBackoff({ initialDelay: options.backoffInitialMs, maxDelay: options.backoffMaxMs }),
        options.backoffMaxMs,
      ),
    },
  );
  const attemptTimeout = timeout(options.timeoutMs, TimeoutStrategy.Aggressive);

  return {
    async getText(url, request = {}) {
      const host = new URL(url).host;
      const policy = wrap(retryPolicy, breakerFor(host), attemptTimeout);
      try {
        return await policy.execute(({ signal }) => attempt(url, request, options, signal));
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (error instanceof TaskCancelledError)
          throw new HttpError('timeout', `${redact(url)}: no complete answer within ${options.timeoutMs} ms`);
        if (error instanceof BrokenCircuitError)
          throw new HttpError(
            'circuit_open',
            `${host}: circuit open after repeated failures; not calling it for now`,
          );
        throw new HttpError('network', `${redact(url)}: ${toError(error).message}`);
      }
    },
  };
}

async function attempt(
  url: string,
  request: RequestOptions,
  options: HttpClientOptions,
  signal: AbortSignal,
): Promise<HttpResponse> {
  let target = url;
  for (let hop = 0; ; hop++) {
    let response: Response;
    try {
      response = await fetch(target, {
        redirect: 'manual',
        signal,
        headers: { 'user-agent': options.userAgent, accept: '*/*', ...(hop === 0 ? request.headers : {}) },
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new HttpError('network', `${redact(target)}: ${describe(error)}`, { retryable: true });
    }
    if (REDIRECTS.has(response.status)) {
      await response.body?.cancel().catch(() => {});
      const location = response.headers.get('location');
      const next = location ? new URL(location, target) : undefined;
      const allowed =
        hop === 0 &&
        next !== undefined &&
        (request.allowRedirectHosts ?? []).includes(next.host) &&
        (next.protocol === 'https:' || next.protocol === new URL(target).protocol);
      if (!allowed || !next)
        throw new HttpError(
          'redirect',
          `${redact(target)}: refused redirect (${response.status}) to ${next?.host ?? 'nowhere'}`,
        );
      target = next.toString();
      continue;
    }
    if (response.status < 200 || response.status >= 300) {
      await response.body?.cancel().catch(() => {});
      const retryable = response.status === 429 || response.status === 408 || response.status >= 500;
      throw new HttpError('status', `${redact(target)}: HTTP ${response.status}`, {
        status: response.status,
        retryable,
        retryAfterMs:
          response.status === 429
            ? parseRetryAfter(response.headers.get('retry-after'), Date.now())
            : undefined,
      });
    }
    const { text, bytes } = await readCapped(response, request.maxBytes ?? options.maxBytes, target, signal);
    return { url: target, status: response.status, headers: response.headers, text, bytes };
  }
}

async function readCapped(response: Response, maxBytes: number, url: string, signal: AbortSignal) {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new HttpError(
      'too_large',
      `${redact(url)}: ${declared} bytes declared, over the ${maxBytes}-byte cap`,
    );
  }
  const reader = response.body?.getReader();
  if (!reader) return { text: '', bytes: 0 };
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new HttpError('too_large', `${redact(url)}: body exceeds the ${maxBytes}-byte cap`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof HttpError || signal.aborted) throw error;
    // The connection dropped mid-body (a truncated download): worth another try.
    throw new HttpError('network', `${redact(url)}: body cut short (${describe(error)})`, {
      retryable: true,
    });
  }
  return { text: new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks)), bytes };
}

/** Exponential backoff, except that a 429's Retry-After (capped) decides the wait. */
function retryAfterAware(
  inner: IBackoffFactory<unknown>,
  capMs: number,
): IBackoffFactory<IRetryBackoffContext<unknown>> {
  return {
    next(context): IBackoff<IRetryBackoffContext<unknown>> {
      const base = inner.next(context);
      const error = 'error' in context.result ? context.result.error : undefined;
      const wait = error instanceof HttpError ? error.retryAfterMs : undefined;
      return {
        duration: wait === undefined ? base.duration : Math.min(wait, capMs),
        next: (ctx) => retryAfterAware(base, capMs).next(ctx),
      };
    },
  };
}

/** API keys travel in query strings (The Odds API); never let one reach a log or an error message. */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    for (const key of [...u.searchParams.keys()])
      if (/key|token|secret/i.test(key)) u.searchParams.set(key, '***');
    return u.toString();
  } catch {
    return url;
  }
}

/** What a failed fetch says: undici puts the system error (ECONNREFUSED…) in its cause. */
function describe(error: unknown): string {
  const cause = isRecord(error) ? error.cause : undefined;
  const causeMessage = isRecord(cause) && typeof cause.message === 'string' ? cause.message : undefined;
  return errorCode(cause) ?? causeMessage ?? toError(error).message;
}
