// 'Your Personal Picks' settings on a bare app with the profile and tracker settings stubbed (decision
// 128, the routes' fast test set; decision 071): the bankroll and max bet come from the bet tracker in
// dollars (cents / 100) and are saved back in cents with the risk tolerance in one transaction, at real
// time; the bettor profile the personal score reads is mapped from them.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/betting-settings.ts', () => ({
  bettingSettings: vi.fn(),
  saveBankroll: vi.fn(),
}));
vi.mock('../../db/repositories/user-profiles.ts', () => ({ readProfile: vi.fn(), updateProfile: vi.fn() }));

const settings = await import('../../db/repositories/betting-settings.ts');
const profiles = await import('../../db/repositories/user-profiles.ts');
const { personalProfileRoutes } = await import('./personal-profile.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
// context()'s real time; the app's clock (2025-11-19) must not be used.
const WALL = new Date('2026-11-27T12:00:00Z');

beforeEach(() => {
  vi.mocked(profiles.readProfile)
    .mockReset()
    .mockResolvedValue({ riskTolerance: 'moderate', favoriteTeams: ['BAL', 'KC'] } as never);
  vi.mocked(profiles.updateProfile).mockReset().mockResolvedValue(undefined);
  vi.mocked(settings.bettingSettings)
    .mockReset()
    .mockResolvedValue({
      bankrollCents: 125_050,
      maxBetCents: 5_000,
      weeklyStakeLimitCents: null,
      weeklyLossLimitCents: null,
      pending: null,
    } as never);
  vi.mocked(settings.saveBankroll).mockReset().mockResolvedValue(undefined);
});

const app = () => routeApp(personalProfileRoutes, context());
const put = async (payload: object) =>
  (await app()).inject({ method: 'PUT', url: '/api/user/personal-profile', headers: AS(ANN), payload });

describe('the personal-picks settings', () => {
  it('are user routes under profile', async () => {
    const a = await app();
    expect(a.access.get('GET /api/user/personal-profile')).toBe('user');
    expect(a.access.get('PUT /api/user/personal-profile')).toBe('user');
    expect(documented(a).map(([route, tags]) => [route, tags])).toEqual([
      ['GET /api/user/personal-profile', ['profile']],
      ['PUT /api/user/personal-profile', ['profile']],
    ]);
    expect((await a.inject({ method: 'GET', url: '/api/user/personal-profile' })).statusCode).toBe(401);
  });

  it('shows the tracker’s bankroll and max bet in dollars and the bettor profile mapped from them', async () => {
    const res = await (await app()).inject({
      method: 'GET',
      url: '/api/user/personal-profile',
      headers: AS(ANN),
    });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      {
        riskTolerance: 'moderate',
        // 125,050 cents and 5,000 cents.
        bankroll: 1250.5,
        maxBet: 50,
        favoriteTeams: ['BAL', 'KC'],
        profile: {
          riskTolerance: 'medium',
          favoriteTeams: ['BAL', 'KC'],
          bankrollSize: 1250.5,
          maxBetSize: 50,
          // The personal score's default minimum confidence, 70; injured players avoided unless aggressive.
          preferences: { favoritePositions: [], minConfidence: 70, avoidInjured: true },
        },
      },
    ]);
    expect(profiles.readProfile).toHaveBeenCalledWith(ORM, ANN);
    expect(settings.bettingSettings).toHaveBeenCalledWith(ORM, ANN, WALL);
  });

  it('saves the risk tolerance and, in cents, the bankroll and max bet, at real time', async () => {
    const res = await put({ riskTolerance: 'aggressive', bankroll: 1_000.25, maxBet: null });
    expect(res.statusCode).toBe(200);
    expect(profiles.updateProfile).toHaveBeenCalledWith(ORM, ANN, { riskTolerance: 'aggressive' });
    expect(settings.saveBankroll).toHaveBeenCalledWith(
      ORM,
      ANN,
      { bankrollCents: 100_025, maxBetCents: null },
      WALL,
    );
    await put({ riskTolerance: 'conservative', bankroll: null, maxBet: 19.99 });
    expect(settings.saveBankroll).toHaveBeenLastCalledWith(
      ORM,
      ANN,
      { bankrollCents: null, maxBetCents: 1_999 },
      WALL,
    );
  });

  it('refuses a max bet above the bankroll, or a part of a cent, with 400 before any write', async () => {
    for (const payload of [
      { riskTolerance: 'moderate', bankroll: 100, maxBet: 100.01 },
      { riskTolerance: 'moderate', bankroll: 100.001, maxBet: null },
      { riskTolerance: 'reckless', bankroll: null, maxBet: null },
    ]) {
      expect((await put(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(settings.saveBankroll).not.toHaveBeenCalled();
  });

  it('shows no bankroll as null (the profile’s size 0, no max bet) and is a 500 without a row', async () => {
    vi.mocked(settings.bettingSettings).mockResolvedValue({
      bankrollCents: null,
      maxBetCents: null,
      weeklyStakeLimitCents: null,
      weeklyLossLimitCents: null,
      pending: null,
    } as never);
    const a = await app();
    const res = await a.inject({ method: 'GET', url: '/api/user/personal-profile', headers: AS(ANN) });
    expect(res.json()).toMatchObject({ bankroll: null, maxBet: null, profile: { bankrollSize: 0 } });
    expect(res.json().profile).not.toHaveProperty('maxBetSize');
    vi.mocked(profiles.readProfile).mockResolvedValue(undefined);
    expect(
      (await a.inject({ method: 'GET', url: '/api/user/personal-profile', headers: AS(ANN) })).statusCode,
    ).toBe(500);
  });
});
