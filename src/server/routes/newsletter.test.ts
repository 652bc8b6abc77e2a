// The newsletter with double opt-in: a sign-up stores a pending address and queues one confirmation
// mail (token hashed at rest, 48 h); the link confirms it once; an unsubscribe link takes it off; only
// confirmed addresses are recipients. Bad input is refused with a readable 400 and stores nothing.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, TestBrowser, tokenIn } from '../../../tests/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { newsletterRecipients } from '../../db/repositories/newsletter.ts';
import { RATE_WINDOW_MS } from '../rate-limits.ts';

let wall = new Date('2026-11-23T12:00:00Z');
const HOUR = 3_600_000;

describe('the newsletter, with double opt-in', () => {
  let t: TestApp;
  let browser: TestBrowser;
  const stored = async () =>
    (
      await t.database.db.orm.execute<{ email: string; status: string; confirm_token_hash: string | null }>(
        sql`select email, status, confirm_token_hash from newsletter_subscribers order by email`,
      )
    ).rows;
  const confirmMails = async (to: string) =>
    (
      await t.database.db.orm.execute(
        sql`select 1 from mail_outbox where to_address = ${to} and kind = 'newsletter-confirm'`,
      )
    ).rows.length;
  // As the web app does: the CSRF token from GET /api/auth/session rides along (decision 045).
  const post = (
    payload: unknown,
    contentType = 'application/json',
    csrfToken?: null,
    url = '/api/newsletter',
  ) =>
    browser.request('POST', url, typeof payload === 'string' ? payload : JSON.stringify(payload), {
      headers: { 'content-type': contentType },
      ...(csrfToken === null ? { csrfToken } : {}),
    });
  const linkParams = (text: string, page: string) => {
    const url = new URL(text.split(/\s+/).find((w) => w.includes(page)) ?? '');
    return Object.fromEntries(url.searchParams);
  };

  beforeAll(async () => {
    // The rate-limit windows follow the wall clock, so the sign-ups here never depend on a real minute.
    t = await createTestApp({
      now: '2025-11-19T12:00:00Z',
      wallNow: () => wall,
      rateLimitNow: () => wall.getTime(),
    });
    browser = new TestBrowser(t.app);
    await browser.session();
  });
  afterAll(() => t.close());

  it('refuses a sign-up without the CSRF token (another site cannot subscribe an address) and stores nothing', async () => {
    const res = await post({ email: 'forged@example.com' }, 'application/json', null);
    expect(res.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
    for (const url of ['/api/newsletter/confirm', '/api/newsletter/unsubscribe']) {
      expect(
        (await post({ token: 'x', email: 'a@example.com' }, 'application/json', null, url)).statusCode,
      ).toBe(403);
    }
  });

  it('stores a new address as pending, mails a confirmation link, and says to check the inbox', async () => {
    const res = await post({ email: '  Silverback@Example.com ' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      status: 'check_inbox',
      email: 'silverback@example.com',
      message:
        'Check your inbox: we sent a confirmation link to silverback@example.com. Nothing is sent until you open it.',
    });
    const mail = await lastMail(t, 'silverback@example.com', 'newsletter-confirm');
    const token = tokenIn(mail.bodyText);
    expect(mail.bodyText).toContain(`http://localhost:3000/newsletter/confirm?token=`);
    expect(mail.expiresAt.getTime()).toBe(wall.getTime() + 48 * HOUR);
    // Hashed at rest: the table holds SHA-256 of the token, never the token.
    const [row] = await stored();
    expect(row).toEqual({
      email: 'silverback@example.com',
      status: 'pending',
      confirm_token_hash: createHash('sha256').update(token).digest('hex'),
    });
    expect(JSON.stringify(await stored())).not.toContain(token);
    expect(await newsletterRecipients(t.database.db.orm, wall)).toEqual([]);
  });

  it('answers a repeat the same way without a second mail within 24 hours', async () => {
    const res = await post({ email: 'SILVERBACK@example.com' });
    expect(res.statusCode).toBe(202);
    expect(res.json().status).toBe('check_inbox');
    expect(await confirmMails('silverback@example.com')).toBe(1);
  });

  it('confirms with the mailed token once, after which the address is a recipient', async () => {
    const token = tokenIn((await lastMail(t, 'silverback@example.com', 'newsletter-confirm')).bodyText);
    const res = await post({ token }, 'application/json', undefined, '/api/newsletter/confirm');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', email: 'silverback@example.com' });
    expect(await newsletterRecipients(t.database.db.orm, wall)).toEqual(['silverback@example.com']);
    const again = await post({ token }, 'application/json', undefined, '/api/newsletter/confirm');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/expired or was already used/);
    // Signing up a confirmed address again mails nothing and changes nothing.
    wall = new Date(wall.getTime() + HOUR);
    await post({ email: 'silverback@example.com' });
    expect(await confirmMails('silverback@example.com')).toBe(1);
    expect((await stored())[0]?.status).toBe('confirmed');
  });

  it('refuses a confirmation link after 48 hours', async () => {
    await post({ email: 'late@example.com' });
    const token = tokenIn((await lastMail(t, 'late@example.com', 'newsletter-confirm')).bodyText);
    wall = new Date(wall.getTime() + 48 * HOUR + 1);
    expect((await post({ token }, 'application/json', undefined, '/api/newsletter/confirm')).statusCode).toBe(
      400,
    );
    expect(await newsletterRecipients(t.database.db.orm, wall)).toEqual(['silverback@example.com']);
    // A new sign-up (after the resend pause) mails a fresh link that works.
    await post({ email: 'late@example.com' });
    expect(await confirmMails('late@example.com')).toBe(2);
    const fresh = tokenIn((await lastMail(t, 'late@example.com', 'newsletter-confirm')).bodyText);
    expect(
      (await post({ token: fresh }, 'application/json', undefined, '/api/newsletter/confirm')).statusCode,
    ).toBe(200);
  });

  it('unsubscribes with the link from the mail, and refuses a forged one', async () => {
    const mail = await lastMail(t, 'late@example.com', 'newsletter-confirm');
    const { email, token } = linkParams(mail.bodyText, '/newsletter/unsubscribe');
    expect(email).toBe('late@example.com');
    const forged = await post(
      { email: 'silverback@example.com', token },
      'application/json',
      undefined,
      '/api/newsletter/unsubscribe',
    );
    expect(forged.statusCode).toBe(400);
    const res = await post({ email, token }, 'application/json', undefined, '/api/newsletter/unsubscribe');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'unsubscribed', email: 'late@example.com' });
    expect(await newsletterRecipients(t.database.db.orm, wall)).toEqual(['silverback@example.com']);
  });

  it.each([
    ['not an address', { email: 'banana' }, /email: Enter a valid email address/],
    ['an empty address', { email: '' }, /email/],
    ['no address', {}, /email/],
    ['an unknown field', { email: 'ok@example.com', plan: 'premium' }, /Unrecognized key/],
    ['a very long address', { email: `${'a'.repeat(250)}@example.com` }, /email/],
  ])('refuses %s with 400 and stores nothing', async (_name, body, message) => {
    const before = await stored();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await stored()).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const before = await stored();
    const res = await post('email=a@example.com', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
  });
});

// Issue 20: the sign-up form mailed third parties at ~300 addresses a minute per IP. Now each client IP
// has 5 sign-ups a minute (RATE_LIMITS.ipWritesPerMinute) and each address gets at most one
// confirmation mail in 24 hours however many sign-ups, from however many clients, name it.
describe('the newsletter sign-up limits, per client and per address', () => {
  let t: TestApp;
  let browser: TestBrowser;
  let wallNow = new Date('2026-11-24T09:00:00Z');
  // 15 s into a one-minute window, so a refusal says "Retry in 45 s" (60 - 15).
  let rateNow = 1_000 * RATE_WINDOW_MS + 15_000;
  const answer = (email: string) => ({
    status: 'check_inbox',
    email,
    message: `Check your inbox: we sent a confirmation link to ${email}. Nothing is sent until you open it.`,
  });
  const signUp = (email: string, remoteAddress?: string) =>
    browser.request('POST', '/api/newsletter', JSON.stringify({ email }), {
      headers: { 'content-type': 'application/json' },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const mailsTo = async (to: string) =>
    (
      await t.database.db.orm.execute(
        sql`select 1 from mail_outbox where to_address = ${to} and kind = 'newsletter-confirm'`,
      )
    ).rows.length;

  beforeAll(async () => {
    t = await createTestApp({
      now: '2025-11-19T12:00:00Z',
      wallNow: () => wallNow,
      rateLimitNow: () => rateNow,
    });
    browser = new TestBrowser(t.app);
    await browser.session();
  });
  afterAll(() => t.close());

  it('takes 5 sign-ups a minute from one client, refuses the 6th with 429 and no mail; others carry on', async () => {
    for (const n of [1, 2, 3, 4, 5]) {
      const res = await signUp(`reader${n}@example.com`);
      expect(res.statusCode, `sign-up ${n}`).toBe(202);
    }
    const refused = await signUp('reader6@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Rate limit reached: 5 requests to POST /api/newsletter per client a minute. Retry in 45 s.',
    });
    expect(await mailsTo('reader6@example.com')).toBe(0);
    // Another client in the same minute is not held back.
    expect((await signUp('reader7@example.com', '10.20.0.7')).statusCode).toBe(202);
    expect(await mailsTo('reader7@example.com')).toBe(1);
    // The next window: the first client may sign up again.
    rateNow += 45_000;
    expect((await signUp('reader6@example.com')).statusCode).toBe(202);
    expect(await mailsTo('reader6@example.com')).toBe(1);
  });

  it('mails an address once however many sign-ups name it, 20 at once from 20 clients, with the same answer', async () => {
    rateNow += RATE_WINDOW_MS;
    const first = await signUp('victim@example.com', '10.30.0.1');
    const second = await signUp('victim@example.com', '10.30.0.2');
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signUp('victim@example.com', `10.31.0.${i + 1}`)),
    );
    for (const res of [first, second, ...burst]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(answer('victim@example.com'));
    }
    // 22 sign-ups, 1 mail.
    expect(await mailsTo('victim@example.com')).toBe(1);

    // 20 concurrent sign-ups of a fresh address: the conditional upsert lets exactly one through.
    await Promise.all(Array.from({ length: 20 }, (_, i) => signUp('crowd@example.com', `10.32.0.${i + 1}`)));
    expect(await mailsTo('crowd@example.com')).toBe(1);

    // Another address still gets its mail.
    expect((await signUp('bystander@example.com', '10.33.0.1')).statusCode).toBe(202);
    expect(await mailsTo('bystander@example.com')).toBe(1);
  });

  it('mails the address again only 24 hours after the last confirmation mail', async () => {
    // 23 h 59 min after the first mail: still the one mail.
    wallNow = new Date('2026-11-25T08:59:00Z');
    rateNow += RATE_WINDOW_MS;
    expect((await signUp('victim@example.com', '10.34.0.1')).json()).toEqual(answer('victim@example.com'));
    expect(await mailsTo('victim@example.com')).toBe(1);
    // 24 h 1 min after it (09:00 + 24 h + 1 min): a fresh link, a second mail.
    wallNow = new Date('2026-11-25T09:01:00Z');
    expect((await signUp('victim@example.com', '10.34.0.2')).json()).toEqual(answer('victim@example.com'));
    expect(await mailsTo('victim@example.com')).toBe(2);
  });
});
