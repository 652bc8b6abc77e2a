// The plugins' rules on bare Fastify apps, no PostgreSQL (decision 108: the fast test set StrykerJS runs
// over src/server/plugins). The API tests (rate-limit, shedding, request-log, response-cache, front-door)
// check the same rules on the real app; these pin each branch in milliseconds. Expected values are
// literals worked out by hand. Each test builds its own app (decision 050).
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isDatabaseUnavailable, registerErrorHandler } from './errors.ts';
import { requestLineWriter } from './front-door-log.ts';
import { chooseEncoding, matchesEtag, prepareResponse } from './prepared-response.ts';
import { type CountedRequest, kOverLimit, registerRateLimits, windowCounter } from './rate-limit.ts';
import { LOGGED_URL_MAX, truncate } from './request-log.ts';
import { HELMET_OPTIONS, securityHeaders } from './security-headers.ts';
import { hasSessionCookie, SESSION_COOKIE_NAMES } from './session-cookie.ts';
import { exemptFromShedding, SHED_BODY, SHED_RETRY_AFTER_S } from './shedding.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('errors: the one shape, no internals (decision 104)', () => {
  const appWith = async (database = { up: true }) => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app, database);
    app.get(
      '/v',
      { schema: { querystring: z.object({ week: z.coerce.number().int().min(1).max(22) }) } },
      async () => 'ok',
    );
    app.post(
      '/many',
      {
        schema: {
          body: z.object({
            a: z.string(),
            b: z.string(),
            c: z.string(),
            d: z.string(),
            e: z.string(),
            f: z.string(),
            g: z.string(),
          }),
        },
      },
      async () => 'ok',
    );
    app.post(
      '/deep',
      { schema: { body: z.object({ outer: z.object({ inner: z.number() }) }) } },
      async () => 'ok',
    );
    app.get('/throw/:status', async (request) => {
      const status = Number((request.params as { status: string }).status);
      const error = Object.assign(new Error(`boom ${'x'.repeat(400)}`), { statusCode: status });
      throw error;
    });
    app.get('/pg-down', async () => {
      throw Object.assign(new Error('query failed'), { cause: { code: '57P01' } });
    });
    await app.ready();
    return app;
  };

  it('answers a validation error 400 naming the field and the rule', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/v?week=30' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Bad Request',
      message: 'Invalid querystring: week: Too big: expected number to be <=22',
    });
    const deep = await app.inject({ method: 'POST', url: '/deep', payload: { outer: { inner: 'x' } } });
    expect(deep.json().message).toBe(
      'Invalid body: outer.inner: Invalid input: expected number, received string',
    );
    // A missing body: the path is empty, so the part ('body') names it.
    const empty = await app.inject({ method: 'POST', url: '/deep', payload: [] });
    expect(empty.json().message).toBe('Invalid body: body: Invalid input: expected object, received array');
    await app.close();
  });

  it('lists at most 5 issues and counts the rest', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'POST', url: '/many', payload: {} });
    const issue = (k: string) => `${k}: Invalid input: expected string, received undefined`;
    // 7 missing fields: a–e listed, 7 − 5 = 2 more.
    expect(res.json().message).toBe(
      `Invalid body: ${['a', 'b', 'c', 'd', 'e'].map(issue).join('; ')} (and 2 more)`,
    );
    await app.close();
  });

  it('lists exactly 5 issues without a count, and keeps a 400 thrown by a route', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'POST', url: '/many', payload: { f: 'x', g: 'y' } });
    const issue = (k: string) => `${k}: Invalid input: expected string, received undefined`;
    expect(res.json().message).toBe(`Invalid body: ${['a', 'b', 'c', 'd', 'e'].map(issue).join('; ')}`);
    const thrown = await app.inject({ method: 'GET', url: '/throw/400' });
    expect(thrown.statusCode).toBe(400);
    await app.close();
  });

  it('passes a 4xx message on, cut at 300 characters', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/throw/409' });
    expect(res.statusCode).toBe(409);
    // 'boom ' + 400 × 'x' = 405 characters: the first 300, then the length.
    expect(res.json()).toEqual({ error: 'Conflict', message: `boom ${'x'.repeat(295)}…(405 chars)` });
    const low = await app.inject({ method: 'GET', url: '/throw/399' });
    expect(low.statusCode).toBe(500);
    const high = await app.inject({ method: 'GET', url: '/throw/600' });
    expect(high.statusCode).toBe(500);
    const last = await app.inject({ method: 'GET', url: '/throw/599' });
    expect(last.statusCode).toBe(599);
    await app.close();
  });

  it('hides a 5xx behind a plain message, and says "busy" for a 503', async () => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/throw/500' });
    expect(res.json()).toEqual({
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
    const busy = await app.inject({ method: 'GET', url: '/throw/503' });
    expect(busy.json()).toEqual({
      error: 'Service Unavailable',
      message: 'The server is busy or the request took too long. Please retry shortly.',
    });
    expect(busy.headers['retry-after']).toBeUndefined();
    await app.close();
  });

  it('answers 503 with Retry-After 5 when the database is down or unreachable', async () => {
    const dbMessage = 'The database is unavailable for a moment. Please retry shortly.';
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url: '/pg-down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().message).toBe(dbMessage);
    // A 4xx stays a 4xx even when the database is down.
    const down = await appWith({ up: false });
    expect((await down.inject({ method: 'GET', url: '/throw/500' })).json().message).toBe(dbMessage);
    expect((await down.inject({ method: 'GET', url: '/throw/404' })).statusCode).toBe(404);
    await app.close();
    await down.close();
  });

  it('tells an unreachable database from a failing query, through the cause chain', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'EPIPE',
      'ETIMEDOUT',
      '57P01',
      '57P02',
      '57P03',
      '08006',
      '08000',
    ]) {
      expect(isDatabaseUnavailable({ code }), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'wrapped', cause: { code: '08001' } })).toBe(true);
    for (const code of ['57P04', '23505', 'X08', 'ENOENT', '57P0', 'X57P01', '57P011']) {
      expect(isDatabaseUnavailable({ code }), code).toBe(false);
    }
    expect(isDatabaseUnavailable({ code: 8 })).toBe(false);
    expect(isDatabaseUnavailable(new Error('duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable({ message: 42 })).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('request limits (decisions 020, 092)', () => {
  it('counts per client in fixed one-minute windows and says when the window turns', () => {
    let t = 120_000 + 15_000; // 15 s into a minute
    const counter = windowCounter(2, () => t);
    expect([counter.take('a'), counter.take('a'), counter.take('b')]).toEqual([0, 0, 0]);
    // Third from 'a': refused until 180,000, 45 s away.
    expect(counter.take('a')).toBe(45);
    t = 179_500; // 0.5 s left: rounded up to 1 s
    expect(counter.take('a')).toBe(1);
    t = 179_999.9; // never less than 1 s
    expect(counter.take('a')).toBe(1);
    t = 180_000; // the next window: counts start again
    expect(counter.take('a')).toBe(0);
    expect(counter.take('a')).toBe(0);
    expect(counter.take('a')).toBe(60);
  });

  it('stops remembering new clients past 100,000 in a window: they pass, the known ones are still counted', () => {
    const counter = windowCounter(1, () => 0);
    for (let i = 0; i < 100_000; i++) counter.take(`c${i}`);
    // The 100,001st client is allowed and not stored, so it is allowed again.
    expect(counter.take('new')).toBe(0);
    expect(counter.take('new')).toBe(0);
    // A client already in the table is at its limit of 1: refused for the 60 s left.
    expect(counter.take('c0')).toBe(60);
  });

  const appWith = async (
    options: { userWrites?: { default: number; routes: Record<string, number> } } = {},
  ) => {
    let t = 60_000;
    const global = windowCounter(3, () => t);
    const app = Fastify();
    app.decorateRequest('user', null);
    registerRateLimits(app, { global, globalPerMinute: 3, now: () => t, ...options });
    app.addHook('onRequest', async (request) => {
      const id = request.headers['x-user'];
      if (typeof id === 'string') (request as { user: unknown }).user = { id };
    });
    app.get('/api/health', { config: { rateLimit: false } }, async () => 'ok');
    app.get('/api/predictions', async () => 'ok');
    app.get('/api/teams', async () => 'ok');
    app.post('/api/newsletter', async () => 'ok');
    app.post('/api/challenges/:id/join', async () => 'ok');
    app.put('/api/thing', async () => 'ok');
    app.get('/api/over', async () => 'ok');
    await app.ready();
    return { app, advance: (ms: number) => (t += ms) };
  };

  it('refuses the 4th request of a minute from one address with 429 and Retry-After', async () => {
    const { app } = await appWith();
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await app.inject({ method: 'GET', url: '/api/teams' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await app.inject({ method: 'GET', url: '/api/teams' });
    expect(res.headers['retry-after']).toBe('60');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Rate limit reached: 3 requests a minute. Retry in 60 s.',
    });
    // Another address has its own count; the probes are never limited.
    expect(
      (await app.inject({ method: 'GET', url: '/api/teams', remoteAddress: '10.0.0.2' })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('answers 429 for a request the front door already counted over the limit', async () => {
    const counted = Fastify();
    counted.decorateRequest('user', null);
    counted.addHook('onRequest', async (request) => {
      (request.raw as CountedRequest)[kOverLimit] = 17;
    });
    registerRateLimits(counted, { global: windowCounter(1000), globalPerMinute: 300 });
    counted.get('/api/teams', async () => 'ok');
    const res = await counted.inject({ method: 'GET', url: '/api/teams' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('17');
    await counted.close();
  });

  it('limits uncached routes (30 a minute for predictions) and the newsletter (5 a minute per address)', async () => {
    const global = windowCounter(10_000, () => 0);
    const app = Fastify();
    app.decorateRequest('user', null);
    registerRateLimits(app, { global, globalPerMinute: 10_000, now: () => 0 });
    app.get('/api/predictions', async () => 'ok');
    app.post('/api/newsletter', async () => 'ok');
    app.get('/api/newsletter', async () => 'ok');
    await app.ready();
    const codes = async (method: 'GET' | 'POST', url: string, n: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await app.inject({ method, url })).statusCode);
      return out;
    };
    expect((await codes('GET', '/api/predictions', 31)).filter((c) => c === 200)).toHaveLength(30);
    const over = await app.inject({ method: 'GET', url: '/api/predictions' });
    // now() = 0: the window ends at 60,000 ms, 60 s away.
    expect(over.json().message).toBe(
      'Rate limit reached: 30 uncached requests to /api/predictions a minute. Retry in 60 s.',
    );
    expect(await codes('POST', '/api/newsletter', 6)).toEqual([200, 200, 200, 200, 200, 429]);
    const mail = await app.inject({ method: 'POST', url: '/api/newsletter' });
    expect(mail.json().message).toBe(
      'Rate limit reached: 5 requests to POST /api/newsletter per client a minute. Retry in 60 s.',
    );
    // Reading the newsletter route is not a sign-up.
    expect(await codes('GET', '/api/newsletter', 6)).toEqual([200, 200, 200, 200, 200, 200]);
    await app.close();
  });

  it('limits each person’s writes per route: 20 joins a minute, 30 for an unlisted route, reads free', async () => {
    const global = windowCounter(10_000, () => 0);
    const app = Fastify();
    app.decorateRequest('user', null);
    registerRateLimits(app, { global, globalPerMinute: 10_000, now: () => 0 });
    app.addHook('onRequest', async (request) => {
      const id = request.headers['x-user'];
      if (typeof id === 'string') (request as { user: unknown }).user = { id };
    });
    app.post('/api/challenges/:id/join', async () => 'ok');
    app.put('/api/thing', async () => 'ok');
    app.get('/api/thing', async () => 'ok');
    await app.ready();
    const run = async (method: 'GET' | 'POST' | 'PUT', url: string, user: string | undefined, n: number) => {
      let ok = 0;
      for (let i = 0; i < n; i++) {
        const res = await app.inject({ method, url, headers: user ? { 'x-user': user } : {} });
        if (res.statusCode === 200) ok++;
      }
      return ok;
    };
    // Joins of different challenges share one route's count.
    expect(await run('POST', '/api/challenges/1/join', 'ann', 10)).toBe(10);
    expect(await run('POST', '/api/challenges/2/join', 'ann', 11)).toBe(10);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/challenges/3/join',
      headers: { 'x-user': 'ann' },
    });
    expect(refused.json().message).toBe(
      'Rate limit reached: 20 writes to POST /api/challenges/:id/join per person a minute. Retry in 60 s.',
    );
    expect(await run('POST', '/api/challenges/1/join', 'bob', 20)).toBe(20);
    expect(await run('PUT', '/api/thing', 'ann', 31)).toBe(30);
    expect(await run('GET', '/api/thing', 'ann', 40)).toBe(40);
    // Visitors are not counted per person (the route refuses them anyway).
    expect(await run('PUT', '/api/thing', undefined, 40)).toBe(40);
    await app.close();
  });

  it('takes per-person limits from the options when given', async () => {
    const app = Fastify();
    app.decorateRequest('user', null);
    registerRateLimits(app, {
      global: windowCounter(10_000, () => 0),
      globalPerMinute: 10_000,
      now: () => 0,
      userWrites: { default: 2, routes: { 'PUT /api/listed': 1 } },
    });
    app.addHook('onRequest', async (request) => {
      (request as { user: unknown }).user = { id: 'ann' };
    });
    app.put('/api/listed', async () => 'ok');
    app.put('/api/other', async () => 'ok');
    await app.ready();
    const codes = async (url: string) => {
      const out: number[] = [];
      for (let i = 0; i < 3; i++) out.push((await app.inject({ method: 'PUT', url })).statusCode);
      return out;
    };
    expect(await codes('/api/listed')).toEqual([200, 429, 429]);
    expect(await codes('/api/other')).toEqual([200, 200, 429]);
    await app.close();
  });
});

describe('shedding (decision 092)', () => {
  it('never sheds cached reads or probes, and sheds with a plain busy body and Retry-After 10', () => {
    expect(exemptFromShedding({ cache: true })).toBe(true);
    expect(exemptFromShedding({ probe: true })).toBe(true);
    expect(exemptFromShedding({})).toBe(false);
    expect(exemptFromShedding({ cache: false, probe: false })).toBe(false);
    expect(SHED_RETRY_AFTER_S).toBe(10);
    expect(SHED_BODY).toEqual({
      error: 'Service Unavailable',
      message: 'The server is busy. Please retry shortly.',
    });
  });
});

describe('session cookies make a request private (decision 018)', () => {
  it('names the accounts’ session cookie on HTTPS and on loopback', () => {
    expect(SESSION_COOKIE_NAMES).toEqual({ https: '__Host-gg.session_token', loopback: 'gg.session_token' });
  });
  it('sees any cookie whose name mentions "session", in any case, and nothing else', () => {
    expect(hasSessionCookie('theme=dark; gg.session_token=abc')).toBe(true);
    expect(hasSessionCookie('better-auth.SESSION_token=1')).toBe(true);
    expect(hasSessionCookie(' Session=1')).toBe(true);
    expect(hasSessionCookie('theme=dark; gg.csrf=session')).toBe(false);
    expect(hasSessionCookie('')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});

describe('request log lines (decision 020)', () => {
  it('cuts a long URL at 200 characters and says how long it was', () => {
    expect(LOGGED_URL_MAX).toBe(200);
    expect(truncate('abcdef', 6)).toBe('abcdef');
    expect(truncate('abcdefg', 6)).toBe('abcdef…(7 chars)');
  });

  it('writes the front door’s line as pino would: level 30, time, pid, host, GET, url, status, ms', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_764_000_000_000 });
    const lines: string[] = [];
    const write = requestLineWriter({ write: (line) => lines.push(line) }, { pid: 42, hostname: 'box "1"' });
    write(`/api/teams?q=${'x'.repeat(300)}`, 200, 0.4);
    const url = `/api/teams?q=${'x'.repeat(187)}…(313 chars)`; // 13 + 300 = 313; the first 200 kept
    expect(lines).toEqual([
      `{"level":30,"time":1764000000000,"pid":42,"hostname":"box \\"1\\"","method":"GET","url":${JSON.stringify(url)},"status":200,"ms":0.4,"msg":"request"}\n`,
    ]);
    expect(JSON.parse(lines[0] as string).hostname).toBe('box "1"');
  });
});

describe('prepared responses (decision 018)', () => {
  const security = { 'x-frame-options': 'DENY' };

  it('sends a small answer (under 1,024 bytes) as is in every encoding, with one strong ETag', async () => {
    const json = '{"a":1}';
    const prepared = await prepareResponse(json, 'application/json', 'public, max-age=60', security);
    const { identity, gzip, br } = prepared.variants;
    expect(identity.body.toString()).toBe(json);
    expect(gzip.body.toString()).toBe(json);
    expect(br.body.toString()).toBe(json);
    expect(identity.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(gzip.etag).toBe(identity.etag);
    expect(br.etag).toBe(identity.etag);
    expect(prepared.bytes).toBe(7);
    expect(br.headers).toEqual({
      etag: identity.etag,
      vary: 'accept-encoding',
      'cache-control': 'public, max-age=60',
      'content-type': 'application/json',
      'x-cache': 'miss',
    });
    expect(identity.raw.hit).toEqual([
      'x-frame-options',
      'DENY',
      'etag',
      identity.etag,
      'vary',
      'accept-encoding',
      'cache-control',
      'public, max-age=60',
      'content-type',
      'application/json',
      'content-length',
      '7',
      'x-cache',
      'hit',
    ]);
    expect(identity.raw.revalidating.at(-1)).toBe('revalidating');
    expect(identity.raw.notModified).toEqual([
      'x-frame-options',
      'DENY',
      'etag',
      identity.etag,
      'vary',
      'accept-encoding',
      'cache-control',
      'public, max-age=60',
      'x-cache',
      'hit',
    ]);
  });

  it('compresses an answer of 1,024 bytes or more, each encoding with its own ETag', async () => {
    const json = JSON.stringify({ rows: 'r'.repeat(1013) }); // '{"rows":"' 9 + 1,013 + '"}' 2 = 1,024 bytes
    expect(json.length).toBe(1024);
    const prepared = await prepareResponse(json, 'application/json', undefined, {});
    const { identity, gzip, br } = prepared.variants;
    expect(gunzipSync(gzip.body).toString()).toBe(json);
    expect(gzip.etag).toBe(`${identity.etag.slice(0, -1)}-gzip"`);
    expect(br.etag).toBe(`${identity.etag.slice(0, -1)}-br"`);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['cache-control']).toBeUndefined();
    expect(prepared.bytes).toBe(1024 + br.body.length + gzip.body.length);
    expect(br.body.length).toBeLessThan(100);
    expect(gzip.raw.hit).toContain(String(gzip.body.length));
    const smaller = await prepareResponse(json.slice(0, 1023), 'application/json', undefined, {});
    expect(smaller.variants.gzip.etag).toBe(smaller.variants.identity.etag);
  });

  it('picks brotli, then gzip, from Accept-Encoding, honouring q=0', () => {
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, BR;q=0.5')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('x-gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('br;q=0, gzip;q=0.000')).toBe('identity');
    expect(chooseEncoding('br; q=0.1')).toBe('br');
    expect(chooseEncoding('br;q=abc')).toBe('identity');
    // Asked twice: the same answer (the second from memory).
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
  });

  it('matches If-None-Match weakly, in a list, or as *', () => {
    const etag = '"abc"';
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", "abc"', etag)).toBe(true);
    expect(matchesEtag(' * ', etag)).toBe(true);
    expect(matchesEtag('"abcd"', etag)).toBe(false);
    expect(matchesEtag('"x", W/"y"', etag)).toBe(false);
  });
});

describe('security headers (decision 020)', () => {
  it('sets helmet’s headers with our CSP, and nothing that is not a security header', async () => {
    const headers = await securityHeaders();
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: https:;" +
        "font-src 'self';connect-src 'self';manifest-src 'self';worker-src 'self';object-src 'none';" +
        "base-uri 'none';frame-ancestors 'none';form-action 'self'",
    );
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    for (const name of ['content-type', 'content-length', 'date', 'connection', 'keep-alive']) {
      expect(headers[name], name).toBeUndefined();
    }
    expect(Object.isFrozen(headers)).toBe(true);
    expect(HELMET_OPTIONS.crossOriginEmbedderPolicy).toBe(false);
  });
});
