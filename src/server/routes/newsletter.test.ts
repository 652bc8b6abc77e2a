// POST /api/newsletter: a valid address is stored once (lower-cased), a repeat changes nothing, and a
// bad input is refused with a readable 400 and stores nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../../../tests/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

describe('POST /api/newsletter', () => {
  let t: TestApp;
  let browser: TestBrowser;
  const stored = async () =>
    (
      await t.database.db.orm.execute<{ email: string }>(
        sql`select email from newsletter_subscribers order by email`,
      )
    ).rows.map((r) => r.email);
  // As the web app does: the CSRF token from GET /api/auth/session rides along (decision 045).
  const post = (payload: unknown, contentType = 'application/json', csrfToken?: null) =>
    browser.request(
      'POST',
      '/api/newsletter',
      typeof payload === 'string' ? payload : JSON.stringify(payload),
      { headers: { 'content-type': contentType }, ...(csrfToken === null ? { csrfToken } : {}) },
    );

  beforeAll(async () => {
    t = await createTestApp({ now: '2025-11-19T12:00:00Z' });
    browser = new TestBrowser(t.app);
    await browser.session();
  });

  it('refuses a sign-up without the CSRF token (another site cannot subscribe an address) and stores nothing', async () => {
    const res = await post({ email: 'forged@example.com' }, 'application/json', null);
    expect(res.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });
  afterAll(() => t.close());

  it('stores a new address and confirms it', async () => {
    const res = await post({ email: '  Silverback@Example.com ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      status: 'subscribed',
      email: 'silverback@example.com',
      message:
        'Welcome to the Jungle! silverback@example.com is on the list for the weekly picks newsletter.',
    });
    expect(await stored()).toEqual(['silverback@example.com']);
  });

  it('answers a repeat (in any case) as already subscribed and stores nothing more', async () => {
    const res = await post({ email: 'SILVERBACK@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'already_subscribed', email: 'silverback@example.com' });
    expect(await stored()).toEqual(['silverback@example.com']);
  });

  it.each([
    ['not an address', { email: 'banana' }, /email: Enter a valid email address/],
    ['an empty address', { email: '' }, /email/],
    ['no address', {}, /email/],
    ['an unknown field', { email: 'ok@example.com', plan: 'premium' }, /Unrecognized key/],
    ['a very long address', { email: `${'a'.repeat(250)}@example.com` }, /email/],
  ])('refuses %s with 400 and stores nothing', async (_name, body, message) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await stored()).toEqual(['silverback@example.com']);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await post('email=a@example.com', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(await stored()).toEqual(['silverback@example.com']);
  });
});
