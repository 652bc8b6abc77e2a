// The response cache's hooks on a bare Fastify app, no PostgreSQL (decision 108: the fast test set
// StrykerJS runs over src/server/plugins). response-cache.test.ts checks the same rules through the real
// app and its database; these pin each branch of the hooks in milliseconds: what is stored, what is
// served from memory, what waits for a computation under way, and what is never kept. The data version
// the hooks read is a stub pool answering the `settings` query. Each test builds its own app (decision 050).
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { manualClock } from '../../../tests/support/manual-clock.ts';
import { notifyCommunityChanged, notifyDataChanged } from '../../core/data-changes.ts';
import type { Database } from '../../db/client.ts';
import { registerResponseCache } from './response-cache.ts';
import { createResponseStore, STALE_HEADER } from './response-store.ts';

const SECURITY = { 'x-frame-options': 'DENY' };

/** A gate a handler waits on, opened by the test: two requests can then overlap for certain. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((r) => {
    open = r;
  });
  return { open, opened };
}

interface Options {
  /** The data version the stub database answers (or an error: the database cannot be read). */
  version?: number | Error;
  /** The data version the process last saw (DatabaseState.version). */
  seen?: number;
}

async function appWith(options: Options = {}) {
  const clock = manualClock('2026-11-27T12:00:05Z');
  const database = { version: options.seen ?? 5, resets: 0, up: true };
  const store = createResponseStore({ clock, database });
  let reads = 0;
  const pool = {
    query: async () => {
      reads += 1;
      if (options.version instanceof Error) throw options.version;
      return { rows: [{ v: String(options.version ?? 5) }] };
    },
  };
  const db = { pool } as unknown as Database;
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const calls: Record<string, number> = {};
  const count = (name: string) => {
    calls[name] = (calls[name] ?? 0) + 1;
    return calls[name];
  };
  const state = {
    status: 200,
    hold: undefined as ReturnType<typeof gate> | undefined,
    during: undefined as (() => void) | undefined,
  };
  const cached = { config: { cache: true } };
  registerResponseCache(app, { store, db, security: SECURITY });
  app.get('/plain', cached, async (_request, reply) => {
    const n = count('plain');
    await state.hold?.opened;
    state.during?.();
    reply.header('cache-control', 'public, max-age=60');
    if (state.status !== 200) return reply.code(state.status).send({ n, error: 'failed' });
    return { n };
  });
  app.get('/same', cached, async () => {
    count('same');
    return { same: true };
  });
  app.get('/big', cached, async () => ({ n: count('big'), text: 'x'.repeat(2_000) }));
  app.get('/uncached', async () => ({ n: count('uncached') }));
  app.post('/write', cached, async () => ({ n: count('write') }));
  app.get('/cookie', cached, async (_request, reply) => {
    reply.header('set-cookie', 'theme=dark');
    return { n: count('cookie') };
  });
  app.get('/text', cached, async (_request, reply) => {
    const n = count('text');
    await state.hold?.opened;
    return reply.type('text/plain').send(`n=${n}`);
  });
  app.get('/community', { config: { cache: true, community: true } }, async () => {
    const n = count('community');
    state.during?.();
    return { n };
  });
  app.get(
    '/weeks/:week',
    {
      ...cached,
      schema: {
        params: z.object({ week: z.coerce.number().int().min(1).max(22) }),
        querystring: z.object({ season: z.coerce.number().int().optional(), slate: z.string().optional() }),
      },
    },
    async (request) => ({
      n: count('weeks'),
      week: request.params.week,
      season: request.query.season ?? null,
    }),
  );
  // A partial answer while the start-up catch-up computes the record (decision 134): marked no-store.
  app.get('/partial', cached, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { n: count('partial') };
  });
  app.get('/any/:id', cached, async (request) => ({
    n: count('any'),
    id: (request.params as { id: string }).id,
  }));
  app.get(
    '/typed',
    { ...cached, schema: { response: { 200: z.object({ n: z.number() }) } } },
    // A payload its own response schema refuses: serialising it fails inside the cache's hook.
    async () => ({ n: `${count('typed')}` }) as unknown as { n: number },
  );
  await app.ready();
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  return { app, clock, database, store, calls, state, get, reads: () => reads };
}

describe('the response cache: what is stored and served from memory', () => {
  it('computes a public GET once and serves the repeat from memory, byte for byte', async () => {
    const { get, calls } = await appWith();
    const first = await get('/plain');
    const second = await get('/plain');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.json()).toEqual({ n: 1 });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe('{"n":1}');
    expect(second.headers.etag).toBe(first.headers.etag);
    // The miss carries the answer's own headers and the prepared ones.
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(calls.plain).toBe(1);
  });

  it('recomputes the next clock minute, and when this process’s data changes', async () => {
    const { get, calls, clock } = await appWith();
    await get('/plain');
    clock.advance(60_000); // 12:01:05: a new minute
    const next = await get('/plain');
    expect(next.headers['x-cache']).toBe('miss');
    expect(next.json()).toEqual({ n: 2 });
    expect((await get('/plain')).headers['x-cache']).toBe('hit');
    notifyDataChanged();
    expect((await get('/plain')).json()).toEqual({ n: 3 });
    expect(calls.plain).toBe(3);
  });

  it('keeps the data version read before computing: a version older than the one seen is not current', async () => {
    // The database answers version 4, the process has already seen 5: the answer is served, not reused.
    const stale = await appWith({ version: 4, seen: 5 });
    expect((await stale.get('/plain')).json()).toEqual({ n: 1 });
    expect((await stale.get('/plain')).headers['x-cache']).toBe('miss');
    expect(stale.calls.plain).toBe(2);
    // Read at 6, seen 5: current.
    const current = await appWith({ version: 6, seen: 5 });
    await current.get('/plain');
    expect((await current.get('/plain')).headers['x-cache']).toBe('hit');
    expect(current.reads()).toBe(1);
  });

  it('serves but does not keep an answer whose data version could not be read', async () => {
    const { get, calls } = await appWith({ version: new Error('connection refused') });
    const first = await get('/plain');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ n: 1 });
    expect((await get('/plain')).json()).toEqual({ n: 2 });
    expect(calls.plain).toBe(2);
  });

  it('keeps nothing whose version could not be read, even before any version was seen', async () => {
    // The process has seen version 0: only the failed read itself tells this answer not to be kept.
    const { get, calls } = await appWith({ version: new Error('connection refused'), seen: 0 });
    await get('/plain');
    expect((await get('/plain')).headers['x-cache']).toBe('miss');
    expect(calls.plain).toBe(2);
  });

  it('keeps no answer its route marked no-store (a partial record, decision 134): the next request recomputes', async () => {
    const { get, calls } = await appWith();
    const first = await get('/partial');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await get('/partial');
    expect(again.json()).toEqual({ n: 2 });
    expect(again.headers['x-cache']).toBe('miss');
    expect(calls.partial).toBe(2);
  });

  it('caches only GETs of routes that opt in', async () => {
    const { app, get, calls } = await appWith();
    await get('/uncached');
    const again = await get('/uncached');
    expect(again.json()).toEqual({ n: 2 });
    expect(again.headers['x-cache']).toBeUndefined();
    await app.inject({ method: 'POST', url: '/write' });
    const post = await app.inject({ method: 'POST', url: '/write' });
    expect(post.json()).toEqual({ n: 2 });
    expect(post.headers['x-cache']).toBeUndefined();
    expect(calls).toMatchObject({ uncached: 2, write: 2 });
  });

  it('never answers a signed-in request from memory nor keeps its answer', async () => {
    const { get, calls } = await appWith();
    const signedIn = { cookie: 'theme=dark; gg.session_token=abc' };
    await get('/plain', signedIn);
    const again = await get('/plain', signedIn);
    expect(again.json()).toEqual({ n: 2 });
    expect(again.headers['x-cache']).toBeUndefined();
    // Nothing was kept for the anonymous either; a cookie without a session is anonymous.
    expect((await get('/plain', { cookie: 'theme=dark' })).headers['x-cache']).toBe('miss');
    expect((await get('/plain')).headers['x-cache']).toBe('hit');
    expect(calls.plain).toBe(3);
  });

  it('keeps no answer but a 200 without a cookie of its own', async () => {
    const { get, calls, state } = await appWith();
    state.status = 404;
    const missing = await get('/plain');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-cache']).toBeUndefined();
    expect((await get('/plain')).statusCode).toBe(404);
    expect(calls.plain).toBe(2);
    await get('/cookie');
    const cookie = await get('/cookie');
    expect(cookie.json()).toEqual({ n: 2 });
    expect(cookie.headers['set-cookie']).toBe('theme=dark');
  });
});

describe('the response cache: keys', () => {
  it('keys on the parsed path parameters and query: one answer per week, however written', async () => {
    const { get, calls } = await appWith();
    const week12 = await get('/weeks/12?season=2025');
    expect(week12.json()).toEqual({ n: 1, week: 12, season: 2025 });
    for (const url of ['/weeks/012?season=2025', '/weeks/12?season=02025', '/weeks/12?season=2025&other=1']) {
      const again = await get(url);
      expect(again.headers['x-cache'], url).toBe('hit');
      expect(again.body, url).toBe(week12.body);
    }
    expect((await get('/weeks/13?season=2025')).json()).toEqual({ n: 2, week: 13, season: 2025 });
    expect((await get('/weeks/12?season=2024')).json()).toEqual({ n: 3, week: 12, season: 2024 });
    // No season at all is an answer of its own, not 2025's.
    expect((await get('/weeks/12')).json()).toEqual({ n: 4, week: 12, season: null });
    // Two query values in either order are one entry.
    await get('/weeks/12?season=2025&slate=main');
    expect((await get('/weeks/12?slate=main&season=2025')).headers['x-cache']).toBe('hit');
    expect(calls.weeks).toBe(5);
  });

  it('answers an invalid parameter or query with the route’s 400 and keeps nothing for it', async () => {
    const { get, calls } = await appWith();
    const bad = await get('/weeks/99');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-cache']).toBeUndefined();
    expect((await get('/weeks/12?season=abc')).statusCode).toBe(400);
    expect(calls.weeks).toBeUndefined();
  });

  it('keys a route without schemas on its raw path parameters; an appended query changes nothing', async () => {
    const { get, calls } = await appWith();
    expect((await get('/any/a')).json()).toEqual({ n: 1, id: 'a' });
    expect((await get('/any/b')).json()).toEqual({ n: 2, id: 'b' });
    expect((await get('/any/a?x=1')).headers['x-cache']).toBe('hit');
    expect(calls.any).toBe(2);
  });
});

describe('the response cache: the answer of a miss', () => {
  it('answers a miss 304 without a body when the client already holds it', async () => {
    const { get, clock, calls } = await appWith();
    const first = await get('/same');
    clock.advance(60_000); // the next minute recomputes the same bytes, so the same validator
    const revalidated = await get('/same', { 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-type']).toBeUndefined();
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(calls.same).toBe(2);
  });

  it('answers a miss in the encoding the client accepts', async () => {
    const { get } = await appWith();
    const zipped = await get('/big', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['x-cache']).toBe('miss');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual({ n: 1, text: 'x'.repeat(2_000) });
    const plain = await get('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-cache']).toBe('hit');
    expect(plain.json().n).toBe(1);
  });

  it('serves the last answer, marked stale, when recomputing it fails with a 5xx', async () => {
    const { get, clock, state } = await appWith();
    await get('/plain');
    clock.advance(60_000);
    state.status = 500;
    const failed = await get('/plain');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ n: 1 });
    expect(failed.headers[STALE_HEADER]).toBe('true');
    // A 4xx is the route's own answer, passed on even with a previous one.
    state.status = 404;
    const missing = await get('/plain');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers[STALE_HEADER]).toBeUndefined();
  });

  it('passes a 5xx on when there is no previous answer', async () => {
    const { get, state } = await appWith();
    state.status = 500;
    const failed = await get('/plain');
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ n: 1, error: 'failed' });
    expect(failed.headers[STALE_HEADER]).toBeUndefined();
  });

  it('fails a miss whose answer cannot be serialised, and lets the next request compute', async () => {
    const { get, calls } = await appWith();
    expect((await get('/typed')).statusCode).toBe(500);
    expect((await get('/typed')).statusCode).toBe(500);
    expect(calls.typed).toBe(2);
  });
});

describe('the response cache: one computation per key', () => {
  it('lets a request for a key being computed wait for that answer instead of computing it again', async () => {
    const { get, calls, state } = await appWith();
    state.hold = gate();
    const first = get('/plain');
    const second = get('/plain');
    await new Promise((r) => setTimeout(r, 20));
    state.hold.open();
    const [a, b] = await Promise.all([first, second]);
    expect(calls.plain).toBe(1);
    expect(a.headers['x-cache']).toBe('miss');
    expect(b.headers['x-cache']).toBe('hit');
    expect(b.body).toBe(a.body);
    expect(b.headers[STALE_HEADER]).toBeUndefined();
  });

  it('serves the previous answer, marked revalidating, while the next one is computed', async () => {
    const { get, clock, state } = await appWith();
    await get('/plain');
    clock.advance(60_000);
    state.status = 503;
    state.hold = gate();
    const first = get('/plain');
    const second = get('/plain');
    await new Promise((r) => setTimeout(r, 20));
    state.hold.open();
    const [a, b] = await Promise.all([first, second]);
    // The second did not wait: the previous answer, as it was.
    expect(b.headers['x-cache']).toBe('revalidating');
    expect(b.json()).toEqual({ n: 1 });
    expect(b.headers[STALE_HEADER]).toBeUndefined();
    // The recomputation failed (503): the previous answer again, marked stale.
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ n: 1 });
    expect(a.headers[STALE_HEADER]).toBe('true');
  });

  it('lets a waiting request compute for itself when the computation kept nothing', async () => {
    const { get, calls, state } = await appWith();
    state.status = 404;
    state.hold = gate();
    const first = get('/plain');
    const second = get('/plain');
    await new Promise((r) => setTimeout(r, 20));
    state.hold.open();
    const [a, b] = await Promise.all([first, second]);
    expect([a.statusCode, b.statusCode]).toEqual([404, 404]);
    expect(calls.plain).toBe(2);
  });

  it('releases the waiting request when the answer never reaches serialisation (a text body)', async () => {
    const { get, calls, state } = await appWith();
    state.hold = gate();
    const first = get('/text');
    const second = get('/text');
    await new Promise((r) => setTimeout(r, 20));
    state.hold.open();
    const [a, b] = await Promise.all([first, second]);
    expect([a.body, b.body].sort()).toEqual(['n=1', 'n=2']);
    expect(calls.text).toBe(2);
  });

  it('does not keep an answer computed while this process’s data changed', async () => {
    const { get, calls, state } = await appWith();
    state.during = notifyDataChanged;
    expect((await get('/plain')).json()).toEqual({ n: 1 });
    state.during = undefined;
    expect((await get('/plain')).json()).toEqual({ n: 2 });
    expect((await get('/plain')).headers['x-cache']).toBe('hit');
    expect(calls.plain).toBe(2);
  });

  it('does not hand a waiting request an answer computed while this process’s data changed', async () => {
    const { get, calls, state } = await appWith();
    state.hold = gate();
    state.during = () => {
      state.during = undefined;
      notifyDataChanged();
    };
    const first = get('/plain');
    const second = get('/plain');
    await new Promise((r) => setTimeout(r, 20));
    state.hold.open();
    const [a, b] = await Promise.all([first, second]);
    // The waiter computed its own answer after the change instead of taking the mixed one.
    expect(a.json()).toEqual({ n: 1 });
    expect(b.json()).toEqual({ n: 2 });
    expect(calls.plain).toBe(2);
  });

  it('drops a community answer computed while people wrote; other answers ignore those writes', async () => {
    const { get, calls, state } = await appWith();
    state.during = notifyCommunityChanged;
    expect((await get('/community')).json()).toEqual({ n: 1 });
    expect((await get('/plain')).json()).toEqual({ n: 1 });
    state.during = undefined;
    expect((await get('/community')).json()).toEqual({ n: 2 });
    expect((await get('/community')).headers['x-cache']).toBe('hit');
    // The public answer was kept although a person wrote while it was computed.
    expect((await get('/plain')).headers['x-cache']).toBe('hit');
    // And a later write makes the community answer, not the public one, recompute.
    notifyCommunityChanged();
    expect((await get('/community')).json()).toEqual({ n: 3 });
    expect((await get('/plain')).headers['x-cache']).toBe('hit');
    expect(calls).toMatchObject({ community: 3, plain: 1 });
  });
});
