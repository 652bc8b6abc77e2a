// Responsible-gaming breaks on a bare app with the repositories stubbed (decision 128, the routes' fast
// test set; decisions 058 and 094): the status reads the person's own breaks at real time (not the
// replay clock) and tells a visitor "not signed in" without a 401; a break is taken under the person's
// bet lock at real time, ends 24 h / 7 d / 30 d / 6 months later or never, is refused (409) when it
// would end no later than the one in force, and a self-exclusion is also kept under the keyed hash of
// the lower-cased address, so it outlives the account.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { RgBreakRow } from '../../db/repositories/betting-settings.ts';

vi.mock('../../db/repositories/betting-settings.ts', () => ({ insertRgBreak: vi.fn(), rgBreaks: vi.fn() }));
vi.mock('../../db/repositories/rg-registry.ts', () => ({ registerExclusion: vi.fn() }));
vi.mock('../../db/repositories/user-bets.ts', () => ({ lockUserBets: vi.fn() }));

const settings = await import('../../db/repositories/betting-settings.ts');
const registry = await import('../../db/repositories/rg-registry.ts');
const bets = await import('../../db/repositories/user-bets.ts');
const { rgRoutes } = await import('./rg.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
// Real time; the replay clock (context's 2025-11-19) is a year earlier.
const WALL = new Date('2026-11-27T12:00:00Z');
const SECRET = 'rg-test-secret';
// HMAC-SHA256 of 'ann@example.com' under HMAC-SHA256(SECRET, 'gg.rg-exclusion-registry.v1'), base64url.
const ANN_KEY = 'tN3FQjp_pKjePlFzzcF7uvwp7IKCbumNBejuoqUJof4';

const brk = (over: Partial<RgBreakRow>): RgBreakRow => ({
  id: 1,
  userId: ANN,
  kind: 'cool_off',
  period: '7d',
  startsAt: WALL,
  endsAt: null,
  ...over,
});

beforeEach(() => {
  vi.mocked(settings.rgBreaks).mockReset().mockResolvedValue([]);
  vi.mocked(settings.insertRgBreak).mockReset();
  vi.mocked(registry.registerExclusion).mockReset();
  vi.mocked(bets.lockUserBets).mockReset();
});

const app = () => routeApp(rgRoutes, { ...context(), wallNow: () => WALL, secret: SECRET });

async function post(
  path: 'cool-off' | 'self-exclusion',
  payload: object,
  headers: object = AS(ANN, { email: ' Ann@Example.COM ' }),
) {
  const a = await app();
  const res = await a.inject({
    method: 'POST',
    url: `/api/user/rg/${path}`,
    headers: headers as Record<string, string>,
    payload,
  });
  const logged = a.logs.filter((l) => l.event === 'rg.break').map((l) => [l.kind, l.userId, l.msg]);
  return { status: res.statusCode, body: res.json(), logged };
}

describe('the responsible-gaming status', () => {
  it('tells a visitor "not signed in" (no 401, nothing read), never cached', async () => {
    const a = await app();
    expect(a.declared.get('GET /api/user/rg-status')?.config).toMatchObject({
      access: 'public',
      session: 'optional',
    });
    const res = await a.inject({ method: 'GET', url: '/api/user/rg-status' });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { signedIn: false, state: 'none', until: null, permanent: false },
    ]);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(settings.rgBreaks).not.toHaveBeenCalled();
  });

  it("reads the person's own breaks at real time", async () => {
    // A cool-off from WALL − 1 h to WALL + 23 h: in force at real time, not yet begun at the replay clock.
    vi.mocked(settings.rgBreaks).mockResolvedValue([
      brk({
        period: '24h',
        startsAt: new Date('2026-11-27T11:00:00Z'),
        endsAt: new Date('2026-11-28T11:00:00Z'),
      }),
    ]);
    const res = await (await app()).inject({ method: 'GET', url: '/api/user/rg-status', headers: AS(ANN) });
    expect(res.json()).toEqual({
      signedIn: true,
      state: 'cool_off',
      until: '2026-11-28T11:00:00.000Z',
      permanent: false,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(settings.rgBreaks).toHaveBeenCalledWith(ORM, ANN);
  });
});

describe('taking a break', () => {
  it('are user routes: a visitor gets 401 and nothing is locked', async () => {
    const a = await app();
    expect(a.access.get('POST /api/user/rg/cool-off')).toBe('user');
    expect(a.access.get('POST /api/user/rg/self-exclusion')).toBe('user');
    expect((await post('cool-off', { period: '7d' }, {})).status).toBe(401);
    expect((await post('self-exclusion', { period: '6m', confirm: 'EXCLUDE' }, {})).status).toBe(401);
    expect(bets.lockUserBets).not.toHaveBeenCalled();
  });

  it('starts a 7-day cool-off at real time under the bet lock, and answers the status read after it', async () => {
    // WALL + 7 × 24 h = 4 Dec 12:00Z.
    const ends = new Date('2026-12-04T12:00:00Z');
    vi.mocked(settings.rgBreaks)
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([brk({ startsAt: WALL, endsAt: ends })]);
    const res = await post('cool-off', { period: '7d' });
    expect(res).toEqual({
      status: 201,
      body: { signedIn: true, state: 'cool_off', until: '2026-12-04T12:00:00.000Z', permanent: false },
      // The audit line of the break.
      logged: [['cool_off', ANN, 'cool-off started']],
    });
    expect(bets.lockUserBets).toHaveBeenCalledWith(ORM, ANN);
    expect(settings.insertRgBreak).toHaveBeenCalledWith(ORM, {
      userId: ANN,
      kind: 'cool_off',
      period: '7d',
      startsAt: WALL,
      endsAt: ends,
    });
    // The lock comes before the breaks are read: two breaks at once take turns.
    const lockedAt = vi.mocked(bets.lockUserBets).mock.invocationCallOrder[0] ?? Infinity;
    expect(lockedAt).toBeLessThan(vi.mocked(settings.rgBreaks).mock.invocationCallOrder[0] ?? 0);
    expect(settings.rgBreaks).toHaveBeenNthCalledWith(1, ORM, ANN);
    expect(registry.registerExclusion).not.toHaveBeenCalled();
  });

  it('refuses a break that would end no later than the one in force (409), and stores nothing', async () => {
    // A 30-day cool-off taken an hour ago ends 26 Dec 11:00Z; a new 7-day one would end 4 Dec.
    vi.mocked(settings.rgBreaks).mockResolvedValue([
      brk({
        period: '30d',
        startsAt: new Date('2026-11-27T11:00:00Z'),
        endsAt: new Date('2026-12-27T11:00:00Z'),
      }),
    ]);
    expect(await post('cool-off', { period: '7d' })).toEqual({
      logged: [],
      status: 409,
      body: {
        error: 'Conflict',
        message:
          'You are on a break until 2026-12-27T11:00:00.000Z. A break can be made longer, never shorter or lifted early.',
      },
    });
    expect(settings.insertRgBreak).not.toHaveBeenCalled();
  });

  it('refuses a 6-month self-exclusion during a permanent one (409), registering nothing', async () => {
    vi.mocked(settings.rgBreaks).mockResolvedValue([
      brk({
        kind: 'self_exclusion',
        period: 'permanent',
        startsAt: new Date('2026-11-01T00:00:00Z'),
        endsAt: null,
      }),
    ]);
    expect(await post('self-exclusion', { period: '6m', confirm: 'EXCLUDE' })).toEqual({
      logged: [],
      status: 409,
      body: {
        error: 'Conflict',
        message: 'You are on a break permanently. A break can be made longer, never shorter or lifted early.',
      },
    });
    expect(settings.insertRgBreak).not.toHaveBeenCalled();
    expect(registry.registerExclusion).not.toHaveBeenCalled();
  });

  it('self-excludes for 6 months and keeps it under the keyed lower-cased address', async () => {
    // WALL + 6 calendar months = 27 May 2027 12:00Z.
    const ends = new Date('2027-05-27T12:00:00Z');
    vi.mocked(settings.rgBreaks)
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([brk({ kind: 'self_exclusion', period: '6m', endsAt: ends })]);
    const res = await post('self-exclusion', { period: '6m', confirm: 'EXCLUDE' });
    expect(res).toEqual({
      status: 201,
      body: { signedIn: true, state: 'self_exclusion', until: '2027-05-27T12:00:00.000Z', permanent: false },
      logged: [['self_exclusion', ANN, 'self-exclusion started']],
    });
    expect(settings.insertRgBreak).toHaveBeenCalledWith(ORM, {
      userId: ANN,
      kind: 'self_exclusion',
      period: '6m',
      startsAt: WALL,
      endsAt: ends,
    });
    expect(registry.registerExclusion).toHaveBeenCalledWith(ORM, ANN_KEY, ends, WALL);
  });

  it('self-excludes permanently (no end), and only with the typed confirmation', async () => {
    vi.mocked(settings.rgBreaks)
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([brk({ kind: 'self_exclusion', period: 'permanent', endsAt: null })]);
    expect(await post('self-exclusion', { period: 'permanent', confirm: 'EXCLUDE' })).toMatchObject({
      status: 201,
      body: { signedIn: true, state: 'self_exclusion', until: null, permanent: true },
    });
    expect(registry.registerExclusion).toHaveBeenCalledWith(ORM, ANN_KEY, null, WALL);
    expect(settings.insertRgBreak).toHaveBeenCalledTimes(1);
    expect((await post('self-exclusion', { period: 'permanent', confirm: 'exclude' })).status).toBe(400);
    expect((await post('self-exclusion', { period: 'permanent' })).status).toBe(400);
    expect((await post('cool-off', { period: '6m' })).status).toBe(400);
    expect(settings.insertRgBreak).toHaveBeenCalledTimes(1);
  });
});

describe('the API documentation', () => {
  it('lists the responsible-gaming routes with their tags and summaries', async () => {
    const a = await app();
    expect(documented(a)).toEqual([
      [
        'GET /api/user/rg-status',
        ['bets'],
        'Whether the signed-in person is on a cool-off or self-exclusion (picks are then hidden)',
      ],
      [
        'POST /api/user/rg/cool-off',
        ['bets'],
        'Take a break of 24 hours, 7 days or 30 days: picks hidden, no marketing mail. Cannot be shortened.',
      ],
      [
        'POST /api/user/rg/self-exclusion',
        ['bets'],
        'Self-exclude for 6 months or permanently (confirmed twice). Cannot be shortened or lifted.',
      ],
    ]);
    // The answers each documents: a break starts with 201, a refused one is 400 or 409.
    expect(
      ['GET /api/user/rg-status', 'POST /api/user/rg/cool-off', 'POST /api/user/rg/self-exclusion'].map(
        (r) => a.declared.get(r)?.statuses,
      ),
    ).toEqual([['200'], ['201', '400', '409'], ['201', '400', '409']]);
  });
});
