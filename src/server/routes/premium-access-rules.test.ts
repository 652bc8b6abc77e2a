// Who may read a premium pick before kickoff (decisions 120 and 124), with the subscriptions and
// free-pick repositories stubbed (decision 128, the routes' fast test set): the signed-in person is the
// holder, else the visitor of a cookie signed with our secret (a forged or extended one is nobody); a
// subscriber opens every game, asked with their id and the clock; anyone else only the games they
// claimed, asked among the games on the page; a visitor never has premium.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORM } from '../../../tests/support/route-app.ts';
import { cookieNames } from '../auth/session-policy.ts';

vi.mock('../../db/repositories/subscriptions.ts', () => ({ hasPremium: vi.fn() }));
vi.mock('../../db/repositories/free-picks.ts', () => ({ claimedAmong: vi.fn() }));

const subscriptions = await import('../../db/repositories/subscriptions.ts');
const freePicks = await import('../../db/repositories/free-picks.ts');
const { holderOf, premiumAccess } = await import('./premium-access.ts');

const SECRET = 'rg-test-secret';
// HMAC-SHA256 of 'gg.visitor\nv-fay' under SECRET, base64url: the signature of visitor id 'v-fay'.
const FAY_MAC = '-00zhUfkIyIPIOhraSLYCRAgbTPkNXfkgxuF-EMKyKU';
const ANN = '11111111-1111-4111-8111-111111111111';
const NOW = new Date('2025-11-19T12:00:00Z');
const HTTP = cookieNames('http://localhost:3000');
const HTTPS = cookieNames('https://gg.example');
const GAMES = ['2025_12_NYJ_BAL', '2025_12_KC_BUF', '2025_12_DAL_PHI'];

const request = (over: { user?: { id: string }; cookie?: string }) =>
  ({ user: over.user ?? null, headers: { cookie: over.cookie } }) as unknown as Parameters<
    typeof holderOf
  >[0];

beforeEach(() => {
  vi.mocked(subscriptions.hasPremium).mockReset().mockResolvedValue(false);
  vi.mocked(freePicks.claimedAmong)
    .mockReset()
    .mockResolvedValue(new Set([GAMES[1] ?? '']));
});

describe('who is asking', () => {
  it('is the signed-in person first, whatever cookie comes along', () => {
    expect(
      holderOf(request({ user: { id: ANN }, cookie: `gg.visitor=v-fay.${FAY_MAC}` }), SECRET, HTTP),
    ).toEqual({
      kind: 'user',
      userId: ANN,
    });
  });

  it('is the visitor of a cookie we signed, under the name of the site’s scheme', () => {
    expect(holderOf(request({ cookie: `gg.visitor=v-fay.${FAY_MAC}` }), SECRET, HTTP)).toEqual({
      kind: 'visitor',
      visitorId: 'v-fay',
    });
    expect(holderOf(request({ cookie: `__Host-gg.visitor=v-fay.${FAY_MAC}` }), SECRET, HTTPS)).toEqual({
      kind: 'visitor',
      visitorId: 'v-fay',
    });
  });

  it('is nobody for no cookie, another secret, another id under the same signature, or an extra part', () => {
    expect(holderOf(request({}), SECRET, HTTP)).toBeNull();
    expect(holderOf(request({ cookie: `gg.visitor=v-fay.${FAY_MAC}` }), 'another-secret', HTTP)).toBeNull();
    expect(holderOf(request({ cookie: `gg.visitor=v-gus.${FAY_MAC}` }), SECRET, HTTP)).toBeNull();
    expect(holderOf(request({ cookie: `gg.visitor=v-fay.${FAY_MAC}.x` }), SECRET, HTTP)).toBeNull();
    expect(holderOf(request({ cookie: `gg.visitor=v-fay.${FAY_MAC.slice(1)}` }), SECRET, HTTP)).toBeNull();
  });
});

describe('what they may open', () => {
  it('opens every game for a subscriber, asked with their id and the clock, without reading claims', async () => {
    vi.mocked(subscriptions.hasPremium).mockResolvedValue(true);
    const access = await premiumAccess(ORM, { kind: 'user', userId: ANN }, GAMES, NOW);
    expect(access.subscribed).toBe(true);
    expect(GAMES.map((g) => access.opens(g))).toEqual([true, true, true]);
    expect(access.opens('2030_01_ANY_GAME')).toBe(true);
    expect(subscriptions.hasPremium).toHaveBeenCalledWith(ORM, ANN, NOW);
    expect(freePicks.claimedAmong).not.toHaveBeenCalled();
  });

  it('opens only the claimed games for anyone else, asked among the games on the page', async () => {
    const user = await premiumAccess(ORM, { kind: 'user', userId: ANN }, GAMES, NOW);
    expect([user.subscribed, ...GAMES.map((g) => user.opens(g))]).toEqual([false, false, true, false]);
    expect(freePicks.claimedAmong).toHaveBeenCalledWith(ORM, { kind: 'user', userId: ANN }, GAMES);
    const visitor = await premiumAccess(ORM, { kind: 'visitor', visitorId: 'v-fay' }, GAMES, NOW);
    expect(GAMES.map((g) => visitor.opens(g))).toEqual([false, true, false]);
    // A visitor never has premium: asked as nobody (null).
    expect(subscriptions.hasPremium).toHaveBeenLastCalledWith(ORM, null, NOW);
  });

  it('opens nothing for nobody, without reading claims', async () => {
    const access = await premiumAccess(ORM, null, GAMES, NOW);
    expect([access.subscribed, ...GAMES.map((g) => access.opens(g))]).toEqual([false, false, false, false]);
    expect(subscriptions.hasPremium).toHaveBeenCalledWith(ORM, null, NOW);
    expect(freePicks.claimedAmong).not.toHaveBeenCalled();
  });
});
