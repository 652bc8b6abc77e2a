// The referral routes on a bare app with the referrals repository stubbed (decision 128, the routes'
// fast test set; decision 123): a person's code (10 of the 31-letter alphabet, kept once made) and link
// with its counts; a click counted once per visitor a day (an HMAC of address and agent, the real day),
// never for the code's owner; a sign-up attributed only for an account made in the last 7 days of real
// time, never to one's own code.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/referrals.ts', () => ({
  attributeSignup: vi.fn(),
  ensureReferralCode: vi.fn(),
  recordReferralClick: vi.fn(),
  referralCodeOwner: vi.fn(),
  referralCounts: vi.fn(),
}));
// The code's letters are random: here the n-th draw is n, so the code is the alphabet's first 10.
const draws = vi.fn();
vi.mock('node:crypto', async (original) => ({
  ...(await original<typeof import('node:crypto')>()),
  randomInt: (max: number) => draws(max),
}));

const repo = await import('../../db/repositories/referrals.ts');
const { referralRoutes, ATTRIBUTION_WINDOW_MS } = await import('./referrals.ts');

const SECRET = 'rg-test-secret';
const ANN = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const CODE = 'k7m2p9q4rs';
// context()'s real time; the app's clock (2025-11-19) must not be used.
const WALL = new Date('2026-11-27T12:00:00Z');
// HMAC-SHA256 of 'go-gorilla visitor v1\n127.0.0.1\nFirefox' under SECRET, base64url, first 32 characters.
const FIREFOX_VISITOR = 'epqsJeuL9aP7KkABD3FJMA0bHrXtmHze';
// The same for agent 'Safari': another browser at the same address is another visitor.
const SAFARI_VISITOR = 'nHHgbikxsT3huyyhVovINJaieu-Wh8Hk';

beforeEach(() => {
  for (const fn of Object.values(repo)) vi.mocked(fn).mockReset();
  let n = 0;
  draws.mockReset().mockImplementation(() => n++);
  vi.mocked(repo.referralCodeOwner).mockResolvedValue(BOB);
  vi.mocked(repo.recordReferralClick).mockResolvedValue(true);
  vi.mocked(repo.attributeSignup).mockResolvedValue('attributed');
});

const app = () => routeApp(referralRoutes, { ...context(), secret: SECRET, siteUrl: 'https://gg.example' });
type App = Awaited<ReturnType<typeof app>>;
const post = (a: App, url: string, payload: object, headers: Record<string, string> = {}) =>
  a.inject({ method: 'POST', url: `/api/referrals/${url}`, payload, headers });

describe('the referral routes', () => {
  it('are two user routes and a public click with the session read, under referrals', async () => {
    const a = await app();
    expect(a.declared.get('GET /api/referrals/me')?.config).toEqual({ access: 'user' });
    expect(a.declared.get('POST /api/referrals/click')?.config).toEqual({
      access: 'public',
      session: 'optional',
    });
    expect(a.declared.get('POST /api/referrals/attribute')?.config).toEqual({ access: 'user' });
    expect(documented(a)).toEqual([
      [
        'GET /api/referrals/me',
        ['referrals'],
        'Your referral code and link, and the clicks, sign-ups and paid plans it brought',
      ],
      [
        'POST /api/referrals/click',
        ['referrals'],
        'Count a visit through a referral link (once per visitor a day; never your own)',
      ],
      [
        'POST /api/referrals/attribute',
        ['referrals'],
        "Attribute your new account's sign-up to the referral code you arrived with",
      ],
    ]);
    expect(ATTRIBUTION_WINDOW_MS).toBe(604_800_000);
  });
});

describe('a person’s code', () => {
  it('offers a new code of 10 letters of the alphabet at real time, and answers the kept one with its counts', async () => {
    vi.mocked(repo.ensureReferralCode).mockResolvedValue(CODE);
    // A count the page does not show: the response schema (its serialiser) leaves it out.
    vi.mocked(repo.referralCounts).mockResolvedValue(
      new Map([[CODE, { clicks: 12, signUps: 3, paid: 1, refunded: 0 } as never]]),
    );
    const res = await (await app()).inject({ method: 'GET', url: '/api/referrals/me', headers: AS(ANN) });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { code: CODE, link: `https://gg.example/?ref=${CODE}`, clicks: 12, signUps: 3, paid: 1 },
    ]);
    // Draws 0..9 of 'abcdefghjkmnpqrstuvwxyz23456789' (31 letters): its first 10.
    expect(repo.ensureReferralCode).toHaveBeenCalledWith(ORM, ANN, 'abcdefghjk', WALL);
    expect(draws.mock.calls).toEqual(Array.from({ length: 10 }, () => [31]));
    expect(repo.referralCounts).toHaveBeenCalledWith(ORM, [CODE]);
  });

  it('counts 0 of each for a code nothing came through yet', async () => {
    vi.mocked(repo.ensureReferralCode).mockResolvedValue(CODE);
    vi.mocked(repo.referralCounts).mockResolvedValue(new Map());
    const res = await (await app()).inject({ method: 'GET', url: '/api/referrals/me', headers: AS(ANN) });
    expect(res.json()).toMatchObject({ clicks: 0, signUps: 0, paid: 0 });
  });
});

describe('a click', () => {
  it('is counted for the visitor’s key on the real day', async () => {
    const a = await app();
    const res = await post(a, 'click', { code: CODE }, { 'user-agent': 'Firefox' });
    expect([res.statusCode, res.json()]).toEqual([200, { counted: true }]);
    expect(repo.referralCodeOwner).toHaveBeenCalledWith(ORM, CODE);
    expect(repo.recordReferralClick).toHaveBeenCalledWith(ORM, {
      code: CODE,
      visitor: FIREFOX_VISITOR,
      day: '2026-11-27',
      now: WALL,
    });
    vi.mocked(repo.recordReferralClick).mockResolvedValue(false);
    expect((await post(a, 'click', { code: CODE }, { ...AS(ANN), 'user-agent': 'Safari' })).json()).toEqual({
      counted: false,
    });
    expect(vi.mocked(repo.recordReferralClick).mock.calls[1]?.[1]).toMatchObject({
      visitor: SAFARI_VISITOR,
    });
  });

  it('is not counted for the code’s owner; an unknown code is 404', async () => {
    const a = await app();
    expect((await post(a, 'click', { code: CODE }, AS(BOB))).json()).toEqual({ counted: false });
    expect(repo.recordReferralClick).not.toHaveBeenCalled();
    vi.mocked(repo.referralCodeOwner).mockResolvedValue(undefined as never);
    const res = await post(a, 'click', { code: CODE });
    expect([res.statusCode, res.json().message]).toEqual([404, 'No such referral code.']);
    // An 'i' is not in the alphabet.
    expect((await post(a, 'click', { code: 'iiiiiiiiii' })).statusCode).toBe(400);
  });
});

describe('attributing a sign-up', () => {
  it('attributes an account made in the last 7 days of real time', async () => {
    const res = await post(await app(), 'attribute', { code: CODE }, AS(ANN));
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { status: 'attributed', message: 'Thanks: your sign-up counts for the friend who sent you.' },
    ]);
    // WALL − 7 × 86,400,000 ms.
    expect(repo.attributeSignup).toHaveBeenCalledWith(ORM, {
      userId: ANN,
      code: CODE,
      createdAfter: new Date('2026-11-20T12:00:00Z'),
      now: WALL,
    });
  });

  it('says an account counted already, refuses an old one (409), one’s own code (400) and an unknown one (404)', async () => {
    const a = await app();
    vi.mocked(repo.attributeSignup).mockResolvedValueOnce('already').mockResolvedValueOnce('too-late');
    expect((await post(a, 'attribute', { code: CODE }, AS(ANN))).json()).toEqual({
      status: 'already',
      message: 'Your sign-up was already counted for a referral.',
    });
    const late = await post(a, 'attribute', { code: CODE }, AS(ANN));
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'Only a new account (made in the last 7 days) can be referred.',
    ]);
    const own = await post(a, 'attribute', { code: CODE }, AS(BOB));
    expect([own.statusCode, own.json().message]).toEqual([400, 'You cannot refer yourself.']);
    vi.mocked(repo.referralCodeOwner).mockResolvedValue(undefined as never);
    const unknown = await post(a, 'attribute', { code: CODE }, AS(ANN));
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'No such referral code.']);
    expect(repo.attributeSignup).toHaveBeenCalledTimes(2);
    expect((await post(a, 'attribute', { code: CODE })).statusCode).toBe(401);
  });
});
