// The authorization matrix, generated from the app's own route table (app.routeAccess, filled by the
// onRoute hook as routes register): a route added later is covered without editing this file.
// RELIABILITY T28 (CSRF on every state-changing route) and the access half of T33/T34.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import type { RouteAccess } from './access.ts';
import { STATE_CHANGING } from './access.ts';

/** Routes allowed to skip CSRF: Stripe's webhook, authenticated by its signature (decision 121). */
// Each authenticated by something other than a browser session: Stripe's signature on the raw body
// (decision 121), and the signed token of a one-click unsubscribe a mail client POSTs (RFC 8058,
// decision 122).
const CSRF_EXEMPT: string[] = ['/api/newsletter/one-click-unsubscribe', '/api/stripe/webhook'];

const concrete = (url: string) => url.replace(/:[^/]+/g, 'x').replace(/\*$/, 'x');

let t: TestApp;
let user: TestBrowser;
let admin: TestBrowser;
let routes: RouteAccess[];

beforeAll(async () => {
  t = await createTestApp();
  user = await signedInBrowser(t, 'user@example.com');
  admin = await signedInBrowser(t, 'admin@example.com', { admin: true });
  routes = t.app.routeAccess.filter((r) => !r.framework && r.method !== 'HEAD');
});
afterAll(() => t.close());

/** A visitor who fetched a CSRF token, as the web app does before any form. */
async function visitor() {
  const browser = new TestBrowser(t.app);
  await browser.session();
  return browser;
}

describe('the route table', () => {
  it('lists the account routes with their declared access', () => {
    const byKey = new Map(routes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(byKey.get('GET /api/auth/session')).toBe('public');
    expect(byKey.get('POST /api/auth/sign-in')).toBe('public');
    expect(byKey.get('POST /api/auth/sign-out')).toBe('user');
    expect(byKey.get('GET /api/user/export')).toBe('user');
    expect(byKey.get('DELETE /api/user')).toBe('user');
    expect(byKey.get('GET /api/admin/mail')).toBe('admin');
    expect(byKey.get('GET /api/teams')).toBe('public');
  });

  it('only lets the listed routes skip the CSRF check', () => {
    const skipping = routes.filter((r) => STATE_CHANGING.has(r.method) && !r.csrf).map((r) => r.url);
    expect(skipping.sort()).toEqual(CSRF_EXEMPT);
  });

  it('holds only read-only routes outside the API', () => {
    const outside = t.app.routeAccess.filter((r) => r.framework);
    expect(outside.length).toBeGreaterThan(0);
    for (const route of outside) expect(['GET', 'HEAD']).toContain(route.method);
  });

  it('documents every API route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const route of routes) {
      const path = route.url.replace(/:([^/]+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('refuses to start when a route declares no access', async () => {
    await expect(
      createTestApp({
        beforeReady(app) {
          app.post('/api/forgot-to-say', async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow(/POST \/api\/forgot-to-say declares no access/);
  });
});

describe('who may call each route', () => {
  it('answers a visitor 401 on every user and admin route', async () => {
    const guest = await visitor();
    const closed = routes.filter((r) => r.access !== 'public');
    expect(closed.length).toBeGreaterThanOrEqual(5);
    for (const route of closed) {
      const res = await guest.request(route.method as 'GET', concrete(route.url), undefined);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers a signed-in user 403 on every admin route, and lets an admin through', async () => {
    const adminOnly = routes.filter((r) => r.access === 'admin');
    expect(adminOnly.length).toBeGreaterThanOrEqual(1);
    for (const route of adminOnly) {
      const url = concrete(route.url);
      const asUser = await user.request(route.method as 'GET', url, undefined);
      expect(asUser.statusCode, `${route.method} ${route.url} as user`).toBe(403);
      const asAdmin = await admin.request(route.method as 'GET', url, undefined);
      expect([401, 403], `${route.method} ${route.url} as admin`).not.toContain(asAdmin.statusCode);
    }
  });
});

describe('CSRF on every state-changing route', () => {
  // Signing out last: the final test really signs the user out.
  const cases = () =>
    routes
      .filter((r) => STATE_CHANGING.has(r.method) && r.csrf)
      .sort((a, b) => Number(a.url.endsWith('/sign-out')) - Number(b.url.endsWith('/sign-out')));

  /** Who passes the access check of the route, so only the CSRF layer can refuse. */
  const callerFor = async (route: RouteAccess) =>
    route.access === 'admin' ? admin : route.access === 'user' ? user : await visitor();

  it('covers the account routes', () => {
    const urls = cases().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-up',
        'POST /api/auth/sign-in',
        'POST /api/auth/sign-out',
        'POST /api/auth/change-password',
        'POST /api/auth/reset-password',
        'DELETE /api/user',
      ]),
    );
  });

  it('refuses a request without a token, with another browser’s token, or from another site (403)', async () => {
    const stranger = await visitor();
    for (const route of cases()) {
      const caller = await callerFor(route);
      const url = concrete(route.url);
      const name = `${route.method} ${route.url}`;
      const method = route.method as 'POST';
      const missing = await caller.request(method, url, {}, { csrfToken: null });
      expect(missing.statusCode, `${name} without token`).toBe(403);
      const foreign = await caller.request(method, url, {}, { csrfToken: stranger.csrfToken });
      expect(foreign.statusCode, `${name} with another browser's token`).toBe(403);
      const otherSession = caller === user ? admin : user;
      const sessionSwap = await caller.request(method, url, {}, { csrfToken: otherSession.csrfToken });
      expect(sessionSwap.statusCode, `${name} with another session's token`).toBe(403);
      const evilOrigin = await caller.request(
        method,
        url,
        {},
        { headers: { origin: 'https://evil.example' } },
      );
      expect(evilOrigin.statusCode, `${name} from another origin`).toBe(403);
      const crossSite = await caller.request(
        method,
        url,
        {},
        { headers: { 'sec-fetch-site': 'cross-site' } },
      );
      expect(crossSite.statusCode, `${name} marked cross-site`).toBe(403);
    }
  });

  it('refuses bodies that are not JSON (415)', async () => {
    for (const route of cases()) {
      const caller = await callerFor(route);
      const url = concrete(route.url);
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const res = await caller.request(route.method as 'POST', url, 'a=1', {
          headers: { 'content-type': type },
        });
        expect(res.statusCode, `${route.method} ${route.url} as ${type}`).toBe(415);
      }
    }
  });

  it('lets a same-origin request with the right token through the frame', async () => {
    for (const route of cases()) {
      const caller = await callerFor(route);
      const res = await caller.request(
        route.method as 'POST',
        concrete(route.url),
        {},
        {
          headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
        },
      );
      // An empty body is then refused by the route's own schema, not by the frame.
      expect([401, 403, 415], `${route.method} ${route.url}`).not.toContain(res.statusCode);
    }
  });
});
