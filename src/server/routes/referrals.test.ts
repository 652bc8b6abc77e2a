// Referrals and first-party analytics on real PostgreSQL (decision 123): a person's code and counts,
// clicks once per visitor a day and rate-limited, no self-referral, attribution through a new account's
// sign-up and its paid plan, analytics events with Do Not Track, and the admin's funnel (403 for others).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress, signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { baseTestConfig, createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { users } from '../../db/schema/auth.ts';
import { analyticsEvents } from '../../db/schema/growth.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import type { AdminFunnel } from '../../shared/api/analytics.ts';
import type { MyReferrals } from '../../shared/api/referrals.ts';

let t: TestApp;
let ann: TestBrowser;
let bob: TestBrowser;
let admin: TestBrowser;
let code: string;
// One rate-limit window for the whole file: the per-address limits are counted, never reset mid-test.
const WINDOW = Date.parse('2026-11-27T12:00:10Z');

const visitor = async (address = nextAddress(), headers: Record<string, string> = {}) => {
  const b = new TestBrowser(t.app, address);
  await b.session();
  return { b, post: (url: string, body: unknown) => b.post(url, body, { headers }) };
};

beforeAll(async () => {
  t = await createTestApp({ rateLimitNow: () => WINDOW });
  ann = await signedInBrowser(t, 'ann@example.com');
  admin = await signedInBrowser(t, 'boss@example.com', { admin: true });
  code = ((await ann.get('/api/referrals/me')).json() as MyReferrals).code;
}, 60_000);
afterAll(() => t.close());

describe('referral code', () => {
  it('is random, kept, and shown with its link', async () => {
    expect(code).toMatch(/^[abcdefghjkmnpqrstuvwxyz23456789]{10}$/);
    const again = (await ann.get('/api/referrals/me')).json() as MyReferrals;
    expect(again).toEqual({
      code,
      link: `${baseTestConfig().auth.siteUrl}/?ref=${code}`,
      clicks: 0,
      signUps: 0,
      paid: 0,
    });
    // Another person gets another code.
    const theirs = (await admin.get('/api/referrals/me')).json() as MyReferrals;
    expect(theirs.code).not.toBe(code);
  });

  it('needs a session', async () => {
    expect((await new TestBrowser(t.app).get('/api/referrals/me')).statusCode).toBe(401);
  });
});

describe('clicks', () => {
  it('count once per visitor a day, never the owner, and refuse unknown or malformed codes', async () => {
    const first = await visitor();
    expect((await first.post('/api/referrals/click', { code })).json()).toEqual({ counted: true });
    expect((await first.post('/api/referrals/click', { code })).json()).toEqual({ counted: false });
    const second = await visitor();
    expect((await second.post('/api/referrals/click', { code })).json()).toEqual({ counted: true });
    // Ann opening her own link: not counted.
    expect((await ann.post('/api/referrals/click', { code })).json()).toEqual({ counted: false });
    expect((await second.post('/api/referrals/click', { code: 'zzzzzzzzzz' })).statusCode).toBe(404);
    expect((await second.post('/api/referrals/click', { code: 'ABC' })).statusCode).toBe(400);
    // 2 visitors.
    expect(((await ann.get('/api/referrals/me')).json() as MyReferrals).clicks).toBe(2);
  });

  it('are rate-limited per client address: the 11th in a minute gets 429', async () => {
    const one = await visitor();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await one.post('/api/referrals/click', { code })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('attribution', () => {
  it('nobody can refer themselves', async () => {
    const res = await ann.post('/api/referrals/attribute', { code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'You cannot refer yourself.' });
  });

  it("a new account's stored code attributes its sign-up once, and its paid plan counts as a conversion", async () => {
    bob = await signedInBrowser(t, 'bob@example.com');
    expect((await bob.post('/api/referrals/attribute', { code })).json()).toMatchObject({
      status: 'attributed',
    });
    expect((await bob.post('/api/referrals/attribute', { code })).json()).toMatchObject({
      status: 'already',
    });
    // 3 clicks: the two visitors above and the rate-limited one's first (counted once that day).
    expect((await ann.get('/api/referrals/me')).json()).toMatchObject({ clicks: 3, signUps: 1, paid: 0 });
    const [row] = await t.database.db.orm
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'bob@example.com'));
    const now = new Date();
    await t.database.db.orm.insert(subscriptions).values({
      userId: row?.id as string,
      status: 'active',
      currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
      lastEventAt: now,
      updatedAt: now,
    });
    expect((await ann.get('/api/referrals/me')).json()).toMatchObject({ clicks: 3, signUps: 1, paid: 1 });
  });
});

describe('analytics events', () => {
  it('are not kept when the browser sends DNT: 1', async () => {
    const dnt = await visitor(nextAddress(), { dnt: '1' });
    const res = await dnt.post('/api/analytics/event', { event: 'page_view', path: '/' });
    expect(res.json()).toEqual({ stored: false });
    expect(await t.database.db.orm.select().from(analyticsEvents)).toEqual([]);
  });

  it('are validated: an unknown event or a path with a query is refused', async () => {
    const v = await visitor();
    expect((await v.post('/api/analytics/event', { event: 'buy_now', path: '/' })).statusCode).toBe(400);
    expect(
      (await v.post('/api/analytics/event', { event: 'page_view', path: '/x?token=1' })).statusCode,
    ).toBe(400);
  });

  it('beyond 60 a minute from one address are dropped, not refused', async () => {
    const v = await visitor();
    const answers: unknown[] = [];
    for (let i = 0; i < 61; i += 1)
      answers.push((await v.post('/api/analytics/event', { event: 'modal_dismiss', path: '/' })).json());
    expect(answers.slice(0, 60).every((a) => (a as { stored: boolean }).stored)).toBe(true);
    expect(answers[60]).toEqual({ stored: false });
    // The 60 kept ones are deleted again so the funnel below counts only its own events.
    await t.database.db.orm.delete(analyticsEvents).where(eq(analyticsEvents.event, 'modal_dismiss'));
  });

  it('are stored first-party with a keyed visitor hash, never the address', async () => {
    const address = '127.0.9.77';
    const v = await visitor(address);
    const res = await v.post('/api/analytics/event', {
      event: 'page_view',
      path: '/weekly-picks',
      referralCode: code,
    });
    expect(res.json()).toEqual({ stored: true });
    const rows = await t.database.db.orm.select().from(analyticsEvents);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(address);
    expect(rows[0]).toMatchObject({
      event: 'page_view',
      path: '/weekly-picks',
      referralCode: code,
      userId: null,
    });
  });
});

describe('admin funnel', () => {
  it('is refused to anyone but an admin', async () => {
    expect((await ann.get('/api/admin/funnel')).statusCode).toBe(403);
    expect((await new TestBrowser(t.app).get('/api/admin/funnel')).statusCode).toBe(401);
  });

  it('counts the week: visits, claims, sign-ups, checkouts, paid; and each code', async () => {
    // One more visitor with two page views (1 visitor), and the same visitor of the last test again (no new one).
    const v = await visitor();
    await v.post('/api/analytics/event', { event: 'page_view', path: '/' });
    await v.post('/api/analytics/event', { event: 'page_view', path: '/blog' });
    await v.post('/api/analytics/event', { event: 'free_pick_claim', path: '/weekly-picks' });
    await v.post('/api/analytics/event', { event: 'checkout_start', path: '/weekly-picks' });
    const back = await visitor('127.0.9.77');
    await back.post('/api/analytics/event', { event: 'page_view', path: '/' });
    const funnel = (await admin.get('/api/admin/funnel')).json() as AdminFunnel;
    // 2 distinct visitors with page views; 1 claim; 3 accounts (ann, boss, bob) this week; 1 checkout;
    // 1 of those accounts (bob) on an active plan.
    expect(funnel.weeks).toHaveLength(1);
    expect(funnel.weeks[0]).toMatchObject({ visits: 2, claims: 1, signUps: 3, checkouts: 1, paid: 1 });
    // Ann's code brought 3 clicks, 1 sign-up, 1 paid; boss's code (made when he looked) brought nothing.
    expect(funnel.codes[0]).toEqual({ code, owner: 'ann', clicks: 3, signUps: 1, paid: 1 });
  });
});
