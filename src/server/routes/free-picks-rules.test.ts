// The free-pick routes on a bare app with the repositories and the week's pick views stubbed (decision
// 128, the routes' fast test set; decision 120): per viewer and never cached; 2 free picks a week from
// Tuesday 03:00 in the person's zone (a visitor's: New York); a visitor gets the signed cookie that
// counts its claims on the first look; a claim is refused for an unknown game (404), a game without a
// pick or already kicked off (409), costs a subscriber nothing, and past the limit answers 403 with the
// state; the unlocked list holds only premium picks the viewer may open.
import type { FastifyPluginAsync } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { WeeklyPick } from '../../shared/api/weekly-picks.ts';
import { cookieNames } from '../auth/session-policy.ts';

vi.mock('../../db/repositories/free-picks.ts', () => ({ claimedGames: vi.fn(), claimFreePick: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ gameWeek: vi.fn(), seasonWindows: vi.fn() }));
vi.mock('../../db/repositories/push.ts', () => ({ getPreferences: vi.fn() }));
vi.mock('../../db/repositories/subscriptions.ts', () => ({ hasPremium: vi.fn() }));
vi.mock('./weekly-pick-view.ts', () => ({ weekPickViews: vi.fn() }));
// A visitor's new cookie is random: fixed here. The signing and the Set-Cookie line stay real.
vi.mock('../auth/visitor-cookie.ts', async (original) => ({
  ...(await original<typeof import('../auth/visitor-cookie.ts')>()),
  newVisitorValue: () => ({ id: 'v-new', value: 'v-new.signed' }),
}));
// The props counterpart is its own file (props-unlocked.ts): here only that it is registered with
// the same options.
const propsOptions = vi.fn();
vi.mock('./props-unlocked.ts', () => ({
  propsUnlockedRoutes: (async (_app, options) => {
    propsOptions(options);
  }) satisfies FastifyPluginAsync,
}));

const claims = await import('../../db/repositories/free-picks.ts');
const games = await import('../../db/repositories/games.ts');
const push = await import('../../db/repositories/push.ts');
const subscriptions = await import('../../db/repositories/subscriptions.ts');
const views = await import('./weekly-pick-view.ts');
const { freePickRoutes } = await import('./free-picks.ts');

const SECRET = 'rg-test-secret';
// HMAC-SHA256 of 'gg.visitor\nv-fay' under SECRET, base64url: the signature of visitor id 'v-fay'.
const FAY = 'gg.visitor=v-fay.-00zhUfkIyIPIOhraSLYCRAgbTPkNXfkgxuF-EMKyKU';
const ANN = '11111111-1111-4111-8111-111111111111';
const HTTP = cookieNames('http://localhost:3000');
// context()'s clock: Wednesday 2025-11-19 12:00 UTC.
const NOW = new Date('2025-11-19T12:00:00Z');
// New York (EST, UTC−5): the week began Tuesday 2025-11-18 03:00 = 08:00 UTC; it resets a week later.
const NY_START = new Date('2025-11-18T08:00:00Z');
const NY_RESET = '2025-11-25T08:00:00.000Z';
// Los Angeles (PST, UTC−8): Tuesday 03:00 = 11:00 UTC.
const LA_START = new Date('2025-11-18T11:00:00Z');
const LA_RESET = '2025-11-25T11:00:00.000Z';

const pick = (gameId: string, over: Partial<WeeklyPick> = {}): WeeklyPick => ({
  gameId,
  id: gameId,
  date: '2025-11-20',
  time: '20:15',
  kickoff: '2025-11-21T01:15:00.000Z',
  week: 12,
  timeSlot: 'thursday',
  slotLabel: 'THU',
  international: false,
  location: 'NRG Stadium, Houston',
  away: { code: 'BUF', team: 'Buffalo Bills', emoji: '', bioBoost: 58 },
  home: { code: 'HOU', team: 'Houston Texans', emoji: '', bioBoost: 61 },
  status: 'provisional',
  withheld: false,
  noPickReasons: [],
  predicted: 'BUF',
  winner: 'away',
  winnerConfidence: 57,
  confidence: 'MEDIUM',
  spread: 5.5,
  spreadPick: 'BUF',
  spreadEdge: 1.5,
  spreadPrice: null,
  modelSpread: 4,
  total: 43.5,
  totalPick: 'UNDER',
  totalEdge: 2,
  totalPrice: null,
  modelTotal: 41.5,
  commentary: null,
  result: null,
  grade: null,
  ...over,
});
const THU = '2025_12_BUF_HOU';
const SUN = '2025_12_NYJ_BAL';
// Kicked off Sunday 2025-11-16, before NOW.
const PAST = '2025_11_KC_DEN';
const week = [
  // A field of the model's card the API does not show: the response schema (its serialiser) drops it.
  { ...pick(THU), modelInternals: 'not shown' } as WeeklyPick,
  pick(SUN, { kickoff: '2025-11-23T18:00:00.000Z' }),
  pick(PAST, { kickoff: '2025-11-16T21:25:00.000Z' }),
  pick('2025_12_DAL_PHI', { status: 'no_pick', kickoff: '2025-11-23T21:25:00.000Z' }),
];

beforeEach(() => {
  vi.mocked(claims.claimedGames).mockReset().mockResolvedValue([]);
  vi.mocked(claims.claimFreePick).mockReset().mockResolvedValue('claimed');
  vi.mocked(games.gameWeek)
    .mockReset()
    .mockResolvedValue({ season: 2025, week: 12 } as never);
  vi.mocked(games.seasonWindows).mockReset();
  vi.mocked(push.getPreferences)
    .mockReset()
    .mockResolvedValue({ timeZone: 'America/Los_Angeles' } as never);
  vi.mocked(subscriptions.hasPremium).mockReset().mockResolvedValue(false);
  vi.mocked(views.weekPickViews).mockReset().mockResolvedValue({ modelVersion: 'v9', picks: week });
  propsOptions.mockReset();
});

const options = { ...context(), secret: SECRET, cookies: HTTP };
const app = () => routeApp(freePickRoutes, options);
type App = Awaited<ReturnType<typeof app>>;
const state = (over: object = {}) => ({
  limit: 2,
  remaining: 2,
  resetsAt: NY_RESET,
  timeZone: 'America/New_York',
  claimed: [],
  subscribed: false,
  ...over,
});
const claim = (a: App, gameId: string, headers: Record<string, string> = {}) =>
  a.inject({ method: 'POST', url: '/api/free-picks/claim', headers, payload: { gameId } });

describe('the free-pick routes', () => {
  it('are public, per viewer (the session read), documented under picks, with the props counterpart beside', async () => {
    const a = await app();
    for (const route of ['GET /api/free-picks', 'POST /api/free-picks/claim', 'GET /api/picks/unlocked']) {
      expect(a.declared.get(route)?.config, route).toEqual({ access: 'public', session: 'optional' });
    }
    expect(documented(a)).toEqual([
      [
        'GET /api/free-picks',
        ['picks'],
        "This viewer's free picks this week: left, claimed, when they reset, and whether subscribed",
      ],
      [
        'POST /api/free-picks/claim',
        ['picks'],
        "Unlock one game's premium pick with a free pick (2 a week; subscribers use none)",
      ],
      [
        'GET /api/picks/unlocked',
        ['picks'],
        "The week's premium picks this viewer may see in full: all for a subscriber, the free-pick claims otherwise",
      ],
    ]);
    expect(propsOptions).toHaveBeenCalledWith(
      expect.objectContaining({ secret: SECRET, cookies: HTTP, db: options.db }),
    );
  });
});

describe('the free picks left', () => {
  it('gives a new visitor the signed cookie at once, with 2 picks left until Tuesday 03:00 New York time', async () => {
    const res = await (await app()).inject({ method: 'GET', url: '/api/free-picks' });
    expect([res.statusCode, res.json()]).toEqual([200, state()]);
    expect(res.headers['cache-control']).toBe('no-store');
    // A year: 365 × 86,400 = 31,536,000 s.
    expect(res.headers['set-cookie']).toBe(
      'gg.visitor=v-new.signed; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(claims.claimedGames).toHaveBeenCalledWith(ORM, { kind: 'visitor', visitorId: 'v-new' }, NY_START);
    expect(subscriptions.hasPremium).not.toHaveBeenCalled();
  });

  it('counts a known visitor by its cookie, and a person in their own zone', async () => {
    vi.mocked(claims.claimedGames).mockResolvedValue([THU]);
    const a = await app();
    const visitor = await a.inject({ method: 'GET', url: '/api/free-picks', headers: { cookie: FAY } });
    // 2 − 1 claimed.
    expect(visitor.json()).toEqual(state({ remaining: 1, claimed: [THU] }));
    expect(visitor.headers['set-cookie']).toBeUndefined();
    expect(claims.claimedGames).toHaveBeenLastCalledWith(
      ORM,
      { kind: 'visitor', visitorId: 'v-fay' },
      NY_START,
    );
    const ann = await a.inject({ method: 'GET', url: '/api/free-picks', headers: AS(ANN) });
    expect(ann.json()).toEqual(
      state({ remaining: 1, claimed: [THU], resetsAt: LA_RESET, timeZone: 'America/Los_Angeles' }),
    );
    expect(claims.claimedGames).toHaveBeenLastCalledWith(ORM, { kind: 'user', userId: ANN }, LA_START);
    expect(subscriptions.hasPremium).toHaveBeenCalledWith(ORM, ANN, NOW);
    expect(push.getPreferences).toHaveBeenCalledWith(ORM, ANN);
  });

  it('never shows fewer than 0 left, and falls back to New York for a zone it cannot read', async () => {
    vi.mocked(claims.claimedGames).mockResolvedValue([THU, SUN, PAST]);
    vi.mocked(push.getPreferences).mockResolvedValue({ timeZone: 'Mars/Olympus' } as never);
    const res = await (await app()).inject({ method: 'GET', url: '/api/free-picks', headers: AS(ANN) });
    expect(res.json()).toEqual(state({ remaining: 0, claimed: [THU, SUN, PAST] }));
  });

  it('tells a subscriber so', async () => {
    vi.mocked(subscriptions.hasPremium).mockResolvedValue(true);
    const res = await (await app()).inject({ method: 'GET', url: '/api/free-picks', headers: AS(ANN) });
    expect(res.json()).toMatchObject({ subscribed: true, remaining: 2 });
  });
});

describe('claiming a free pick', () => {
  it('spends one on a premium pick: the week of the game at the app’s clock, the person’s week, the limit of 2', async () => {
    vi.mocked(claims.claimedGames).mockResolvedValue([THU]);
    const a = await app();
    const res = await claim(a, THU, AS(ANN));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      outcome: 'claimed',
      pick: pick(THU),
      state: state({ remaining: 1, claimed: [THU], resetsAt: LA_RESET, timeZone: 'America/Los_Angeles' }),
    });
    expect(games.gameWeek).toHaveBeenCalledWith(ORM, THU, NOW);
    expect(views.weekPickViews).toHaveBeenCalledWith(ORM, { season: 2025, week: 12 }, NOW, 3_600_000);
    expect(claims.claimFreePick).toHaveBeenCalledWith(ORM, {
      holder: { kind: 'user', userId: ANN },
      weekStart: LA_START,
      gameId: THU,
      at: NOW,
      limit: 2,
    });
    expect(a.logs.filter((l) => l.event).map((l) => [l.event, l.outcome, l.gameId, l.msg])).toEqual([
      ['free_pick.claim', 'claimed', THU, 'free pick claimed'],
    ]);
  });

  it('gives a new visitor the cookie its claim is counted by', async () => {
    const res = await claim(await app(), SUN);
    expect(res.json().outcome).toBe('claimed');
    expect(res.headers['set-cookie']).toBe(
      'gg.visitor=v-new.signed; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax',
    );
    expect(vi.mocked(claims.claimFreePick).mock.calls[0]?.[1]).toMatchObject({
      holder: { kind: 'visitor', visitorId: 'v-new' },
      weekStart: NY_START,
    });
  });

  it('costs a subscriber nothing', async () => {
    vi.mocked(subscriptions.hasPremium).mockResolvedValue(true);
    const res = await claim(await app(), THU, AS(ANN));
    expect(res.json()).toEqual({
      outcome: 'subscribed',
      pick: pick(THU),
      state: state({ subscribed: true, resetsAt: LA_RESET, timeZone: 'America/Los_Angeles' }),
    });
    expect(claims.claimFreePick).not.toHaveBeenCalled();
  });

  it('answers 403 with the state past the limit', async () => {
    vi.mocked(claims.claimFreePick).mockResolvedValue('limit_reached');
    vi.mocked(claims.claimedGames).mockResolvedValue([THU, PAST]);
    const res = await claim(await app(), SUN, { cookie: FAY });
    expect(res.statusCode).toBe(403);
    // The 403's schema (FreePickRefusal) is its serialiser: the shared error shape, and the state beside
    // it (issue 20: ApiError dropped it), none left and the next reset, for the page to say when.
    expect(res.json()).toEqual({
      error: 'Forbidden',
      message:
        'You have used your 2 free picks this week. They come back at the reset (Tuesday 03:00); Premium opens every pick.',
      state: state({ remaining: 0, claimed: [THU, PAST] }),
    });
    expect(vi.mocked(claims.claimFreePick).mock.calls[0]?.[1]).toMatchObject({
      holder: { kind: 'visitor', visitorId: 'v-fay' },
    });
  });

  it('refuses an unknown game (404), a game without a pick or kicked off (409), spending nothing', async () => {
    const a = await app();
    const expectations: [string, number, string][] = [
      ['2025_12_ARI_SEA', 404, 'No game 2025_12_ARI_SEA on the schedule.'],
      ['2025_12_DAL_PHI', 409, 'No pick was published for this game, so there is nothing to unlock.'],
      [PAST, 409, 'This game has kicked off: its pick is public now, no free pick needed.'],
    ];
    for (const [gameId, status, message] of expectations) {
      const res = await claim(a, gameId, AS(ANN));
      expect([res.statusCode, res.json().message], gameId).toEqual([status, message]);
    }
    vi.mocked(games.gameWeek).mockResolvedValue(undefined as never);
    expect((await claim(a, THU, AS(ANN))).statusCode).toBe(404);
    expect(claims.claimFreePick).not.toHaveBeenCalled();
    expect((await claim(a, 'not-a-game', AS(ANN))).statusCode).toBe(400);
  });
});

describe('the unlocked picks', () => {
  const unlocked = (a: App, query: string, headers: Record<string, string> = {}) =>
    a.inject({ method: 'GET', url: `/api/picks/unlocked?${query}`, headers });

  it('holds the claimed premium picks only, for the asked week', async () => {
    vi.mocked(claims.claimedGames).mockResolvedValue([SUN, PAST]);
    const res = await unlocked(await app(), 'season=2025&week=12', { cookie: FAY });
    expect(res.headers['cache-control']).toBe('no-store');
    // PAST was claimed but has kicked off: public now, not listed here.
    expect(res.json()).toEqual({
      season: 2025,
      week: 12,
      subscribed: false,
      picks: [pick(SUN, { kickoff: '2025-11-23T18:00:00.000Z' })],
    });
    expect(views.weekPickViews).toHaveBeenCalledWith(ORM, { season: 2025, week: 12 }, NOW, 3_600_000);
  });

  it('holds every premium pick for a subscriber, without reading claims', async () => {
    vi.mocked(subscriptions.hasPremium).mockResolvedValue(true);
    const res = await unlocked(await app(), 'season=2025&week=12', AS(ANN));
    expect(res.json().picks.map((p: WeeklyPick) => p.gameId)).toEqual([THU, SUN]);
    expect(res.json().subscribed).toBe(true);
    expect(claims.claimedGames).not.toHaveBeenCalled();
  });

  it('is empty without a claim, without reading the week; the season defaults to the one in force', async () => {
    vi.mocked(games.seasonWindows).mockResolvedValue([
      {
        season: 2024,
        firstKickoff: new Date('2024-09-06T00:20:00Z'),
        lastKickoff: new Date('2025-02-09T23:30:00Z'),
        lastWeek: 22,
      },
      {
        season: 2025,
        firstKickoff: new Date('2025-09-05T00:20:00Z'),
        lastKickoff: new Date('2026-02-08T23:30:00Z'),
        lastWeek: 22,
      },
    ] as never);
    // A visitor without a cookie holds no claims: none are read (the store would answer these).
    vi.mocked(claims.claimedGames).mockResolvedValue([SUN]);
    const res = await unlocked(await app(), 'week=12');
    expect(res.json()).toEqual({ season: 2025, week: 12, subscribed: false, picks: [] });
    expect(claims.claimedGames).not.toHaveBeenCalled();
    expect(games.seasonWindows).toHaveBeenCalledWith(ORM);
    expect(views.weekPickViews).not.toHaveBeenCalled();
    expect((await unlocked(await app(), 'week=23')).statusCode).toBe(400);
  });
});
