// First-party analytics on a bare app with the repositories stubbed (decision 128, the routes' fast test
// set; decision 123): an event is stored at real time under the visitor's keyed hash (never the address),
// with the person's id when signed in; nothing is kept for DNT: 1 or past 60 events a minute from one
// address; the admin's funnel spans the last 12 weeks of real time, codes ranked by paid, sign-ups,
// clicks, then code, an owner unknown shown as "—".
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/analytics.ts', () => ({ funnelByWeek: vi.fn(), recordEvent: vi.fn() }));
vi.mock('../../db/repositories/referrals.ts', () => ({ referralCounts: vi.fn(), referralOwners: vi.fn() }));

const analytics = await import('../../db/repositories/analytics.ts');
const referrals = await import('../../db/repositories/referrals.ts');
const { analyticsRoutes } = await import('./analytics.ts');

const SECRET = 'rg-test-secret';
const ANN = '11111111-1111-4111-8111-111111111111';
// context()'s real time; the app's clock (2025-11-19) must not be used.
const WALL = new Date('2026-11-27T12:00:00Z');
// HMAC-SHA256 of 'go-gorilla visitor v1\n127.0.0.1\nFirefox' under SECRET, base64url, first 32 characters.
const FIREFOX_VISITOR = 'epqsJeuL9aP7KkABD3FJMA0bHrXtmHze';

beforeEach(() => {
  vi.mocked(analytics.recordEvent)
    .mockReset()
    .mockResolvedValue(undefined as never);
  vi.mocked(analytics.funnelByWeek).mockReset();
  vi.mocked(referrals.referralCounts).mockReset();
  vi.mocked(referrals.referralOwners).mockReset();
});

// The rate limiter's clock, fixed 30 s into a minute window (1,000,030,000 mod 60,000 = 30,000).
const app = () =>
  routeApp(analyticsRoutes, { ...context(), secret: SECRET, rateLimitNow: () => 1_000_030_000 });
type App = Awaited<ReturnType<typeof app>>;
const send = (a: App, payload: object, headers: Record<string, string> = {}) =>
  a.inject({
    method: 'POST',
    url: '/api/analytics/event',
    payload,
    headers: { 'user-agent': 'Firefox', ...headers },
  });

describe('the analytics routes', () => {
  it('are a public event (session read) and the admin’s funnel', async () => {
    const a = await app();
    expect(a.declared.get('POST /api/analytics/event')?.config).toEqual({
      access: 'public',
      session: 'optional',
    });
    expect(a.access.get('GET /api/admin/funnel')).toBe('admin');
    expect(documented(a)).toEqual([
      [
        'POST /api/analytics/event',
        ['analytics'],
        'Record one analytics event (nothing is kept when the request carries DNT: 1)',
      ],
      [
        'GET /api/admin/funnel',
        ['admin'],
        'The funnel per week (visits → claims → sign-ups → checkouts → paid) and per referral code',
      ],
    ]);
    // The response schemas are the API's documented answers (and their serialisers).
    expect(a.declared.get('POST /api/analytics/event')?.statuses).toEqual(['200']);
    expect(a.declared.get('GET /api/admin/funnel')?.statuses).toEqual(['200']);
  });
});

describe('an event', () => {
  it('is stored at real time under the visitor’s hash, with the person when signed in', async () => {
    const a = await app();
    const res = await send(
      a,
      { event: 'page_view', path: '/picks', referralCode: 'k7m2p9q4rs', props: { tab: 'week', n: 2 } },
      AS(ANN),
    );
    expect([res.statusCode, res.json()]).toEqual([200, { stored: true }]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(analytics.recordEvent).toHaveBeenCalledWith(ORM, {
      event: 'page_view',
      occurredAt: WALL,
      visitor: FIREFOX_VISITOR,
      userId: ANN,
      path: '/picks',
      referralCode: 'k7m2p9q4rs',
      props: { tab: 'week', n: 2 },
    });
    await send(a, { event: 'banner_click', path: '/' });
    expect(analytics.recordEvent).toHaveBeenLastCalledWith(ORM, {
      event: 'banner_click',
      occurredAt: WALL,
      visitor: FIREFOX_VISITOR,
      userId: null,
      path: '/',
      referralCode: null,
      props: {},
    });
  });

  it('keeps nothing for DNT: 1', async () => {
    const res = await send(await app(), { event: 'page_view', path: '/' }, { dnt: '1' });
    expect([res.statusCode, res.json()]).toEqual([200, { stored: false }]);
    expect(analytics.recordEvent).not.toHaveBeenCalled();
  });

  it('keeps 60 events a minute from one address, then nothing until the next minute', async () => {
    const a = await app();
    const answers = [];
    for (let i = 0; i < 61; i++)
      answers.push((await send(a, { event: 'page_view', path: '/' })).json().stored);
    expect(answers.filter(Boolean).length).toBe(60);
    expect(answers[60]).toBe(false);
    expect(analytics.recordEvent).toHaveBeenCalledTimes(60);
  });

  it('refuses a path with a query (it may carry a token) with 400', async () => {
    expect((await send(await app(), { event: 'page_view', path: '/reset?token=x' })).statusCode).toBe(400);
  });
});

describe('the funnel', () => {
  it('spans the last 12 weeks of real time and ranks codes by paid, sign-ups, clicks, then code', async () => {
    const weeks = [{ weekStart: '2026-11-23', visits: 40, claims: 9, signUps: 4, checkouts: 2, paid: 1 }];
    vi.mocked(analytics.funnelByWeek).mockResolvedValue(weeks);
    // Inserted out of order. bbb and ccc tie on paid and sign-ups: clicks decide; ddd has the most
    // clicks but fewer sign-ups; eee and fff tie on everything: the code decides; zzz, last by its code,
    // has the most paid and comes first.
    vi.mocked(referrals.referralCounts).mockResolvedValue(
      new Map([
        ['dddddddddd', { clicks: 20, signUps: 1, paid: 0 }],
        ['ffffffffff', { clicks: 1, signUps: 0, paid: 0 }],
        ['bbbbbbbbbb', { clicks: 9, signUps: 2, paid: 0 }],
        ['aaaaaaaaaa', { clicks: 3, signUps: 0, paid: 1 }],
        ['cccccccccc', { clicks: 5, signUps: 2, paid: 0 }],
        ['eeeeeeeeee', { clicks: 1, signUps: 0, paid: 0 }],
        ['zzzzzzzzzz', { clicks: 2, signUps: 2, paid: 2 }],
      ]),
    );
    vi.mocked(referrals.referralOwners).mockResolvedValue(
      new Map([
        ['aaaaaaaaaa', 'Ann'],
        ['bbbbbbbbbb', 'Bob'],
        ['cccccccccc', 'Cy'],
        ['dddddddddd', 'Di'],
        ['eeeeeeeeee', 'Ed'],
      ]),
    );
    const res = await (await app()).inject({
      method: 'GET',
      url: '/api/admin/funnel',
      headers: AS(ANN, { role: 'admin' }),
    });
    expect(res.json()).toEqual({
      weeks,
      codes: [
        { code: 'zzzzzzzzzz', owner: '—', clicks: 2, signUps: 2, paid: 2 },
        { code: 'aaaaaaaaaa', owner: 'Ann', clicks: 3, signUps: 0, paid: 1 },
        { code: 'bbbbbbbbbb', owner: 'Bob', clicks: 9, signUps: 2, paid: 0 },
        { code: 'cccccccccc', owner: 'Cy', clicks: 5, signUps: 2, paid: 0 },
        { code: 'dddddddddd', owner: 'Di', clicks: 20, signUps: 1, paid: 0 },
        { code: 'eeeeeeeeee', owner: 'Ed', clicks: 1, signUps: 0, paid: 0 },
        { code: 'ffffffffff', owner: '—', clicks: 1, signUps: 0, paid: 0 },
      ],
    });
    // WALL − 12 × 7 × 86,400,000 ms = WALL − 84 days.
    expect(analytics.funnelByWeek).toHaveBeenCalledWith(ORM, new Date('2026-09-04T12:00:00Z'), WALL);
    expect(referrals.referralCounts).toHaveBeenCalledWith(ORM);
    expect(referrals.referralOwners).toHaveBeenCalledWith(ORM, [
      'dddddddddd',
      'ffffffffff',
      'bbbbbbbbbb',
      'aaaaaaaaaa',
      'cccccccccc',
      'eeeeeeeeee',
      'zzzzzzzzzz',
    ]);
  });
});
