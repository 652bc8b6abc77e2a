// The access frame, session resolution and the account replies on a bare Fastify app with stubbed
// services, no PostgreSQL (decision 108: the fast test set StrykerJS runs over src/server/auth). The API
// tests (route-access, session-lifetime, lockout) check the same rules against the real app and database;
// these pin each branch in milliseconds. Each test builds its own app (decision 050).
import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerErrorHandler } from '../plugins/errors.ts';
import { registerAccessControl, STATE_CHANGING } from './access.ts';
import { csrfTokenFor, sessionCookieSet, sessionUser, tooManyAttempts } from './auth-replies.ts';
import type { AuthServices } from './auth-services.ts';
import { createCsrf } from './csrf.ts';
import { authHeaders, expiredCookie, forwardCookies } from './session.ts';
import { cookieNames } from './session-policy.ts';

// Built inside each test (decision 050): StrykerJS switches a mutant on only while tests run.
const cookies = () => cookieNames('http://localhost:3000');
const csrf = () => createCsrf({ secret: 'k', siteUrl: 'http://localhost:3000', cookies: cookies() });
// HMAC-SHA256 under 'k' of 'go-gorilla csrf v1\nC\nS' (csrf.ts), recomputed here, not by the code.
const TOKEN = createHmac('sha256', 'k').update('go-gorilla csrf v1\nC\nS').digest('base64url');
const SIGNED_IN = { cookie: 'gg.csrf=C; gg.session_token=S', 'x-csrf-token': TOKEN };

const BODY = { type: 'object' };

// Signed in at 10:00 on 27 November 2026; the absolute lifetime is 12 h, so the session ends at 22:00.
const SIGNED_IN_AT = '2026-11-27T10:00:00.000Z';
const SESSION = {
  id: 'sess-1',
  token: 'S',
  createdAt: SIGNED_IN_AT,
  expiresAt: '2026-11-27T10:30:00.000Z',
};
const ANN = {
  id: 'u-ann',
  name: 'Ann',
  email: 'ann@example.com',
  emailVerified: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  role: 'user',
};

interface Stub {
  services: AuthServices;
  deleted: string[];
  sessionReads: Headers[];
}

function stubServices(user: typeof ANN | null, adminEmails: string[] = []): Stub {
  const deleted: string[] = [];
  const sessionReads: Headers[] = [];
  const services = {
    cookies: cookies(),
    csrf: csrf(),
    adminEmails,
    db: {
      orm: {
        delete: () => ({
          where: async (condition: unknown) => {
            deleted.push(String(condition !== undefined));
          },
        }),
      },
    },
    auth: {
      api: {
        getSession: async ({ headers }: { headers: Headers }) => {
          sessionReads.push(headers);
          const out = new Headers();
          out.append('set-cookie', 'gg.session_token=S2; Path=/');
          return { headers: out, response: user ? { session: SESSION, user } : null };
        },
      },
    },
  } as unknown as AuthServices;
  return { services, deleted, sessionReads };
}

/** Log lines at warn and above, and info lines, parsed: what an operator reads. */
let logged: Record<string, unknown>[] = [];
const logStream = { write: (line: string) => logged.push(JSON.parse(line)) };

async function appWith(stub: Stub): Promise<FastifyInstance> {
  logged = [];
  const app = Fastify({ logger: { level: 'info', stream: logStream } });
  registerAccessControl(app, stub.services);
  registerErrorHandler(app, { up: true });
  const who = (request: { user: { id: string; role: string } | null; session: unknown }) => ({
    user: request.user,
    session: request.session,
  });
  app.get('/api/pub', { config: { access: 'public' } }, who);
  app.get('/api/opt', { config: { access: 'public', session: 'optional' } }, who);
  app.get('/api/mine', { config: { access: 'user' } }, who);
  app.post('/api/mine', { config: { access: 'user' } }, who);
  app.get('/api/admin', { config: { access: 'admin' } }, who);
  app.post('/api/hook', { config: { access: 'public', csrf: false } }, () => ({ ok: true }));
  app.route({ method: ['GET', 'HEAD'], url: '/static/x', handler: async () => 'x' });
  app.post('/api/schema', { config: { access: 'public' }, schema: { body: BODY } }, async () => 'ok');
  await app.ready();
  return app;
}

afterEach(() => {
  vi.useRealTimers();
});

const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });

describe('the access frame (decision 045)', () => {
  it('lists every route with its access, CSRF rule and whether it is the framework’s', async () => {
    const app = await appWith(stubServices(null));
    const rows = app.routeAccess.map(
      (r) => `${r.method} ${r.url} ${r.access} csrf=${r.csrf} fw=${r.framework}`,
    );
    expect(rows).toEqual([
      'GET /api/pub public csrf=true fw=false',
      'HEAD /api/pub public csrf=true fw=false',
      'GET /api/opt public csrf=true fw=false',
      'HEAD /api/opt public csrf=true fw=false',
      'GET /api/mine user csrf=true fw=false',
      'HEAD /api/mine user csrf=true fw=false',
      'POST /api/mine user csrf=true fw=false',
      'GET /api/admin admin csrf=true fw=false',
      'HEAD /api/admin admin csrf=true fw=false',
      'POST /api/hook public csrf=false fw=false',
      'GET /static/x public csrf=true fw=true',
      'HEAD /static/x public csrf=true fw=true',
      'POST /api/schema public csrf=true fw=false',
    ]);
    // The request schemas travel with the row (the control-byte test walks them).
    expect(app.routeAccess.at(-1)?.request).toEqual({
      body: BODY,
      querystring: undefined,
      params: undefined,
    });
    expect(app.routeAccess.at(-2)?.request).toEqual({
      body: undefined,
      querystring: undefined,
      params: undefined,
    });
    expect([...STATE_CHANGING].sort()).toEqual(['DELETE', 'PATCH', 'POST', 'PUT']);
    await app.close();
  });

  it('refuses to start with an API route, or a write outside the API, that declares no access', async () => {
    const api = Fastify();
    registerAccessControl(api, stubServices(null).services);
    expect(() => api.get('/api/forgot', async () => 'x')).toThrow(
      "GET /api/forgot declares no access: add config: { access: 'public' | 'user' | 'admin' }",
    );
    const write = Fastify();
    registerAccessControl(write, stubServices(null).services);
    expect(() => write.post('/upload', async () => 'x')).toThrow('POST /upload declares no access');
    // A route that reads and writes outside the API needs a declaration too, named with every method.
    const mixed = Fastify();
    registerAccessControl(mixed, stubServices(null).services);
    expect(() => mixed.route({ method: ['GET', 'POST'], url: '/form', handler: async () => 'x' })).toThrow(
      'GET,POST /form declares no access',
    );
    // The OpenAPI UI under /api/docs is the framework's: read-only, public, allowed without config.
    const docs = Fastify();
    registerAccessControl(docs, stubServices(null).services);
    docs.get('/api/docs/json', async () => 'x');
    expect(docs.routeAccess.map((r) => `${r.url} ${r.framework}`)).toEqual([
      '/api/docs/json true',
      '/api/docs/json true',
    ]);
  });

  it('lets a visitor read public routes without reading a session', async () => {
    const stub = stubServices(ANN);
    const app = await appWith(stub);
    const res = await app.inject({ method: 'GET', url: '/api/pub', headers: { cookie: SIGNED_IN.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null, session: null });
    expect(stub.sessionReads).toHaveLength(0);
    expect(res.headers['cache-control']).toBeUndefined();
    await app.close();
  });

  it('answers 401, no-store, to a visitor on a user route, and 403 to a non-admin on an admin route', async () => {
    const anon = await appWith(stubServices(null));
    const res = await anon.inject({ method: 'GET', url: '/api/mine', remoteAddress: '10.9.8.7' });
    expect(res.statusCode).toBe(401);
    // One warning an operator can act on: the event, status, route, client; no user.
    expect(logged.filter((l) => l.event === 'auth.denied')).toEqual([
      expect.objectContaining({
        level: 40,
        event: 'auth.denied',
        status: 401,
        method: 'GET',
        route: '/api/mine',
        ip: '10.9.8.7',
        msg: 'refused: sign in to use this',
      }),
    ]);
    expect(logged.find((l) => l.event === 'auth.denied')).not.toHaveProperty('userId');
    expect(res.json()).toEqual({ error: 'Unauthorized', message: 'sign in to use this' });
    expect(res.headers['cache-control']).toBe('no-store');
    await anon.close();
    at('2026-11-27T12:00:00Z');
    const app = await appWith(stubServices(ANN));
    const admin = await app.inject({
      method: 'GET',
      url: '/api/admin',
      headers: { cookie: SIGNED_IN.cookie },
    });
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ error: 'Forbidden', message: 'this needs the admin role' });
    // Not the CSRF check's refusal: nothing for the web to send again.
    expect(admin.headers['x-csrf-refused']).toBeUndefined();
    expect(logged.find((l) => l.event === 'auth.denied')).toMatchObject({ status: 403, userId: 'u-ann' });
    const mine = await app.inject({ method: 'GET', url: '/api/mine', headers: { cookie: SIGNED_IN.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json().user.id).toBe('u-ann');
    await app.close();
  });

  it('lets an admin through ADMIN_EMAILS reach the admin route', async () => {
    at('2026-11-27T12:00:00Z');
    const app = await appWith(stubServices(ANN, ['ann@example.com']));
    const res = await app.inject({ method: 'GET', url: '/api/admin', headers: { cookie: SIGNED_IN.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
    await app.close();
  });

  it('gives an optional-session public route the person when signed in, and nobody otherwise', async () => {
    at('2026-11-27T12:00:00Z');
    const app = await appWith(stubServices(ANN));
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/opt',
      headers: { cookie: SIGNED_IN.cookie },
    });
    expect(signedIn.json().user).toEqual({
      id: 'u-ann',
      name: 'Ann',
      email: 'ann@example.com',
      emailVerified: true,
      role: 'user',
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    expect(signedIn.json().session).toEqual({
      id: 'sess-1',
      token: 'S',
      createdAt: SIGNED_IN_AT,
      expiresAt: '2026-11-27T10:30:00.000Z',
      // 10:00 + 12 h.
      absoluteExpiresAt: '2026-11-27T22:00:00.000Z',
    });
    // The public answer is not marked no-store: only user and admin routes are.
    expect(signedIn.headers['cache-control']).toBeUndefined();
    const visitor = await app.inject({ method: 'GET', url: '/api/opt' });
    expect(visitor.json()).toEqual({ user: null, session: null });
    await app.close();
  });

  it('checks the body type and the CSRF token before the session on writes', async () => {
    at('2026-11-27T12:00:00Z');
    const stub = stubServices(ANN);
    const app = await appWith(stub);
    const form = await app.inject({
      method: 'POST',
      url: '/api/mine',
      headers: { ...SIGNED_IN, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().message).toBe('the API accepts JSON bodies only (Content-Type: application/json)');
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/mine',
      headers: { cookie: SIGNED_IN.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().message).toMatch(/^missing CSRF token/);
    // Marked as the CSRF check's refusal: the web sends again with a fresh token only then (decision 150).
    expect(noToken.headers['x-csrf-refused']).toBe('1');
    expect(stub.sessionReads).toHaveLength(0);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/mine',
      headers: { ...SIGNED_IN, 'content-type': 'Application/JSON; charset=utf-8' },
      payload: '{}',
    });
    expect(ok.statusCode).toBe(200);
    const bare = await app.inject({ method: 'POST', url: '/api/mine', headers: SIGNED_IN });
    expect(bare.statusCode).toBe(200);
    for (const type of ['application/json', 'application/json ;charset=utf-8']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/mine',
        headers: { ...SIGNED_IN, 'content-type': type },
        payload: '{}',
      });
      expect(res.statusCode, type).toBe(200);
    }
    // JSON must be the media type, not a part of another.
    for (const type of ['text/application/json', 'application/json+x', 'application/jsonp; a=b']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/mine',
        headers: { ...SIGNED_IN, 'content-type': type },
        payload: '{}',
      });
      expect(res.statusCode, type).toBe(415);
    }
    // 'application/jsonx' is not JSON.
    const odd = await app.inject({
      method: 'POST',
      url: '/api/mine',
      headers: { ...SIGNED_IN, 'content-type': 'application/jsonx' },
      payload: '{}',
    });
    expect(odd.statusCode).toBe(415);
    await app.close();
  });

  it('skips the body and CSRF checks on a route that opts out (a signed webhook)', async () => {
    const app = await appWith(stubServices(null));
    const res = await app.inject({
      method: 'POST',
      url: '/api/hook',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(200);
    await app.close();
  });
});

describe('session resolution (decision 045)', () => {
  it('ends a session 12 hours after sign-in: deletes it and expires the cookie', async () => {
    // 22:00:00 is exactly 10:00 + 12 h: ended (the deadline is not inside the lifetime).
    at('2026-11-27T22:00:00Z');
    const stub = stubServices(ANN);
    const app = await appWith(stub);
    const res = await app.inject({ method: 'GET', url: '/api/mine', headers: { cookie: SIGNED_IN.cookie } });
    expect(res.statusCode).toBe(401);
    expect(stub.deleted).toEqual(['true']);
    expect(logged.filter((l) => l.event === 'auth.session-ended')).toEqual([
      expect.objectContaining({
        level: 30,
        event: 'auth.session-ended',
        reason: 'absolute-lifetime',
        userId: 'u-ann',
        msg: 'session ended',
      }),
    ]);
    expect(res.headers['set-cookie']).toEqual([
      'gg.session_token=S2; Path=/',
      'gg.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
    ]);
    await app.close();
  });

  it('keeps a session a second before its 12 hours are up, forwarding better-auth’s cookie', async () => {
    at('2026-11-27T21:59:59Z');
    const stub = stubServices(ANN);
    const app = await appWith(stub);
    const res = await app.inject({
      method: 'GET',
      url: '/api/mine',
      headers: { cookie: SIGNED_IN.cookie, 'user-agent': 'A'.repeat(400) },
    });
    expect(res.statusCode).toBe(200);
    expect(stub.deleted).toEqual([]);
    expect(res.headers['set-cookie']).toBe('gg.session_token=S2; Path=/');
    const sent = stub.sessionReads[0] as Headers;
    expect(sent.get('cookie')).toBe(SIGNED_IN.cookie);
    // The agent is cut to 300 characters; the client is the address Fastify resolved.
    expect(sent.get('user-agent')).toBe('A'.repeat(300));
    expect(sent.get('x-forwarded-for')).toBe('127.0.0.1');
    await app.close();
  });

  it('reads no session for a request without the session cookie', async () => {
    const stub = stubServices(ANN);
    const app = await appWith(stub);
    const res = await app.inject({ method: 'GET', url: '/api/mine', headers: { cookie: 'gg.csrf=C' } });
    expect(res.statusCode).toBe(401);
    expect(stub.sessionReads).toHaveLength(0);
    await app.close();
  });

  it('passes better-auth only the headers it needs', () => {
    const bare = authHeaders({ headers: {}, ip: '10.1.2.3' } as never);
    expect([...bare.entries()]).toEqual([['x-forwarded-for', '10.1.2.3']]);
  });

  it('expires a cookie with the attributes it was set with', () => {
    expect(expiredCookie(cookieNames('https://gg.example'), 'x')).toBe(
      'x=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
  });
});

describe('account replies', () => {
  it('answers 429 with Retry-After in seconds, not stored', async () => {
    const app = Fastify();
    app.get('/t', (_request, reply) => tooManyAttempts(reply, 840));
    const res = await app.inject({ method: 'GET', url: '/t' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('840');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Too many attempts. Try again in 840 s.',
    });
    await app.close();
  });

  it('shows the user with the effective role and an ISO creation time', () => {
    const shown = sessionUser({ ...ANN, createdAt: new Date('2026-11-01T00:00:00Z') }, ['ann@example.com']);
    expect(shown).toEqual({
      id: 'u-ann',
      name: 'Ann',
      email: 'ann@example.com',
      emailVerified: true,
      role: 'admin',
      createdAt: '2026-11-01T00:00:00.000Z',
    });
  });

  it('finds the session cookie among a reply’s Set-Cookie headers; a cleared one is none', () => {
    const { services } = stubServices(null);
    const headers = (...values: string[]) => {
      const h = new Headers();
      for (const v of values) h.append('set-cookie', v);
      return h;
    };
    expect(
      sessionCookieSet(services, headers('gg.csrf=C; Path=/', 'gg.session_token=NEW; Path=/; HttpOnly')),
    ).toBe('NEW');
    expect(sessionCookieSet(services, headers('gg.session_token=; Max-Age=0'))).toBeUndefined();
    expect(sessionCookieSet(services, headers('gg.session_tokenx=1'))).toBeUndefined();
    expect(sessionCookieSet(services, headers())).toBeUndefined();
  });

  it('gives the CSRF token for the coming session, setting a CSRF cookie when the browser has none', async () => {
    const { services } = stubServices(null);
    const app = Fastify();
    app.get('/t', (request, reply) => ({ token: csrfTokenFor(services, request, reply, 'S') }));
    const known = await app.inject({ method: 'GET', url: '/t', headers: { cookie: 'gg.csrf=C' } });
    expect(known.json()).toEqual({ token: TOKEN });
    expect(known.headers['set-cookie']).toBeUndefined();
    const fresh = await app.inject({ method: 'GET', url: '/t' });
    const set = String(fresh.headers['set-cookie']);
    expect(set).toMatch(/^gg\.csrf=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const value = set.slice('gg.csrf='.length, set.indexOf(';'));
    expect(fresh.json()).toEqual({ token: csrf().tokenFor(value, 'S') });
    await app.close();
  });

  it('copies every Set-Cookie of better-auth onto the reply', async () => {
    const app = Fastify();
    app.get('/t', (_request, reply) => {
      const h = new Headers();
      h.append('set-cookie', 'a=1');
      h.append('set-cookie', 'b=2');
      forwardCookies(reply, h);
      return 'ok';
    });
    const res = await app.inject({ method: 'GET', url: '/t' });
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    await app.close();
  });
});
