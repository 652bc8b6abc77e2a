// The cookies of a site served over HTTPS (RELIABILITY T24): `__Host-` names, Secure, HttpOnly,
// SameSite=Lax, Path=/ and no Domain on every cookie the app sets, so no other host or plain-HTTP page
// can plant or read them. The loopback names are covered in routes/auth.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, PASSWORD, signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

const SITE = 'https://gogorilla.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { auth: { siteUrl: SITE, secret: 'k'.repeat(43), adminEmails: [] } },
  });
});
afterAll(() => t.close());

const setCookies = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie'] ?? []].flat().map(String);

function expectHostCookie(line: string) {
  expect(line).toMatch(/^__Host-gg\./);
  expect(line).toMatch(/; Secure/i);
  expect(line).toMatch(/; HttpOnly/i);
  expect(line).toMatch(/; SameSite=Lax/i);
  expect(line).toMatch(/; Path=\/(;|$)/i);
  expect(line).not.toMatch(/; Domain=/i);
}

describe('cookies on an HTTPS site', () => {
  it('names every cookie __Host- and marks it Secure, HttpOnly, SameSite=Lax, Path=/ without Domain', async () => {
    const visitor = new TestBrowser(t.app);
    const first = await visitor.session();
    const csrf = setCookies(first);
    expect(csrf).toHaveLength(1);
    for (const line of csrf) expectHostCookie(line);

    const b = await signedInBrowser(t, 'secure@example.com');
    // The device cookie (decision 093) is set on a successful sign-in, under the same rules.
    expect([...b.cookies.keys()].sort()).toEqual([
      '__Host-gg.csrf',
      '__Host-gg.device',
      '__Host-gg.session_token',
    ]);
    const again = await b.post('/api/auth/sign-in', { email: 'secure@example.com', password: PASSWORD });
    expect(again.statusCode).toBe(200);
    const lines = setCookies(again);
    expect(lines.some((l) => l.startsWith('__Host-gg.session_token='))).toBe(true);
    for (const line of lines) expectHostCookie(line);
    expect((await b.get('/api/user/export')).statusCode).toBe(200);

    const out = await b.post('/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    for (const line of setCookies(out)) expectHostCookie(line);
  });

  it('ignores the session under its plain name: only the __Host- cookie signs in', async () => {
    const b = await signedInBrowser(t, 'plain@example.com');
    const value = b.cookies.get('__Host-gg.session_token') as string;
    expect(value).toMatch(/^[A-Za-z0-9]{32,}\./);
    const planted = new TestBrowser(t.app);
    planted.cookies.set('gg.session_token', value);
    expect((await planted.get('/api/user/export')).statusCode).toBe(401);
  });

  it('mails https links to the site and refuses the same host over plain HTTP as an origin', async () => {
    const b = new TestBrowser(t.app);
    await b.session();
    await b.post('/api/auth/sign-up', { name: 'L', email: 'links@example.com', password: PASSWORD });
    expect((await lastMail(t, 'links@example.com', 'verify-email')).bodyText).toContain(
      `${SITE}/verify-email?token=`,
    );
    const body = { email: 'links@example.com' };
    const http = await b.post('/api/auth/request-password-reset', body, {
      headers: { origin: 'http://gogorilla.example' },
    });
    expect(http.statusCode).toBe(403);
    const https = await b.post('/api/auth/request-password-reset', body, { headers: { origin: SITE } });
    expect(https.statusCode).toBe(200);
  });
});
