// The tracker's settings on a bare app with the repositories stubbed (decision 128, the routes' fast
// test set; decision 094): user routes that read and write the signed-in person's own row at real time
// (not the replay clock); a max bet above the bankroll is refused; under the person's bet lock a lowered
// weekly limit applies at once and a raised one waits 24 hours as the pending raise.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { BettingSettings } from '../../db/repositories/betting-settings.ts';

vi.mock('../../db/repositories/betting-settings.ts', () => ({
  bettingSettings: vi.fn(),
  saveBettingSettings: vi.fn(),
}));
vi.mock('../../db/repositories/user-bets.ts', () => ({ lockUserBets: vi.fn() }));

const repo = await import('../../db/repositories/betting-settings.ts');
const bets = await import('../../db/repositories/user-bets.ts');
const { bettingSettingsRoutes } = await import('./betting-settings.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
const WALL = new Date('2026-11-27T12:00:00Z');

// Ann's row: $500 bankroll, $25 max bet, $100 a week staked, $60 a week lost at most.
const STORED: BettingSettings = {
  bankrollCents: 50_000,
  maxBetCents: 2_500,
  weeklyStakeLimitCents: 10_000,
  weeklyLossLimitCents: 6_000,
  pending: null,
};

beforeEach(() => {
  vi.mocked(repo.bettingSettings).mockReset().mockResolvedValue(STORED);
  vi.mocked(repo.saveBettingSettings).mockReset();
  vi.mocked(bets.lockUserBets).mockReset();
});

const app = () => routeApp(bettingSettingsRoutes, { ...context(), wallNow: () => WALL });

async function put(payload: object, headers: object = AS(ANN)) {
  const res = await (await app()).inject({
    method: 'PUT',
    url: '/api/user/betting-settings',
    headers: headers as Record<string, string>,
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const ask = { bankroll: 500, maxBet: 25, weeklyStakeLimit: 100, weeklyLossLimit: 60 };

describe('the betting settings', () => {
  it('are user routes', async () => {
    const a = await app();
    expect(a.access.get('GET /api/user/betting-settings')).toBe('user');
    expect(a.access.get('PUT /api/user/betting-settings')).toBe('user');
    expect((await a.inject({ method: 'GET', url: '/api/user/betting-settings' })).statusCode).toBe(401);
    expect((await put(ask, {})).status).toBe(401);
    expect(repo.bettingSettings).not.toHaveBeenCalled();
  });

  it("reads the person's own row at real time, in dollars, with a raise still waiting", async () => {
    vi.mocked(repo.bettingSettings).mockResolvedValue({
      ...STORED,
      pending: {
        limits: { weeklyStakeLimitCents: 50_000, weeklyLossLimitCents: null },
        appliesAt: new Date('2026-11-28T08:00:00Z'),
      },
    });
    const res = await (await app()).inject({
      method: 'GET',
      url: '/api/user/betting-settings',
      headers: AS(ANN),
    });
    expect(res.json()).toEqual({
      bankroll: 500,
      maxBet: 25,
      weeklyStakeLimit: 100,
      weeklyLossLimit: 60,
      pendingLimits: { weeklyStakeLimit: 500, weeklyLossLimit: null, appliesAt: '2026-11-28T08:00:00.000Z' },
    });
    expect(repo.bettingSettings).toHaveBeenCalledWith(ORM, ANN, WALL);
  });

  it('refuses a max bet above the bankroll; equal to it, or without a bankroll, is fine', async () => {
    expect(await put({ ...ask, bankroll: 500, maxBet: 500.01 })).toEqual({
      status: 400,
      body: { error: 'Bad Request', message: 'maxBet: a max bet cannot be more than the bankroll' },
    });
    expect(repo.saveBettingSettings).not.toHaveBeenCalled();
    expect((await put({ ...ask, bankroll: 500, maxBet: 500 })).status).toBe(200);
    expect((await put({ ...ask, bankroll: null, maxBet: 900 })).status).toBe(200);
    expect((await put({ ...ask, bankroll: 500, maxBet: null })).status).toBe(200);
    expect(repo.saveBettingSettings).toHaveBeenCalledTimes(3);
  });

  it('applies a lowered limit at once, under the bet lock, read and written at real time', async () => {
    // Stake $100 → $50.50 and loss $60 → $0: both decreases, in force now, nothing pending.
    const res = await put({ bankroll: 400, maxBet: 20.5, weeklyStakeLimit: 50.5, weeklyLossLimit: 0 });
    expect(res).toEqual({
      status: 200,
      body: { bankroll: 400, maxBet: 20.5, weeklyStakeLimit: 50.5, weeklyLossLimit: 0, pendingLimits: null },
    });
    expect(bets.lockUserBets).toHaveBeenCalledWith(ORM, ANN);
    expect(repo.bettingSettings).toHaveBeenCalledWith(ORM, ANN, WALL);
    expect(repo.saveBettingSettings).toHaveBeenCalledWith(
      ORM,
      ANN,
      {
        bankrollCents: 40_000,
        maxBetCents: 2_050,
        weeklyStakeLimitCents: 5_050,
        weeklyLossLimitCents: 0,
        pending: null,
      },
      WALL,
    );
    // The lock is taken before the stored limits are read.
    const locked = vi.mocked(bets.lockUserBets).mock.invocationCallOrder[0] ?? Infinity;
    expect(locked).toBeLessThan(vi.mocked(repo.bettingSettings).mock.invocationCallOrder[0] ?? 0);
  });

  it('makes a raise wait 24 hours: $100 → $1,000,000 stays $100 until WALL + 24 h', async () => {
    const res = await put({ ...ask, weeklyStakeLimit: 1_000_000, weeklyLossLimit: null });
    // WALL 27 Nov 12:00Z + 86,400,000 ms = 28 Nov 12:00Z; both limits as asked once it applies.
    expect(res.body).toEqual({
      bankroll: 500,
      maxBet: 25,
      weeklyStakeLimit: 100,
      weeklyLossLimit: 60,
      pendingLimits: {
        weeklyStakeLimit: 1_000_000,
        weeklyLossLimit: null,
        appliesAt: '2026-11-28T12:00:00.000Z',
      },
    });
    expect(vi.mocked(repo.saveBettingSettings).mock.calls[0]?.[2]).toEqual({
      bankrollCents: 50_000,
      maxBetCents: 2_500,
      weeklyStakeLimitCents: 10_000,
      weeklyLossLimitCents: 6_000,
      pending: {
        limits: { weeklyStakeLimitCents: 100_000_000, weeklyLossLimitCents: null },
        appliesAt: new Date('2026-11-28T12:00:00Z'),
      },
    });
  });
});

describe('the API documentation', () => {
  it('lists the settings routes with their tags and summaries', async () => {
    const a = await app();
    expect(documented(a)).toEqual([
      ['GET /api/user/betting-settings', ['bets'], "The bet tracker's settings of the signed-in person"],
      [
        'PUT /api/user/betting-settings',
        ['bets'],
        'Save bankroll, max bet and weekly limits (null: none); a raised limit waits 24 hours',
      ],
    ]);
    expect(a.declared.get('GET /api/user/betting-settings')?.statuses).toEqual(['200']);
    expect(a.declared.get('PUT /api/user/betting-settings')?.statuses).toEqual(['200', '400']);
  });
});
