// Locking a contributor pick on a bare app with its repositories stubbed (decision 128, the routes'
// fast test set): a user route that refuses an unverified address and a person on a break (real time),
// decides "before kickoff" on the app's clock and locks at the server's own line and price, never the
// browser's; every repository call is the signed-in person's; each refusal has its status and code.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, fixedAt, ORM, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/contributor-picks.ts', () => ({
  existingPick: vi.fn(),
  gameForLock: vi.fn(),
  lockPick: vi.fn(),
  userPicks: vi.fn(),
}));
vi.mock('../../db/repositories/betting-settings.ts', () => ({ rgBreaks: vi.fn() }));
vi.mock('../../db/repositories/odds.ts', () => ({ latestLines: vi.fn() }));
vi.mock('../../core/data-changes.ts', () => ({ notifyCommunityChanged: vi.fn() }));
vi.mock('./captured-closes.ts', async (original) => ({
  ...(await original<typeof import('./captured-closes.ts')>()),
  capturedCloses: vi.fn(),
}));

const picks = await import('../../db/repositories/contributor-picks.ts');
const settings = await import('../../db/repositories/betting-settings.ts');
const odds = await import('../../db/repositories/odds.ts');
const changes = await import('../../core/data-changes.ts');
const closes = await import('./captured-closes.ts');
const { contributorPickRoutes } = await import('./contributor-picks.ts');
const { MODEL_PARAMS } = await import('../../domain/model/params.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
const GAME = '2025_15_ARI_HOU';
const NOW = new Date('2025-12-12T18:00:00Z');
const WALL = new Date('2026-11-27T12:00:00Z');
const KICKOFF = new Date('2025-12-14T18:00:00Z');
const CAPTURED = new Date('2025-12-12T17:55:00Z');

// The book's spread: HOU −9.5 at −110, ARI +9.5 at −110.
const lines = [
  {
    gameId: GAME,
    book: 'draftkings',
    market: 'spreads',
    side: 'home',
    line: -9.5,
    price: -110,
    capturedAt: CAPTURED,
  },
  {
    gameId: GAME,
    book: 'draftkings',
    market: 'spreads',
    side: 'away',
    line: 9.5,
    price: -110,
    capturedAt: CAPTURED,
  },
];

const stored = {
  id: 5,
  contributor: 'Ann',
  userId: ANN,
  gameId: GAME,
  season: 2025,
  week: 15,
  kickoff: KICKOFF,
  homeTeam: 'HOU',
  awayTeam: 'ARI',
  market: 'spread' as const,
  selection: 'home' as const,
  line: -9.5,
  price: -110,
  book: 'draftkings',
  lineCapturedAt: CAPTURED,
  lockedAt: NOW,
  homeScore: null,
  awayScore: null,
  closeSpread: null,
  closeTotal: null,
  homeBioBoost: null,
  awayBioBoost: null,
};

beforeEach(() => {
  vi.mocked(settings.rgBreaks).mockReset().mockResolvedValue([]);
  vi.mocked(picks.gameForLock)
    .mockReset()
    .mockResolvedValue({ gameId: GAME, kickoff: KICKOFF, homeTeam: 'HOU', awayTeam: 'ARI' } as never);
  vi.mocked(picks.existingPick)
    .mockReset()
    .mockResolvedValue(undefined as never);
  vi.mocked(picks.lockPick)
    .mockReset()
    .mockResolvedValue({ id: 5 } as never);
  vi.mocked(picks.userPicks)
    .mockReset()
    .mockResolvedValue([stored] as never);
  vi.mocked(odds.latestLines)
    .mockReset()
    .mockResolvedValue(lines as never);
  vi.mocked(changes.notifyCommunityChanged).mockReset();
  vi.mocked(closes.capturedCloses).mockReset().mockResolvedValue(new Map());
});

const app = (clockAt = '2025-12-12T18:00:00Z') =>
  routeApp(contributorPickRoutes, { ...context(), clock: fixedAt(clockAt), wallNow: () => WALL });
const lock = async (payload: object, user: object = {}, clockAt?: string) =>
  (await app(clockAt)).inject({ method: 'POST', url: '/api/picks', headers: AS(ANN, user), payload });
const spread = (line: number | null, price: number | null = -110) => ({
  gameId: GAME,
  market: 'spread',
  selection: 'home',
  line,
  price,
});

describe('locking a pick', () => {
  it('is a user route, like the person’s own list', async () => {
    const a = await app();
    expect(a.access.get('POST /api/picks')).toBe('user');
    expect(a.access.get('GET /api/user/picks')).toBe('user');
    expect(['POST /api/picks', 'GET /api/user/picks'].map((r) => a.declared.get(r))).toMatchObject([
      {
        summary:
          'Lock a pick (spread, total or moneyline) before kickoff at the line shown; the server records its own line, price and time',
        tags: ['community'],
        statuses: ['201', '403', '404', '409'],
      },
      {
        summary: "The signed-in person's locked picks, graded once the final score is known at the clock",
        tags: ['community'],
        statuses: ['200'],
      },
    ]);
    expect((await a.inject({ method: 'POST', url: '/api/picks', payload: spread(-9.5) })).statusCode).toBe(
      401,
    );
  });

  it('locks at the server’s line, price, book and capture time, for the signed-in person at the clock', async () => {
    const res = await lock(spread(-9.5));
    expect(res.statusCode, res.body).toBe(201);
    expect(picks.gameForLock).toHaveBeenCalledWith(ORM, GAME, NOW);
    expect(picks.existingPick).toHaveBeenCalledWith(ORM, ANN, GAME, 'spread');
    expect(odds.latestLines).toHaveBeenCalledWith(ORM, [GAME], NOW);
    expect(picks.lockPick).toHaveBeenCalledWith(ORM, {
      userId: ANN,
      gameId: GAME,
      market: 'spread',
      selection: 'home',
      line: -9.5,
      price: -110,
      book: 'draftkings',
      lineCapturedAt: CAPTURED,
      lockedAt: NOW,
    });
    expect(picks.userPicks).toHaveBeenCalledWith(ORM, ANN, MODEL_PARAMS.version, NOW);
    expect(changes.notifyCommunityChanged).toHaveBeenCalledTimes(1);
    expect(res.json().pick).toMatchObject({
      gameId: GAME,
      market: 'spread',
      selection: 'home',
      line: -9.5,
      price: -110,
      book: 'draftkings',
      lockedAt: '2025-12-12T18:00:00.000Z',
      status: 'pending',
    });
  });

  it('refuses an unverified address (403) and a person on a break by real time (403), before reading the game', async () => {
    const unverified = await lock(spread(-9.5), { emailVerified: false });
    expect([unverified.statusCode, unverified.json().message]).toEqual([
      403,
      'Confirm your email address to lock picks.',
    ]);
    // A cool-off from 27 Nov 11:00 to 28 Nov 11:00 real time: in force at WALL (12:00).
    vi.mocked(settings.rgBreaks).mockResolvedValue([
      {
        id: 1,
        userId: ANN,
        kind: 'cool_off',
        period: '24h',
        startsAt: new Date('2026-11-27T11:00:00Z'),
        endsAt: new Date('2026-11-28T11:00:00Z'),
      },
    ]);
    const onBreak = await lock(spread(-9.5));
    expect([onBreak.statusCode, onBreak.json().message]).toEqual([
      403,
      'You are taking a break: picks cannot be locked until it ends.',
    ]);
    expect(settings.rgBreaks).toHaveBeenCalledWith(ORM, ANN);
    expect(picks.gameForLock).not.toHaveBeenCalled();
    // Ended at 12:00 exactly: no longer in force.
    vi.mocked(settings.rgBreaks).mockResolvedValue([
      {
        id: 1,
        userId: ANN,
        kind: 'cool_off',
        period: '24h',
        startsAt: new Date('2026-11-26T12:00:00Z'),
        endsAt: WALL,
      },
    ]);
    expect((await lock(spread(-9.5))).statusCode).toBe(201);
  });

  it('answers 404 for an unknown game, and 409 with its code for each refusal', async () => {
    vi.mocked(picks.gameForLock).mockResolvedValueOnce(undefined as never);
    const unknown = await lock(spread(-9.5));
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, `No game ${GAME} in the schedule.`]);

    vi.mocked(picks.existingPick).mockResolvedValueOnce({ line: -9.5, price: -110 } as never);
    const held = await lock(spread(-9.5));
    expect([held.statusCode, held.json().code]).toEqual([409, 'already_locked']);
    expect(held.json().message).toBe(
      'You locked HOU -9.5 (-110) on this game; a locked pick cannot be changed.',
    );

    // The browser showed −9 (the line is −9.5): asked again with the current quote.
    const moved = await lock(spread(-9));
    expect([moved.statusCode, moved.json().code]).toEqual([409, 'line_moved']);
    expect(moved.json().message).toBe('The line moved to HOU -9.5 (-110); lock at HOU -9.5 (-110)?');
    expect(moved.json().current).toEqual({
      line: -9.5,
      price: -110,
      book: 'draftkings',
      capturedAt: '2025-12-12T17:55:00.000Z',
    });

    // At kickoff exactly, closed.
    const late = await lock(spread(-9.5), {}, '2025-12-14T18:00:00Z');
    expect([late.statusCode, late.json().code, late.json().message]).toEqual([
      409,
      'kicked_off',
      'Locked at kickoff: picks on this game closed when it kicked off.',
    ]);

    vi.mocked(odds.latestLines).mockResolvedValueOnce([]);
    const none = await lock(spread(-9.5));
    expect([none.statusCode, none.json().code, none.json().message]).toEqual([
      409,
      'no_line',
      'We hold no line for this market yet, so there is nothing to lock at.',
    ]);

    // A concurrent request stored it first: exactly one lock, this one refused.
    vi.mocked(picks.lockPick).mockResolvedValueOnce(null);
    const raced = await lock(spread(-9.5));
    expect([raced.statusCode, raced.json().code, raced.json().message]).toEqual([
      409,
      'already_locked',
      'You already locked a pick on this market of this game; a locked pick cannot be changed.',
    ]);
    expect(changes.notifyCommunityChanged).not.toHaveBeenCalled();
  });

  it('describes totals and moneylines in the refusal the way the screens do', async () => {
    vi.mocked(odds.latestLines).mockResolvedValue([
      {
        gameId: GAME,
        book: 'fanduel',
        market: 'totals',
        side: 'over',
        line: 44.5,
        price: 105,
        capturedAt: CAPTURED,
      },
      {
        gameId: GAME,
        book: 'fanduel',
        market: 'h2h',
        side: 'away',
        line: null,
        price: 320,
        capturedAt: CAPTURED,
      },
    ] as never);
    const total = await lock({ gameId: GAME, market: 'total', selection: 'over', line: 44, price: 105 });
    expect(total.json().message).toBe('The line moved to over 44.5 (+105); lock at over 44.5 (+105)?');
    const ml = await lock({ gameId: GAME, market: 'moneyline', selection: 'away', line: null, price: 300 });
    expect(ml.json().message).toBe('The line moved to ARI to win (+320); lock at ARI to win (+320)?');
  });

  it('describes a held pick by its side: the away handicap from the home line, an under, a pick’em without a price', async () => {
    const held = async (body: object, quote: object) => {
      vi.mocked(picks.existingPick).mockResolvedValueOnce(quote as never);
      return (await lock({ gameId: GAME, ...body })).json().message;
    };
    // The home line −9.5 is ARI's +9.5.
    expect(
      await held(
        { market: 'spread', selection: 'away', line: 9.5, price: -105 },
        { line: -9.5, price: -105 },
      ),
    ).toBe('You locked ARI +9.5 (-105) on this game; a locked pick cannot be changed.');
    expect(
      await held(
        { market: 'total', selection: 'under', line: 44.5, price: -110 },
        { line: 44.5, price: -110 },
      ),
    ).toBe('You locked under 44.5 (-110) on this game; a locked pick cannot be changed.');
    expect(
      await held({ market: 'spread', selection: 'home', line: 0, price: -110 }, { line: 0, price: null }),
    ).toBe('You locked HOU 0 on this game; a locked pick cannot be changed.');
  });

  it('answers with the pick just locked among the person’s others, and logs it', async () => {
    const other = { ...stored, id: 4, gameId: '2025_15_DAL_PHI', homeTeam: 'PHI', awayTeam: 'DAL' };
    vi.mocked(picks.userPicks).mockResolvedValue([other, stored] as never);
    const a = await app();
    const res = await a.inject({
      method: 'POST',
      url: '/api/picks',
      headers: AS(ANN),
      payload: spread(-9.5),
    });
    expect([res.statusCode, res.json().pick.id, res.json().pick.gameId]).toEqual([201, 5, GAME]);
    expect(a.logs).toContainEqual(
      expect.objectContaining({
        event: 'pick.locked',
        userId: ANN,
        gameId: GAME,
        market: 'spread',
        msg: 'pick locked',
      }),
    );
  });

  it('lists the person’s locked picks at the clock, with the closes captured for them', async () => {
    const a = await app();
    const res = await a.inject({ method: 'GET', url: '/api/user/picks', headers: AS(ANN) });
    expect(res.statusCode).toBe(200);
    expect(res.json().asOf).toBe('2025-12-12T18:00:00.000Z');
    expect(res.json().picks).toMatchObject([
      { id: 5, gameId: GAME, market: 'spread', line: -9.5, status: 'pending' },
    ]);
    expect(picks.userPicks).toHaveBeenCalledWith(ORM, ANN, MODEL_PARAMS.version, NOW);
    expect(closes.capturedCloses).toHaveBeenCalledWith(ORM, [stored], NOW);
  });

  it('refuses a body with unknown fields or a game id that is not one (400)', async () => {
    for (const payload of [
      { ...spread(-9.5), userId: 'someone-else' },
      { ...spread(-9.5), gameId: 'x y' },
      {},
    ]) {
      const res = await lock(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(picks.lockPick).not.toHaveBeenCalled();
  });
});
