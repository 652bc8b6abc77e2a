// The stake suggestion on a bare app with the repositories, the week's predictions and the week's bet
// usage stubbed (decision 128, the routes' fast test set; decision 057): quarter Kelly on the model's
// probability for the side, worked out by hand below, cut by the 10 % rule, the max bet and what the
// weekly stake limit leaves (whole dollars); paused during a break at real time; the probability of a
// premium pick kept back until kickoff unless the person may open it; each refusal says why.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../core/model/week-predictions.ts', () => ({ weekPredictions: vi.fn() }));
vi.mock('../../db/repositories/betting-settings.ts', () => ({ bettingSettings: vi.fn(), rgBreaks: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ gameWeek: vi.fn() }));
vi.mock('../../db/repositories/user-bets.ts', () => ({ listUserBets: vi.fn() }));
vi.mock('./bets-view.ts', () => ({ settleRow: vi.fn(), weekOf: vi.fn() }));
vi.mock('./premium-access.ts', () => ({ premiumAccess: vi.fn() }));

const model = await import('../../core/model/week-predictions.ts');
const settingsRepo = await import('../../db/repositories/betting-settings.ts');
const games = await import('../../db/repositories/games.ts');
const bets = await import('../../db/repositories/user-bets.ts');
const betsView = await import('./bets-view.ts');
const premium = await import('./premium-access.ts');
const { suggestionRoute } = await import('./stake-suggestion.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
const GAME = '2025_12_NYJ_BAL';
// context(): the app's clock (a replay instant) and real time a year later.
const NOW = new Date('2025-11-19T12:00:00Z');
const WALL = new Date('2026-11-27T12:00:00Z');

// BAL at home, the model's winner at 60 %, locked (kicked off before NOW): not premium.
const prediction = (over: object = {}) => ({
  gameId: GAME,
  status: 'locked',
  kickoff: '2025-11-16T18:00:00.000Z',
  winner: 'BAL',
  home: { code: 'BAL' },
  away: { code: 'NYJ' },
  winProbability: 0.6,
  predictedMargin: 3,
  predictedTotal: 44,
  ...over,
});
const settings = (over: object = {}) => ({
  bankrollCents: 100_000,
  maxBetCents: null,
  weeklyStakeLimitCents: null,
  weeklyLossLimitCents: null,
  ...over,
});
const ROWS = [{ bet: { id: 1 } }, { bet: { id: 2 } }];

beforeEach(() => {
  vi.mocked(games.gameWeek)
    .mockReset()
    .mockResolvedValue({ season: 2025, week: 12 } as never);
  vi.mocked(settingsRepo.bettingSettings)
    .mockReset()
    .mockResolvedValue(settings() as never);
  vi.mocked(settingsRepo.rgBreaks).mockReset().mockResolvedValue([]);
  vi.mocked(bets.listUserBets)
    .mockReset()
    .mockResolvedValue(ROWS as never);
  vi.mocked(betsView.settleRow)
    .mockReset()
    .mockImplementation((row) => ({ settled: row }) as never);
  vi.mocked(betsView.weekOf)
    .mockReset()
    .mockReturnValue({ stakedCents: 0, atRiskLossCents: 0 } as never);
  vi.mocked(model.weekPredictions)
    .mockReset()
    .mockResolvedValue({ predictions: [prediction()] } as never);
  vi.mocked(premium.premiumAccess)
    .mockReset()
    .mockResolvedValue({ subscribed: false, opens: () => false });
});

const app = () => routeApp(suggestionRoute, context());
type App = Awaited<ReturnType<typeof app>>;
const suggest = async (a: App, query: string) => {
  const res = await a.inject({ method: 'GET', url: `/api/user/bets/suggestion?${query}`, headers: AS(ANN) });
  return { status: res.statusCode, body: res.json() };
};
const H2H_HOME = `gameId=${GAME}&market=h2h&side=home&price=120`;

describe('the stake suggestion', () => {
  it('is a user route under bets', async () => {
    const a = await app();
    expect(a.access.get('GET /api/user/bets/suggestion')).toBe('user');
    expect(documented(a)).toEqual([
      [
        'GET /api/user/bets/suggestion',
        ['bets'],
        'Suggested stake for a side at a price: quarter Kelly on the model, capped (spec 02 §5)',
      ],
    ]);
    const res = await a.inject({ method: 'GET', url: `/api/user/bets/suggestion?${H2H_HOME}` });
    expect(res.statusCode).toBe(401);
  });

  it('suggests quarter Kelly in whole dollars, read for the person at the right clocks', async () => {
    const { status, body } = await suggest(await app(), H2H_HOME);
    // +120: b = 1.2. Full Kelly (1.2 × 0.6 − 0.4) / 1.2 = 0.2667; a quarter of $1,000 × 0.2667 = $66.67,
    // under 10 % ($100): $66 in whole dollars. EV 0.6 × 2.2 − 1 = 0.32.
    expect(status).toBe(200);
    expect(body).toEqual({
      probability: 0.6,
      expectedValue: expect.closeTo(0.32, 10),
      stake: 66,
      kellyFraction: 0.25,
      limitedBy: 'kelly',
      reason: 'A quarter of the Kelly stake on the model’s probability. Suggested: $66.',
    });
    expect(games.gameWeek).toHaveBeenCalledWith(ORM, GAME, NOW);
    expect(settingsRepo.bettingSettings).toHaveBeenCalledWith(ORM, ANN, WALL);
    expect(settingsRepo.rgBreaks).toHaveBeenCalledWith(ORM, ANN);
    expect(bets.listUserBets).toHaveBeenCalledWith(ORM, ANN, NOW);
    expect(model.weekPredictions).toHaveBeenCalledWith(ORM, 2025, 12, NOW, 3_600_000);
    // The week's stakes are counted on real time, from every bet of the person.
    expect(betsView.weekOf).toHaveBeenCalledWith([{ settled: ROWS[0] }, { settled: ROWS[1] }], WALL);
  });

  it('takes the other side’s probability, and the winner’s from the away side', async () => {
    const a = await app();
    // Away at +120: p = 1 − 0.6 = 0.4; full Kelly (1.2 × 0.4 − 0.6) / 1.2 = −0.1: no edge, $0.
    expect((await suggest(a, `gameId=${GAME}&market=h2h&side=away&price=120`)).body).toEqual({
      probability: 0.4,
      expectedValue: expect.closeTo(-0.12, 10),
      stake: 0,
      kellyFraction: 0.25,
      limitedBy: 'no-edge',
      reason: 'The model sees no edge at this price: no bet suggested. Suggested: $0.',
    });
    // The model picks NYJ (away) at 60 %: the home side's probability is 0.4.
    vi.mocked(model.weekPredictions).mockResolvedValue({
      predictions: [prediction({ winner: 'NYJ' })],
    } as never);
    expect((await suggest(a, H2H_HOME)).body.probability).toBeCloseTo(0.4, 10);
  });

  it('cuts a stake above 10 % of the bankroll to 5 %, then to the max bet, then to what the week leaves', async () => {
    const a = await app();
    // +300: b = 3. Full Kelly (3 × 0.6 − 0.4) / 3 = 0.4667; a quarter: 11.67 % > 10 %, cut to 5 % = $50.
    expect((await suggest(a, `gameId=${GAME}&market=h2h&side=home&price=300`)).body).toMatchObject({
      stake: 50,
      limitedBy: 'ten-percent-rule',
      reason: 'Quarter Kelly came above 10 % of your bankroll, so it is cut to 5 %. Suggested: $50.',
    });
    // $66.67 against a max bet of $40.
    vi.mocked(settingsRepo.bettingSettings).mockResolvedValue(settings({ maxBetCents: 4_000 }) as never);
    expect((await suggest(a, H2H_HOME)).body).toMatchObject({
      stake: 40,
      limitedBy: 'max-bet',
      reason: 'Capped at your max bet. Suggested: $40.',
    });
    // A $100 weekly limit with $75.50 staked leaves $24.50: $24 in whole dollars.
    vi.mocked(settingsRepo.bettingSettings).mockResolvedValue(
      settings({ weeklyStakeLimitCents: 10_000 }) as never,
    );
    vi.mocked(betsView.weekOf).mockReturnValue({ stakedCents: 7_550, atRiskLossCents: 0 } as never);
    expect((await suggest(a, H2H_HOME)).body).toMatchObject({
      stake: 24,
      limitedBy: 'weekly-limit',
      reason: 'Cut to what your weekly stake limit leaves. Suggested: $24.',
    });
  });

  it('reads a spread at the side’s own line; without a line or a totals σ there is no probability', async () => {
    const a = await app();
    // Home −3 against a margin of 3: Φ(0) = 0.5.
    expect(
      (await suggest(a, `gameId=${GAME}&market=spreads&side=home&line=-3&price=-110`)).body.probability,
    ).toBeCloseTo(0.5, 6);
    const noProbability = {
      probability: null,
      expectedValue: null,
      stake: null,
      kellyFraction: 0.25,
      limitedBy: null,
      reason: 'The model gives no probability for this bet.',
    };
    expect((await suggest(a, `gameId=${GAME}&market=spreads&side=home&price=-110`)).body).toEqual(
      noProbability,
    );
    expect((await suggest(a, `gameId=${GAME}&market=totals&side=over&line=44&price=-110`)).body).toEqual(
      noProbability,
    );
    vi.mocked(model.weekPredictions).mockResolvedValue({
      predictions: [prediction({ gameId: '2025_12_KC_LV' })],
    } as never);
    expect((await suggest(a, H2H_HOME)).body).toEqual(noProbability);
  });

  it('asks for a bankroll first, showing the probability; no suggestion for a certain side', async () => {
    const a = await app();
    vi.mocked(settingsRepo.bettingSettings).mockResolvedValue(settings({ bankrollCents: null }) as never);
    expect((await suggest(a, H2H_HOME)).body).toEqual({
      probability: 0.6,
      expectedValue: expect.closeTo(0.32, 10),
      stake: null,
      kellyFraction: 0.25,
      limitedBy: null,
      reason: 'Set your bankroll to see a suggested stake.',
    });
    vi.mocked(settingsRepo.bettingSettings).mockResolvedValue(settings() as never);
    vi.mocked(model.weekPredictions).mockResolvedValue({
      predictions: [prediction({ winProbability: 1 })],
    } as never);
    // p = 1 is outside (0, 1): EV 1 × 2.2 − 1 = 1.2, no stake.
    expect((await suggest(a, H2H_HOME)).body).toEqual({
      probability: 1,
      expectedValue: expect.closeTo(1.2, 10),
      stake: null,
      kellyFraction: 0.25,
      limitedBy: null,
      reason: 'No suggestion for these inputs.',
    });
  });

  it('pauses during a break in force at real time', async () => {
    vi.mocked(settingsRepo.rgBreaks).mockResolvedValue([
      {
        kind: 'cool_off',
        startsAt: new Date('2026-11-26T12:00:00Z'),
        endsAt: new Date('2026-11-28T12:00:00Z'),
      },
    ] as never);
    const a = await app();
    expect((await suggest(a, H2H_HOME)).body).toEqual({
      probability: null,
      expectedValue: null,
      stake: null,
      kellyFraction: 0.25,
      limitedBy: null,
      reason: 'Suggestions are paused during your break.',
    });
    expect(model.weekPredictions).not.toHaveBeenCalled();
    // Over before real time (though it covers the app's clock): no pause.
    vi.mocked(settingsRepo.rgBreaks).mockResolvedValue([
      {
        kind: 'cool_off',
        startsAt: new Date('2025-11-18T12:00:00Z'),
        endsAt: new Date('2025-11-20T12:00:00Z'),
      },
    ] as never);
    expect((await suggest(a, H2H_HOME)).body.stake).toBe(66);
  });

  it('keeps a premium pick’s probability back until kickoff unless the person may open the game', async () => {
    // Provisional, kicking off after NOW: premium.
    vi.mocked(model.weekPredictions).mockResolvedValue({
      predictions: [prediction({ status: 'provisional', kickoff: '2025-11-23T18:00:00.000Z' })],
    } as never);
    const a = await app();
    const kept = {
      probability: null,
      expectedValue: null,
      stake: null,
      kellyFraction: 0.25,
      limitedBy: null,
      reason:
        'The model’s probability for this game is premium until kickoff: go Premium or use a free pick on it.',
    };
    expect((await suggest(a, H2H_HOME)).body).toEqual(kept);
    expect(premium.premiumAccess).toHaveBeenCalledWith(ORM, { kind: 'user', userId: ANN }, [GAME], NOW);
    vi.mocked(settingsRepo.bettingSettings).mockResolvedValue(settings({ bankrollCents: null }) as never);
    expect((await suggest(a, H2H_HOME)).body).toEqual({
      ...kept,
      reason: 'Set your bankroll to see a suggested stake.',
    });
    vi.mocked(settingsRepo.bettingSettings).mockResolvedValue(settings() as never);
    vi.mocked(premium.premiumAccess).mockResolvedValue({ subscribed: true, opens: (g) => g === GAME });
    expect((await suggest(a, H2H_HOME)).body.stake).toBe(66);
  });

  it('answers 400 for an unknown game, and for a bad market or price', async () => {
    vi.mocked(games.gameWeek).mockResolvedValue(undefined as never);
    const a = await app();
    const res = await suggest(a, H2H_HOME);
    expect([res.status, res.body.message]).toEqual([400, `gameId: no game ${GAME}`]);
    expect((await suggest(a, `gameId=${GAME}&market=props&side=home&price=120`)).status).toBe(400);
    expect((await suggest(a, `gameId=${GAME}&market=h2h&side=home&price=50`)).status).toBe(400);
  });
});
