// Session, sign-in and sign-out on a bare app with better-auth, the throttle, the registry and the
// session rows stubbed (decision 128, the routes' fast test set; decisions 045, 093, 094): the session
// read clears a dead cookie and binds the CSRF token to a live one only; sign-in is throttled per IP,
// then per IP+address and per address — or, from a browser that signed in to this account before
// (a device cookie we signed for this address), per device only, so a stranger's guesses never lock the
// owner out; a right password resets only this browser's counter, a self-excluded address ends the new
// session at once (403 with the end), a new session replaces the one the browser came with.
import { APIError } from 'better-auth/api';
import type { FastifyPluginAsync } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authServices } from '../../../tests/support/auth-services.ts';
import { AS, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { AuthSession } from '../auth/session.ts';

vi.mock('../../db/repositories/rg-registry.ts', () => ({ exclusionInForce: vi.fn() }));
vi.mock('../../db/repositories/users.ts', () => ({ deleteSessionByToken: vi.fn() }));

const registry = await import('../../db/repositories/rg-registry.ts');
const users = await import('../../db/repositories/users.ts');
const { authSessionRoutes } = await import('./auth-session.ts');

const SECRET = 'rg-test-secret';
// HMAC-SHA256 of 'ann@example.com' under HMAC-SHA256(SECRET, 'gg.rg-exclusion-registry.v1'), base64url.
const ANN_KEY = 'tN3FQjp_pKjePlFzzcF7uvwp7IKCbumNBejuoqUJof4';
// HMAC-SHA256 of 'gg.device\nann@example.com\ndev-1' under SECRET, base64url: device 'dev-1' of Ann.
const ANN_DEVICE = 'dev-1.Cytulp747B2hmLEDhEl5ZxpVlEjUUAtece5hGsy9WIk';
const ANN = '11111111-1111-4111-8111-111111111111';
const WALL = new Date('2026-11-27T12:00:00Z');

const signInEmail = vi.fn();
const signOut = vi.fn();
const hit = vi.fn();
const blocked = vi.fn();
const reset = vi.fn();
const services = authServices({
  auth: { api: { signInEmail, signOut } },
  throttle: { hit, blocked, reset },
  secret: SECRET,
  wallNow: () => WALL,
});

/** The access frame's session, named by a test header (absent: none). */
const withSession: FastifyPluginAsync = async (app) => {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const named = request.headers['x-test-session'];
    if (typeof named !== 'string') return;
    request.session = {
      id: 's1',
      token: named,
      createdAt: new Date('2026-11-20T09:00:00Z'),
      expiresAt: new Date('2026-12-04T09:00:00Z'),
      absoluteExpiresAt: new Date('2026-12-20T09:00:00Z'),
    } satisfies AuthSession;
  });
  await app.register(authSessionRoutes, { services });
};

beforeEach(() => {
  signInEmail.mockReset();
  signOut.mockReset();
  hit.mockReset().mockResolvedValue(0);
  blocked.mockReset().mockResolvedValue(0);
  reset.mockReset().mockResolvedValue(undefined);
  vi.mocked(registry.exclusionInForce).mockReset().mockResolvedValue(undefined);
  vi.mocked(users.deleteSessionByToken)
    .mockReset()
    .mockResolvedValue(undefined as never);
});

const app = () => routeApp(withSession, {});
type App = Awaited<ReturnType<typeof app>>;
const events = (a: App) =>
  a.logs.filter((l) => l.event).map((l) => [l.level, l.event, l.outcome, l.account, l.userId, l.msg]);

describe('the session routes', () => {
  it('read the session optionally on two public routes; signing out is for a user', async () => {
    const a = await app();
    expect(a.declared.get('GET /api/auth/session')?.config).toEqual({
      access: 'public',
      session: 'optional',
    });
    expect(a.declared.get('POST /api/auth/sign-in')?.config).toEqual({
      access: 'public',
      session: 'optional',
    });
    expect(a.access.get('POST /api/auth/sign-out')).toBe('user');
    expect(documented(a)).toEqual([
      [
        'GET /api/auth/session',
        ['accounts'],
        'The signed-in user (or null) and the CSRF token for state-changing requests',
      ],
      ['POST /api/auth/sign-in', ['accounts'], 'Sign in with email and password; sets a new session cookie'],
      ['POST /api/auth/sign-out', ['accounts'], 'Sign out: ends the session and clears its cookie'],
    ]);
    // The response schemas are the API's documented answers: the sign-in's refusals included.
    expect(a.declared.get('POST /api/auth/sign-in')?.statuses).toEqual(['200', '401', '403', '429']);
    expect(a.declared.get('POST /api/auth/sign-out')?.statuses).toEqual(['200']);
  });
});

describe('reading the session', () => {
  const read = (a: App, headers: Record<string, string>) =>
    a.inject({ method: 'GET', url: '/api/auth/session', headers });

  it('shows the person, the session’s deadlines and a token bound to the live session cookie', async () => {
    const res = await read(await app(), {
      // A field of the session user the API does not show (the response schema is its serialiser).
      'x-test-user': JSON.stringify({
        id: ANN,
        name: 'Ann',
        email: 'ann@example.com',
        image: 'https://img.example/ann.png',
      }),
      'x-test-session': 'live-token',
      cookie: 'gg.session_token=live-cookie; gg.csrf=csrf-cookie',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toEqual({
      user: {
        id: ANN,
        name: 'Ann',
        email: 'ann@example.com',
        emailVerified: true,
        role: 'user',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      session: {
        createdAt: '2026-11-20T09:00:00.000Z',
        expiresAt: '2026-12-04T09:00:00.000Z',
        absoluteExpiresAt: '2026-12-20T09:00:00.000Z',
      },
      csrfToken: 'csrf-cookie|live-cookie',
    });
  });

  it('clears a session cookie that names no live session, and binds the token to signed out', async () => {
    const res = await read(await app(), { cookie: 'gg.session_token=dead-cookie; gg.csrf=csrf-cookie' });
    expect(res.headers['set-cookie']).toBe('gg.session_token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
    expect(res.json()).toEqual({ user: null, session: null, csrfToken: 'csrf-cookie|undefined' });
  });

  it('gives a visitor without cookies a CSRF cookie and clears nothing', async () => {
    const res = await read(await app(), {});
    expect(res.headers['set-cookie']).toBe('gg.csrf=fresh-csrf; Path=/; HttpOnly; SameSite=Lax');
    expect(res.json().csrfToken).toBe('fresh-csrf|undefined');
  });
});

const signedIn = (over: { token?: string; email?: string } = {}) => {
  const headers = new Headers();
  headers.append('set-cookie', 'gg.session_token=new-cookie; Path=/; HttpOnly');
  return {
    headers,
    response: {
      token: over.token ?? 'new-token',
      user: {
        id: ANN,
        name: 'Ann',
        email: over.email ?? 'ann@example.com',
        emailVerified: true,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
    },
  };
};

const signIn = (a: App, headers: Record<string, string> = {}, email = ' Ann@Example.COM ') =>
  a.inject({ method: 'POST', url: '/api/auth/sign-in', headers, payload: { email, password: 'pw-1' } });

describe('signing in', () => {
  it('signs in with the lower-cased address, resets this browser’s counter and marks the browser as known', async () => {
    signInEmail.mockResolvedValue(signedIn());
    const a = await app();
    const res = await signIn(a, { cookie: 'gg.csrf=csrf-cookie', 'user-agent': 'Firefox' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: ANN,
        name: 'Ann',
        email: 'ann@example.com',
        emailVerified: true,
        role: 'user',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      csrfToken: 'csrf-cookie|new-cookie',
    });
    const [call] = signInEmail.mock.calls[0] ?? [];
    expect(call.body).toEqual({ email: 'ann@example.com', password: 'pw-1' });
    expect(call.returnHeaders).toBe(true);
    expect(call.headers.get('x-forwarded-for')).toBe('127.0.0.1');
    // The IP's counter counts every attempt; a browser without a device cookie is checked per
    // IP+address and per address.
    expect(hit.mock.calls).toEqual([['signInPerIp', '127.0.0.1']]);
    expect(blocked.mock.calls).toEqual([
      ['signInFailuresPerIpAccount', '127.0.0.1|ann@example.com'],
      ['signInFailuresPerAccount', 'ann@example.com'],
    ]);
    // Only this browser's own counter starts again: the account's caps guesses from everywhere.
    expect(reset.mock.calls).toEqual([['signInFailuresPerIpAccount', '127.0.0.1|ann@example.com']]);
    expect(registry.exclusionInForce).toHaveBeenCalledWith(ORM, ANN_KEY, WALL);
    expect(users.deleteSessionByToken).not.toHaveBeenCalled();
    expect(res.headers['cache-control']).toBe('no-store');
    const cookies = res.headers['set-cookie'] as string[];
    expect(cookies[0]).toBe('gg.session_token=new-cookie; Path=/; HttpOnly');
    // A new device cookie for a year (365 × 86,400 s), signed for this address.
    expect(cookies[1]).toMatch(
      /^gg\.device=[\w-]+\.[\w-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(events(a)).toEqual([[30, 'auth.sign-in', 'success', 'ann@example.com', ANN, 'sign-in succeeded']]);
  });

  it('counts a known browser on its own device counter only, never the account’s', async () => {
    signInEmail.mockRejectedValueOnce(new APIError('UNAUTHORIZED', { message: 'Invalid email or password' }));
    const a = await app();
    const wrong = await signIn(a, { cookie: `gg.device=${ANN_DEVICE}` });
    expect(wrong.statusCode).toBe(401);
    expect(blocked.mock.calls).toEqual([['signInFailuresPerDevice', 'dev-1']]);
    expect(hit.mock.calls).toEqual([
      ['signInPerIp', '127.0.0.1'],
      ['signInFailuresPerDevice', 'dev-1'],
    ]);
    signInEmail.mockResolvedValueOnce(signedIn());
    expect((await signIn(a, { cookie: `gg.device=${ANN_DEVICE}` })).statusCode).toBe(200);
    expect(reset.mock.calls).toEqual([['signInFailuresPerDevice', 'dev-1']]);
  });

  it('treats a device cookie of another address, or a forged one, as an unknown browser', async () => {
    signInEmail.mockRejectedValue(new APIError('UNAUTHORIZED', { message: 'Invalid email or password' }));
    const a = await app();
    await signIn(a, { cookie: `gg.device=${ANN_DEVICE}` }, 'bob@example.com');
    await signIn(a, { cookie: `gg.device=dev-2.${ANN_DEVICE.split('.')[1]}` });
    expect(blocked.mock.calls.map(([limit]) => limit)).toEqual([
      'signInFailuresPerIpAccount',
      'signInFailuresPerAccount',
      'signInFailuresPerIpAccount',
      'signInFailuresPerAccount',
    ]);
  });

  it('answers a wrong password with the same 401 as an unknown address, counted per IP+address and address', async () => {
    signInEmail.mockRejectedValue(new APIError('UNAUTHORIZED', { message: 'Invalid email or password' }));
    const a = await app();
    const res = await signIn(a);
    expect([res.statusCode, res.json().message]).toEqual([
      401,
      'The email address or the password is not right.',
    ]);
    expect(hit.mock.calls).toEqual([
      ['signInPerIp', '127.0.0.1'],
      ['signInFailuresPerIpAccount', '127.0.0.1|ann@example.com'],
      ['signInFailuresPerAccount', 'ann@example.com'],
    ]);
    expect(reset).not.toHaveBeenCalled();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(events(a)).toEqual([
      [40, 'auth.sign-in', 'failure', 'ann@example.com', undefined, 'sign-in failed'],
    ]);
  });

  it('answers 429 with the wait: the IP first, then each failure counter, before asking the library', async () => {
    const a = await app();
    hit.mockResolvedValueOnce(30);
    const ip = await signIn(a);
    expect([ip.statusCode, ip.headers['retry-after']]).toEqual([429, '30']);
    expect(blocked).not.toHaveBeenCalled();
    blocked.mockResolvedValueOnce(0).mockResolvedValueOnce(900);
    const account = await signIn(a);
    expect([account.statusCode, account.headers['retry-after'], account.json().message]).toEqual([
      429,
      '900',
      'Too many attempts. Try again in 900 s.',
    ]);
    blocked.mockResolvedValueOnce(450);
    expect((await signIn(a)).headers['retry-after']).toBe('450');
    expect(signInEmail).not.toHaveBeenCalled();
  });

  it('refuses a self-excluded address after the right password: 403 with the end, the new session ended, no cookie', async () => {
    signInEmail.mockResolvedValue(signedIn({ token: 'made-token' }));
    vi.mocked(registry.exclusionInForce).mockResolvedValueOnce({ endsAt: new Date('2027-05-27T12:00:00Z') });
    const a = await app();
    const res = await signIn(a);
    expect([res.statusCode, res.json().message]).toEqual([
      403,
      'This address is self-excluded until 2027-05-27T12:00:00.000Z: signing in is closed until then.',
    ]);
    expect(users.deleteSessionByToken).toHaveBeenCalledWith(ORM, 'made-token');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(events(a)).toEqual([
      [30, 'auth.sign-in', 'self-excluded', 'ann@example.com', ANN, 'sign-in refused'],
    ]);
    vi.mocked(registry.exclusionInForce).mockResolvedValueOnce({ endsAt: null });
    expect((await signIn(a)).json().message).toBe(
      'This address is self-excluded permanently: signing in is closed.',
    );
  });

  it('ends the session the browser came with (no fixation)', async () => {
    signInEmail.mockResolvedValue(signedIn());
    const res = await signIn(await app(), { 'x-test-session': 'old-token' });
    expect(res.statusCode).toBe(200);
    expect(users.deleteSessionByToken).toHaveBeenCalledWith(ORM, 'old-token');
  });

  it('shows the role the admin list gives', async () => {
    signInEmail.mockResolvedValue(signedIn({ email: 'boss@example.com' }));
    expect((await signIn(await app())).json().user.role).toBe('admin');
  });

  it('asks an unconfirmed address to confirm (403, nothing counted); other failures are not swallowed', async () => {
    const a = await app();
    signInEmail.mockRejectedValueOnce(
      new APIError('FORBIDDEN', { message: 'Email not verified', code: 'EMAIL_NOT_VERIFIED' }),
    );
    const res = await signIn(a);
    expect([res.statusCode, res.json().message]).toEqual([
      403,
      'Confirm your email address first: use the link we sent, or ask for a new one.',
    ]);
    expect(events(a)).toEqual([
      [
        30,
        'auth.sign-in',
        'unverified',
        'ann@example.com',
        undefined,
        'sign-in refused: address not confirmed',
      ],
    ]);
    signInEmail.mockRejectedValueOnce(new APIError('FORBIDDEN', { message: 'banned', code: 'BANNED' }));
    // The library's own 403, not the confirm-your-address answer.
    const banned = await signIn(a);
    expect([banned.statusCode, banned.json().message]).toEqual([403, 'banned']);
    signInEmail.mockRejectedValueOnce(new Error('db down'));
    expect((await signIn(a)).statusCode).toBe(500);
    expect(hit.mock.calls.filter(([limit]) => limit !== 'signInPerIp')).toEqual([]);
  });
});

describe('signing out', () => {
  it('ends the session through the library and forwards its cookies', async () => {
    const headers = new Headers();
    headers.append('set-cookie', 'gg.session_token=; Max-Age=0; Path=/');
    signOut.mockResolvedValue({ headers });
    const a = await app();
    const res = await a.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...AS(ANN), cookie: 'gg.session_token=live-cookie' },
    });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
    expect(res.headers['set-cookie']).toBe('gg.session_token=; Max-Age=0; Path=/');
    const [call] = signOut.mock.calls[0] ?? [];
    expect(call.returnHeaders).toBe(true);
    expect(call.headers.get('cookie')).toBe('gg.session_token=live-cookie');
    expect(events(a)).toEqual([[30, 'auth.sign-out', undefined, undefined, ANN, 'signed out']]);
  });
});
