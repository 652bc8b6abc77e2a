// GET /api/props/unlocked on a bare app with the board, the prop items and the access check stubbed
// (decision 128, decision 124): the week in force's provisional prop picks not yet kicked off, in full,
// for the games this viewer may open — all for a subscriber, the claimed games otherwise — and nothing
// else (a frozen pick, a kicked-off one, a player off the board); never cached.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { propItem } from '../../../tests/support/prop-item.ts';
import { AS, context, documented, ORM, routeApp, WINDOWS } from '../../../tests/support/route-app.ts';
import type { AppContext } from '../app-context.ts';
import { cookieNames } from '../auth/session-policy.ts';

vi.mock('../../core/props/prop-items.ts', () => ({ weekPropItems: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('./premium-access.ts', async (original) => ({
  ...(await original<typeof import('./premium-access.ts')>()),
  premiumAccess: vi.fn(),
}));

const items = await import('../../core/props/prop-items.ts');
const games = await import('../../db/repositories/games.ts');
const access = await import('./premium-access.ts');
const { propsUnlockedRoutes } = await import('./props-unlocked.ts');

// context()'s clock: Wednesday 2025-11-19 12:00 UTC, week 12 of 2025.
const NOW = new Date('2025-11-19T12:00:00Z');
const target = (playerId: string, gameId: string) => ({ projection: { target: { playerId, gameId } } });
const BOARD = {
  players: [target('p1', 'g1'), target('p2', 'g2'), target('p3', 'g1')],
};
const boards = vi.fn(async () => BOARD) as unknown as AppContext['boards'];
const SUNDAY = '2025-11-23T18:00:00.000Z';
const OPEN = propItem({ playerId: 'p1', kickoff: SUNDAY });
const OTHER_GAME = propItem({ playerId: 'p2', kickoff: SUNDAY });
const FROZEN = propItem({ playerId: 'p3', kickoff: SUNDAY, status: 'frozen' });
// Kicked off at the clock to the millisecond: public now.
const KICKED_OFF = propItem({ playerId: 'p3', kickoff: '2025-11-19T12:00:00.000Z' });
const OFF_BOARD = propItem({ playerId: 'p9', kickoff: SUNDAY });
const COOKIES = cookieNames('http://localhost');

beforeEach(() => {
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue(WINDOWS);
  vi.mocked(boards).mockClear();
  vi.mocked(items.weekPropItems)
    .mockReset()
    .mockResolvedValue([OPEN, OTHER_GAME, FROZEN, KICKED_OFF, OFF_BOARD]);
  vi.mocked(access.premiumAccess)
    .mockReset()
    .mockResolvedValue({ subscribed: false, opens: (id: string) => id === 'g1' } as never);
});

const app = () =>
  routeApp(propsUnlockedRoutes, { ...context({ boards }), secret: 'props-secret', cookies: COOKIES });
const get = async (headers = {}) =>
  (await app()).inject({ method: 'GET', url: '/api/props/unlocked', headers });

describe('GET /api/props/unlocked', () => {
  it('is public with an optional session, never cached, documented under props', async () => {
    const a = await app();
    expect(a.declared.get('GET /api/props/unlocked')?.config).toEqual({
      access: 'public',
      session: 'optional',
    });
    expect(a.declared.get('GET /api/props/unlocked')?.statuses).toEqual(['200']);
    expect(documented(a)).toEqual([
      [
        'GET /api/props/unlocked',
        ['props'],
        "The week's provisional prop picks this viewer may read in full: all for a subscriber, the free-pick games' otherwise",
      ],
    ]);
    const res = await get();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("gives the claimed games' provisional picks not yet kicked off, in full", async () => {
    const res = await get(AS('u1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ season: 2025, week: 12, subscribed: false, props: [OPEN] });
    expect(boards).toHaveBeenCalledWith(2025, 12, NOW);
    // The board's games, once each, for the signed-in person.
    expect(access.premiumAccess).toHaveBeenCalledWith(ORM, { kind: 'user', userId: 'u1' }, ['g1', 'g2'], NOW);
    expect(items.weekPropItems).toHaveBeenCalledWith(ORM, BOARD, NOW, 3_600_000);
    expect(games.seasonWindows).toHaveBeenCalledWith(ORM);
  });

  it("gives a subscriber every game's premium picks, still none off the board", async () => {
    vi.mocked(access.premiumAccess).mockResolvedValue({ subscribed: true, opens: () => true } as never);
    expect((await get(AS('u1'))).json()).toEqual({
      season: 2025,
      week: 12,
      subscribed: true,
      props: [OPEN, OTHER_GAME],
    });
  });

  it('asks for a visitor without a cookie as nobody, and gives nothing opened', async () => {
    vi.mocked(access.premiumAccess).mockResolvedValue({ subscribed: false, opens: () => false } as never);
    expect((await get()).json().props).toEqual([]);
    expect(access.premiumAccess).toHaveBeenCalledWith(ORM, null, ['g1', 'g2'], NOW);
  });
});
