// The bet tracker's writes on a bare app with their repositories stubbed (decision 128, the routes'
// fast test set): user routes; the signed-in person's id reaches every repository call (the lock, the
// list, the settings, the write), never an id from the request; the weekly limit counts the bets
// logged in the last 7 days of real time (issue 20 item 11: the window shortened to 6 days passed every
// test) and refuses a stake past it with 422; a settled bet stays; a bet placed in the future is refused.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, fixedAt, ORM, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/user-bets.ts', () => ({
  betGame: vi.fn(),
  deleteUserBet: vi.fn(),
  insertUserBet: vi.fn(),
  listUserBets: vi.fn(),
  lockUserBets: vi.fn(),
  updateUserBet: vi.fn(),
}));
vi.mock('../../db/repositories/betting-settings.ts', () => ({ bettingSettings: vi.fn(), rgBreaks: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ gameWeek: vi.fn() }));
vi.mock('./captured-closes.ts', async (original) => ({
  ...(await original<typeof import('./captured-closes.ts')>()),
  capturedCloses: vi.fn(),
}));

const bets = await import('../../db/repositories/user-bets.ts');
const settings = await import('../../db/repositories/betting-settings.ts');
const games = await import('../../db/repositories/games.ts');
const closes = await import('./captured-closes.ts');
const { userBetsRoutes } = await import('./user-bets.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
// Real time (wallNow) 27 Nov 2026 12:00; the replay clock 19 Nov 2025 12:00.
const WALL = new Date('2026-11-27T12:00:00Z');
const ASOF = new Date('2025-11-19T12:00:00Z');
const WEEK_MS = 7 * 24 * 3_600_000; // 604,800,000

const row = (
  id: number,
  stakeCents: number,
  loggedAt: Date,
  final: { homeScore: number; awayScore: number } | null = null,
) => ({
  bet: {
    id,
    userId: ANN,
    gameId: '2025_12_NYJ_BAL',
    book: 'draftkings',
    market: 'h2h' as const,
    side: 'home' as const,
    line: null,
    price: 100,
    stakeCents,
    placedAt: new Date('2025-11-18T12:00:00Z'),
    loggedAt,
    updatedAt: loggedAt,
  },
  game: {
    season: 2025,
    week: 12,
    kickoff: new Date('2025-11-23T18:00:00Z'),
    homeTeam: 'BAL',
    awayTeam: 'NYJ',
  },
  final: final ? { ...final, knownAt: '2025-11-23T22:00:00Z' } : null,
  closeLine: null,
  closePrice: null,
  closeOtherPrice: null,
});

const limits = (stake: number | null) => ({
  bankrollCents: 100_000,
  maxBetCents: null,
  weeklyStakeLimitCents: stake,
  weeklyLossLimitCents: null,
  pending: null,
});

const body = (stake: number, over: Record<string, unknown> = {}) => ({
  gameId: '2025_12_NYJ_BAL',
  book: 'draftkings',
  market: 'h2h',
  side: 'home',
  line: null,
  price: 100,
  stake,
  placedAt: '2026-11-27T11:00:00Z',
  ...over,
});

beforeEach(() => {
  for (const f of Object.values(bets)) vi.mocked(f).mockReset();
  vi.mocked(settings.bettingSettings).mockReset().mockResolvedValue(limits(10_000));
  vi.mocked(games.gameWeek).mockReset().mockResolvedValue({ season: 2025, week: 12 });
  // $60 logged 1 ms inside the week, $500 logged exactly a week ago (outside it).
  vi.mocked(bets.listUserBets).mockResolvedValue([
    row(1, 6_000, new Date(WALL.getTime() - WEEK_MS + 1)),
    row(2, 50_000, new Date(WALL.getTime() - WEEK_MS)),
  ] as never);
  vi.mocked(bets.insertUserBet).mockResolvedValue(41);
  vi.mocked(settings.rgBreaks).mockReset().mockResolvedValue([]);
  vi.mocked(closes.capturedCloses).mockReset().mockResolvedValue(new Map());
});

const app = () =>
  routeApp(userBetsRoutes, context({ clock: fixedAt('2025-11-19T12:00:00Z'), wallNow: () => WALL }));
const post = async (payload: object) =>
  (await app()).inject({ method: 'POST', url: '/api/user/bets', headers: AS(ANN), payload });

describe('the bet tracker', () => {
  it('documents each route under bets with the answers it gives', async () => {
    const a = await app();
    const routes = [
      'GET /api/user/bets',
      'POST /api/user/bets',
      'PATCH /api/user/bets/:id',
      'DELETE /api/user/bets/:id',
    ];
    expect(routes.map((r) => a.declared.get(r))).toMatchObject([
      {
        summary:
          "The signed-in person's bets, settled from results, with profit, ROI, CLV, bankroll and limits",
        tags: ['bets'],
        statuses: ['200'],
      },
      {
        summary: 'Log a bet placed with a book (refused past the weekly stake or loss limit)',
        tags: ['bets'],
        statuses: ['201', '400', '422'],
      },
      {
        summary: 'Change an unsettled bet (a settled bet stays as it was graded)',
        tags: ['bets'],
        statuses: ['200', '400', '404', '409', '422'],
      },
      { summary: 'Delete an unsettled bet', tags: ['bets'], statuses: ['200', '404', '409'] },
    ]);
  });

  it('lists the person’s bets at the clock with what the week of real time leaves', async () => {
    vi.mocked(settings.bettingSettings).mockResolvedValue(limits(10_000));
    const res = await (await app()).inject({ method: 'GET', url: '/api/user/bets', headers: AS(ANN) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.asOf).toBe('2025-11-19T12:00:00.000Z');
    expect(body.bets.map((b: { id: number }) => b.id)).toEqual([1, 2]);
    // The window is the 7 days before real time: 2026-11-27 12:00 − 7 days; only bet 1's $60 is in
    // it, so $100 − $60 = $40 is left.
    expect(body.limits).toMatchObject({ windowStart: '2026-11-20T12:00:00.000Z', staked: 60, stakeLeft: 40 });
    expect(bets.listUserBets).toHaveBeenCalledWith(ORM, ANN, ASOF);
    expect(settings.bettingSettings).toHaveBeenCalledWith(ORM, ANN, WALL);
    expect(settings.rgBreaks).toHaveBeenCalledWith(ORM, ANN);
    // The closes captured for each bet's game, read at the clock.
    const kickoff = new Date('2025-11-23T18:00:00Z');
    expect(closes.capturedCloses).toHaveBeenCalledWith(
      ORM,
      [
        { gameId: '2025_12_NYJ_BAL', kickoff },
        { gameId: '2025_12_NYJ_BAL', kickoff },
      ],
      ASOF,
    );
  });
});

describe('logging a bet', () => {
  it('is a user route, like changing and deleting one', async () => {
    const a = await app();
    for (const r of [
      'POST /api/user/bets',
      'PATCH /api/user/bets/:id',
      'DELETE /api/user/bets/:id',
      'GET /api/user/bets',
    ])
      expect(a.access.get(r), r).toBe('user');
    expect((await a.inject({ method: 'POST', url: '/api/user/bets', payload: body(10) })).statusCode).toBe(
      401,
    );
    expect(bets.insertUserBet).not.toHaveBeenCalled();
  });

  it('fits a stake up to what the week leaves: $100 limit, $60 inside the week, $40 fits, $40.01 does not', async () => {
    // 10,000 − 6,000 = 4,000 cents left; the $500 logged exactly 7 days ago no longer counts.
    const ok = await post(body(40));
    expect([ok.statusCode, ok.json()]).toEqual([201, { id: 41, message: 'Bet logged.' }]);
    expect(bets.lockUserBets).toHaveBeenCalledWith(ORM, ANN);
    expect(bets.listUserBets).toHaveBeenCalledWith(ORM, ANN, ASOF);
    expect(settings.bettingSettings).toHaveBeenCalledWith(ORM, ANN, WALL);
    expect(games.gameWeek).toHaveBeenCalledWith(ORM, '2025_12_NYJ_BAL', WALL);
    expect(bets.insertUserBet).toHaveBeenCalledWith(ORM, {
      userId: ANN,
      gameId: '2025_12_NYJ_BAL',
      book: 'draftkings',
      market: 'h2h',
      side: 'home',
      line: null,
      price: 100,
      stakeCents: 4_000,
      placedAt: new Date('2026-11-27T11:00:00Z'),
      loggedAt: WALL,
      updatedAt: WALL,
    });
    vi.mocked(bets.insertUserBet).mockClear();
    const over = await post(body(40.01));
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'This bet would pass your weekly stake limit of $100: $40 is left this week.',
    );
    expect(bets.insertUserBet).not.toHaveBeenCalled();
  });

  it('refuses a bet placed more than 5 minutes ahead of real time, and a game not in the schedule (400)', async () => {
    // 12:05:00 is within the 5-minute skew; 12:05:00.001 is not.
    expect((await post(body(10, { placedAt: '2026-11-27T12:05:00Z' }))).statusCode).toBe(201);
    const future = await post(body(10, { placedAt: '2026-11-27T12:05:00.001Z' }));
    expect([future.statusCode, future.json().message]).toEqual([
      400,
      'placedAt: a bet cannot be placed in the future',
    ]);
    vi.mocked(games.gameWeek).mockResolvedValueOnce(undefined);
    const unknown = await post(body(10));
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      400,
      'gameId: no game 2025_12_NYJ_BAL in our schedule',
    ]);
    // Shape: a moneyline with a line is refused by validation.
    expect((await post(body(10, { line: 3 }))).statusCode).toBe(400);
  });
});

describe('changing and deleting a bet', () => {
  const patch = async (id: number, payload: object) =>
    (await app()).inject({ method: 'PATCH', url: `/api/user/bets/${id}`, headers: AS(ANN), payload });
  const del = async (id: number) =>
    (await app()).inject({ method: 'DELETE', url: `/api/user/bets/${id}`, headers: AS(ANN) });

  it("finds the bet among the person's own only: another id is 404", async () => {
    for (const res of [await patch(99, { stake: 5 }), await del(99)]) {
      expect([res.statusCode, res.json().message]).toEqual([404, 'No such bet of yours.']);
    }
    expect(bets.listUserBets).toHaveBeenCalledWith(ORM, ANN, ASOF);
    expect(bets.updateUserBet).not.toHaveBeenCalled();
    expect(bets.deleteUserBet).not.toHaveBeenCalled();
  });

  it('keeps a settled bet as graded (409), and deletes an open one for its owner', async () => {
    vi.mocked(bets.betGame).mockResolvedValue({ gameId: '2025_12_NYJ_BAL', settled: true });
    const settled = await del(1);
    expect([settled.statusCode, settled.json().message]).toEqual([
      409,
      'This bet is settled: it stays in your record.',
    ]);
    expect(bets.betGame).toHaveBeenCalledWith(ORM, '2025_12_NYJ_BAL', ASOF);
    const settledPatch = await patch(1, { stake: 5 });
    expect([settledPatch.statusCode, settledPatch.json().message]).toEqual([
      409,
      'This bet is settled: it stays as it was graded.',
    ]);
    vi.mocked(bets.betGame).mockResolvedValue({ gameId: '2025_12_NYJ_BAL', settled: false });
    const ok = await del(1);
    expect([ok.statusCode, ok.json()]).toEqual([200, { id: 1, message: 'Bet deleted.' }]);
    expect(bets.deleteUserBet).toHaveBeenCalledWith(ORM, ANN, 1);
  });

  it('checks a raised stake against the week without the bet itself: $60 → $100 fits, $100.01 does not', async () => {
    vi.mocked(bets.betGame).mockResolvedValue({ gameId: '2025_12_NYJ_BAL', settled: false });
    // Bet 1 ($60) raised: the week without it holds $0, so up to the whole $100.
    const ok = await patch(1, { stake: 100 });
    expect([ok.statusCode, ok.json()]).toEqual([200, { id: 1, message: 'Bet updated.' }]);
    expect(bets.updateUserBet).toHaveBeenCalledWith(ORM, ANN, 1, {
      market: 'h2h',
      side: 'home',
      line: null,
      stakeCents: 10_000,
      updatedAt: WALL,
    });
    vi.mocked(bets.updateUserBet).mockClear();
    expect((await patch(1, { stake: 100.01 })).statusCode).toBe(422);
    expect(bets.updateUserBet).not.toHaveBeenCalled();
    // Lowering never asks the limits.
    vi.mocked(settings.bettingSettings).mockClear();
    expect((await patch(1, { stake: 1, book: 'fanduel', price: -120 })).statusCode).toBe(200);
    expect(settings.bettingSettings).not.toHaveBeenCalled();
    expect(bets.updateUserBet).toHaveBeenCalledWith(ORM, ANN, 1, {
      market: 'h2h',
      side: 'home',
      line: null,
      book: 'fanduel',
      price: -120,
      stakeCents: 100,
      updatedAt: WALL,
    });
  });

  it('refuses a change that breaks the bet’s shape (400) and a future placedAt', async () => {
    vi.mocked(bets.betGame).mockResolvedValue({ gameId: '2025_12_NYJ_BAL', settled: false });
    const shape = await patch(1, { market: 'spreads' });
    // Spreads on the home side, the moneyline's null line kept: the line is missing.
    expect([shape.statusCode, shape.json().message]).toEqual([400, 'line: enter the line you got']);
    const future = await patch(1, { placedAt: '2026-11-27T12:05:00.001Z' });
    expect([future.statusCode, future.json().message]).toEqual([
      400,
      'placedAt: a bet cannot be placed in the future',
    ]);
    expect((await patch(1, {})).statusCode).toBe(400);
    expect(bets.updateUserBet).not.toHaveBeenCalled();
  });

  it('writes only the fields changed: a new line, a placedAt up to 5 minutes ahead, the stake kept', async () => {
    vi.mocked(bets.betGame).mockResolvedValue({ gameId: '2025_12_NYJ_BAL', settled: false });
    // 12:00 + 5 minutes exactly is not the future.
    const res = await patch(1, { market: 'spreads', line: -3.5, placedAt: '2026-11-27T12:05:00Z' });
    expect(res.statusCode).toBe(200);
    // No book, price or stake sent: no book or price key, the stake as it was ($60).
    expect(vi.mocked(bets.updateUserBet).mock.calls[0]).toStrictEqual([
      ORM,
      ANN,
      1,
      {
        market: 'spreads',
        side: 'home',
        line: -3.5,
        placedAt: new Date('2026-11-27T12:05:00Z'),
        stakeCents: 6_000,
        updatedAt: WALL,
      },
    ]);
  });

  it('never refuses a stake kept as it was, even past a limit lowered since ($60 kept, $50 limit)', async () => {
    vi.mocked(bets.betGame).mockResolvedValue({ gameId: '2025_12_NYJ_BAL', settled: false });
    vi.mocked(settings.bettingSettings).mockResolvedValue(limits(5_000));
    expect((await patch(1, { stake: 60 })).statusCode).toBe(200);
    // Raised by a cent it is checked: the week without it holds $0 and $60.01 > $50.
    expect((await patch(1, { stake: 60.01 })).statusCode).toBe(422);
  });

  it('treats a bet whose game is no longer found as open: it can be changed and deleted', async () => {
    vi.mocked(bets.betGame).mockResolvedValue(undefined);
    expect((await patch(1, { book: 'fanduel' })).statusCode).toBe(200);
    expect((await del(1)).statusCode).toBe(200);
    expect(bets.deleteUserBet).toHaveBeenCalledWith(ORM, ANN, 1);
  });
});
