// Creating a challenge on a bare app with its repositories stubbed (decision 128, the routes' fast test
// set): a user route; the creation quota counts the creator's own challenges since 24 hours of real time
// before now (86,400,000 ms; issue 20 item 11: an hour's window passed every test) under the creator's
// lock; 3 in the window or 5 open is 429 with its code, admins exempt; the stored row is the creator's.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, fixedAt, ORM, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/challenges.ts', () => ({
  creationCounts: vi.fn(),
  findChallenge: vi.fn(),
  insertChallenge: vi.fn(),
  lockCreator: vi.fn(),
}));
vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('../../core/data-changes.ts', () => ({ notifyCommunityChanged: vi.fn() }));

const repo = await import('../../db/repositories/challenges.ts');
const games = await import('../../db/repositories/games.ts');
const { challengeRoutes } = await import('./challenges.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
const NOW = new Date('2025-11-19T12:00:00Z');
const WALL = new Date('2026-11-27T12:00:00Z');
// 24 hours of real time before WALL: 2026-11-27T12:00Z − 86,400,000 ms.
const SINCE = new Date('2026-11-26T12:00:00Z');

const body = { title: 'Thursday pick’em', kind: 'pickem', period: 'daily', startDate: '2025-11-20' };

beforeEach(() => {
  vi.mocked(repo.creationCounts).mockReset().mockResolvedValue({ createdLastDay: 2, openCreated: 4 });
  vi.mocked(repo.lockCreator).mockReset();
  vi.mocked(repo.insertChallenge).mockReset().mockResolvedValue(12);
  vi.mocked(repo.findChallenge).mockReset();
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue([]);
});

/** The audit lines of the last create: [event, person, challenge]. */
let lastLogged: unknown[][] = [];

const create = async (user: object = {}, payload: object = body, at = '2025-11-19T12:00:00Z') => {
  const a = await routeApp(challengeRoutes, {
    ...context(),
    clock: fixedAt(at),
    wallNow: () => WALL,
  });
  const res = await a.inject({ method: 'POST', url: '/api/challenges', headers: AS(ANN, user), payload });
  lastLogged = a.logs.filter((l) => l.event).map((l) => [l.event, l.userId, l.challengeId, l.msg]);
  return res;
};

describe('creating a challenge', () => {
  it('is a user route', async () => {
    const a = await routeApp(challengeRoutes, context());
    expect(a.access.get('POST /api/challenges')).toBe('user');
    expect((await a.inject({ method: 'POST', url: '/api/challenges', payload: body })).statusCode).toBe(401);
  });

  it('counts the creator’s own challenges over the last 24 hours of real time, under the creator’s lock', async () => {
    vi.mocked(repo.findChallenge).mockResolvedValue({
      id: 12,
      title: 'Thursday pick’em',
      description: '',
      kind: 'pickem',
      period: 'daily',
      startsAt: new Date('2025-11-20T05:00:00Z'),
      endsAt: new Date('2025-11-21T05:00:00Z'),
      capacity: null,
      entryCoins: 0,
      creatorId: ANN,
      creatorName: 'Ann',
      createdAt: WALL,
      members: 0,
    });
    const res = await create();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().challenge).toMatchObject({ id: 12, title: 'Thursday pick’em' });
    expect(lastLogged).toEqual([['challenge.created', ANN, 12, 'challenge created']]);
    expect(repo.findChallenge).toHaveBeenCalledWith(ORM, 12);
    expect(repo.lockCreator).toHaveBeenCalledWith(ORM, ANN);
    expect(repo.creationCounts).toHaveBeenCalledWith(ORM, ANN, SINCE, NOW);
    expect(repo.insertChallenge).toHaveBeenCalledWith(ORM, {
      title: 'Thursday pick’em',
      description: '',
      kind: 'pickem',
      period: 'daily',
      startsAt: expect.any(Date),
      endsAt: expect.any(Date),
      capacity: null,
      entryCoins: 0,
      creatorId: ANN,
      createdAt: WALL,
    });
  });

  it('refuses the 4th in 24 hours and the 6th open one with 429 and its code; an admin is not counted', async () => {
    vi.mocked(repo.creationCounts).mockResolvedValue({ createdLastDay: 3, openCreated: 0 });
    const daily = await create();
    expect([daily.statusCode, daily.json().code]).toEqual([429, 'daily_limit']);
    expect(daily.json().message).toBe('You can create at most 3 challenges in 24 hours; try again later.');
    vi.mocked(repo.creationCounts).mockResolvedValue({ createdLastDay: 0, openCreated: 5 });
    const open = await create();
    expect([open.statusCode, open.json().code]).toEqual([429, 'open_limit']);
    expect(repo.insertChallenge).not.toHaveBeenCalled();
    vi.mocked(repo.creationCounts).mockResolvedValue({ createdLastDay: 3, openCreated: 5 });
    await create({ role: 'admin' });
    expect(repo.insertChallenge).toHaveBeenCalledTimes(1);
  });

  it('refuses an unverified address (403) and a period that has ended (422) before counting', async () => {
    const unverified = await create({ emailVerified: false });
    expect([unverified.statusCode, unverified.json().message]).toEqual([
      403,
      'Confirm your email address to create challenges.',
    ]);
    const past = await create({}, { ...body, startDate: '2025-11-18' });
    expect([past.statusCode, past.json().code]).toEqual([422, 'bad_dates']);
    expect(repo.creationCounts).not.toHaveBeenCalled();
    expect((await create({}, { ...body, creatorId: 'someone' })).statusCode).toBe(400);
  });

  it('refuses a day that ends at the clock’s instant, and a season when the schedule holds none (422)', async () => {
    // 19 Nov (New York) ends at 20 Nov 05:00Z: at that instant it has ended; a millisecond before, not.
    const ended = await create({}, { ...body, startDate: '2025-11-19' }, '2025-11-20T05:00:00Z');
    expect([ended.statusCode, ended.json()]).toEqual([
      422,
      {
        error: 'Unprocessable Entity',
        message: 'This period has already ended; pick a date from today on.',
        code: 'bad_dates',
      },
    ]);
    vi.mocked(repo.findChallenge).mockResolvedValue(null);
    const last = await create({}, { ...body, startDate: '2025-11-19' }, '2025-11-20T04:59:59.999Z');
    // Stored, but not found when read back: a server error, not a made-up answer.
    expect(last.statusCode).toBe(500);
    expect(repo.insertChallenge).toHaveBeenCalledTimes(1);
    // No season in the schedule (seasonWindows answers none).
    const season = await create({}, { ...body, period: 'season' });
    expect([season.statusCode, season.json().message, season.json().code]).toEqual([
      422,
      'No season is in the schedule yet.',
      'bad_dates',
    ]);
  });
});
