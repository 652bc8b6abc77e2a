// Issue 20, seen 8: password-reset tokens were stored in clear, and the email-verification link could
// be used again for 24 h. Both read from the database and from a second use of the link.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, PASSWORD, TestBrowser, tokenIn } from '../../../tests/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function visitor() {
  const browser = new TestBrowser(t.app);
  await browser.session();
  return browser;
}

const identifiers = async () =>
  (await t.database.db.orm.execute<{ identifier: string }>('select identifier from verifications')).rows.map(
    (r) => r.identifier,
  );

describe('a password-reset token at rest', () => {
  it('is stored as its SHA-256, never as the mailed token, and still resets once', async () => {
    const b = await visitor();
    const signUp = await b.post('/api/auth/sign-up', {
      name: 'r',
      email: 'reset@example.com',
      password: PASSWORD,
    });
    expect(signUp.statusCode).toBe(200);
    await b.post('/api/auth/request-password-reset', { email: 'reset@example.com' });
    const token = tokenIn((await lastMail(t, 'reset@example.com', 'reset-password')).bodyText);
    const stored = await identifiers();
    expect(stored.some((id) => id.includes(token))).toBe(false);
    // base64url(SHA-256('reset-password:' + token)), computed here by hand from the definition.
    const hashed = createHash('sha256').update(`reset-password:${token}`).digest('base64url');
    expect(stored).toContain(hashed);
    const reset = await b.post('/api/auth/reset-password', { token, newPassword: 'new-Gorilla-pass' });
    expect(reset.statusCode).toBe(200);
    expect(await identifiers()).not.toContain(hashed);
    const again = await b.post('/api/auth/reset-password', { token, newPassword: 'other-Gorilla-pass' });
    expect(again.statusCode).toBe(400);
  });

  it('cannot be used as the stored hash (a leaked table row is not a link)', async () => {
    const b = await visitor();
    await b.post('/api/auth/sign-up', { name: 'h', email: 'hash@example.com', password: PASSWORD });
    await b.post('/api/auth/request-password-reset', { email: 'hash@example.com' });
    const token = tokenIn((await lastMail(t, 'hash@example.com', 'reset-password')).bodyText);
    const hashed = createHash('sha256').update(`reset-password:${token}`).digest('base64url');
    const res = await b.post('/api/auth/reset-password', {
      token: hashed.replace(/^reset-password:/, ''),
      newPassword: 'new-Gorilla-pass',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the email-verification link', () => {
  it('confirms the address once; the same link again is refused', async () => {
    const b = await visitor();
    await b.post('/api/auth/sign-up', { name: 'v', email: 'verify@example.com', password: PASSWORD });
    const token = tokenIn((await lastMail(t, 'verify@example.com', 'verify-email')).bodyText);
    const first = await b.post('/api/auth/verify-email', { token });
    expect(first.statusCode, first.body).toBe(200);
    const second = await b.post('/api/auth/verify-email', { token });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toContain('not valid or has expired');
  });
});
