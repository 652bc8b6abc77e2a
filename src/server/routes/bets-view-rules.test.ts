// The bet tracker's answer from stored rows (bets-view.ts), pure, with the no-vig chances and the CLV
// formula stubbed (their arithmetic has its own tests): which close a bet is measured against — the Odds
// API's last capture before kickoff for a spread, a total or a moneyline the captures quote, nflverse's
// close otherwise — each bet settled from the final known at the clock, the record, the bankroll line,
// this week's limits and the break in force, in dollars worked by hand from cents.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../domain/picks/captured-lines.ts', () => ({
  noVigChanceAt: vi.fn(),
  noVigTotalChanceAt: vi.fn(),
}));
vi.mock('../../domain/picks/captured-moneyline.ts', () => ({ closingChance: vi.fn() }));
vi.mock('../../domain/bets/bet-clv.ts', () => ({ betClv: vi.fn() }));

const lines = await import('../../domain/picks/captured-lines.ts');
const moneyline = await import('../../domain/picks/captured-moneyline.ts');
const { betClv } = await import('../../domain/bets/bet-clv.ts');
const { betsResponse, rgStatusView, settingsView, settleRow } = await import('./bets-view.ts');

const KICKOFF = new Date('2025-11-23T18:00:00Z');
const PLACED = new Date('2025-11-18T12:00:00Z');
const bet = (
  over: Record<string, unknown> = {},
  final: { homeScore: number; awayScore: number } | null = null,
) =>
  ({
    bet: {
      id: 7,
      userId: 'ann',
      gameId: '2025_12_NYJ_BAL',
      book: 'draftkings',
      market: 'spreads',
      side: 'home',
      line: -3,
      price: 100,
      stakeCents: 10_000,
      placedAt: PLACED,
      loggedAt: new Date('2026-11-25T12:00:00Z'),
      updatedAt: PLACED,
      ...over,
    },
    game: { season: 2025, week: 12, kickoff: KICKOFF, homeTeam: 'BAL', awayTeam: 'NYJ' },
    final: final ? { ...final, knownAt: '2025-11-23T21:30:00Z' } : null,
    closeLine: -4,
    closePrice: -115,
    closeOtherPrice: -105,
  }) as never;
// The captures: read at Sunday 17:00 UTC, the capture begun at 16:55.
const capturedLine = (line: number) => ({
  line,
  books: 4,
  captureStartMs: Date.parse('2025-11-23T16:55:00Z'),
  readAtMs: Date.parse('2025-11-23T17:00:00Z'),
});
const SNAPSHOTS = [{ marker: 'snapshots' }];
const MONEYLINE = { home: 0.39, away: 0.61, books: 4, captureStartMs: Date.parse('2025-11-23T16:55:00Z') };
const ODDS_API = { source: 'odds-api', books: 4, capturedAt: '2025-11-23T16:55:00.000Z' };
const NFLVERSE = { source: 'nflverse', books: null, capturedAt: null };
const captured = (over: Record<string, unknown> = {}) =>
  new Map([
    [
      '2025_12_NYJ_BAL',
      {
        spread: capturedLine(-3.5),
        total: capturedLine(44.5),
        moneyline: MONEYLINE,
        snapshots: SNAPSHOTS,
        ...over,
      },
    ],
  ]) as never;
const closeGiven = () => vi.mocked(betClv).mock.calls.at(-1)?.[2];

beforeEach(() => {
  vi.mocked(lines.noVigChanceAt).mockReset().mockReturnValue(0.52);
  vi.mocked(lines.noVigTotalChanceAt).mockReset().mockReturnValue(0.49);
  vi.mocked(moneyline.closingChance).mockReset().mockReturnValue(0.61);
  vi.mocked(betClv).mockReset().mockReturnValue({ lineClv: 0.5, priceClv: 0.02, unknown: null });
});

describe('the close a bet is measured against', () => {
  it('a spread on a quoted game: the captured home line, the backed side’s, and its no-vig chance there', () => {
    const home = settleRow(bet(), captured());
    expect(closeGiven()).toEqual({ line: -3.5, price: null, otherPrice: null, fair: 0.52 });
    expect(lines.noVigChanceAt).toHaveBeenCalledWith(SNAPSHOTS, {
      side: 'home',
      homeLine: -3.5,
      atMs: Date.parse('2025-11-23T17:00:00Z'),
    });
    expect(betClv).toHaveBeenCalledWith(
      expect.objectContaining({
        market: 'spreads',
        side: 'home',
        line: -3,
        price: 100,
        placedAtMs: PLACED.getTime(),
      }),
      KICKOFF.getTime(),
      expect.anything(),
    );
    expect([home.view.closingLine, home.view.closeSource]).toEqual([-3.5, ODDS_API]);
    // The away side's handicap is the home line negated: +3.5; a pick'em stays 0, not −0.
    expect(settleRow(bet({ side: 'away' }), captured()).view.closingLine).toBe(3.5);
    settleRow(bet({ side: 'away' }), captured({ spread: capturedLine(0) }));
    expect(Object.is(closeGiven()?.line, 0)).toBe(true);
  });

  it('a total on a quoted game: the captured total and the backed side’s no-vig chance', () => {
    const over = settleRow(bet({ market: 'totals', side: 'under', line: 45.5 }), captured());
    expect(closeGiven()).toEqual({ line: 44.5, price: null, otherPrice: null, fair: 0.49 });
    expect(lines.noVigTotalChanceAt).toHaveBeenCalledWith(SNAPSHOTS, {
      side: 'under',
      line: 44.5,
      atMs: Date.parse('2025-11-23T17:00:00Z'),
    });
    expect(over.view.closeSource).toEqual(ODDS_API);
  });

  it('a moneyline on a quoted game: the backed side’s no-vig chance at the capture, no line', () => {
    const ml = settleRow(bet({ market: 'h2h', side: 'away', line: null }), captured());
    expect(closeGiven()).toEqual({ line: null, price: null, otherPrice: null, fair: 0.61 });
    expect(moneyline.closingChance).toHaveBeenCalledWith(MONEYLINE, 'away');
    expect(ml.view.closeSource).toEqual(ODDS_API);
  });

  it('nflverse’s close when the captures do not quote the game or that market', () => {
    const nflverseClose = { line: -4, price: -115, otherPrice: -105 };
    for (const [over, c] of [
      [{}, new Map()],
      [{}, captured({ spread: null })],
      [{ market: 'totals', side: 'over' }, captured({ total: null })],
      [{ market: 'h2h', side: 'home', line: null }, captured({ moneyline: null })],
    ] as const) {
      const settled = settleRow(bet(over), c as never);
      expect(closeGiven()).toEqual(nflverseClose);
      expect(settled.view.closeSource).toEqual(NFLVERSE);
    }
    // Without captures at all (the default).
    expect(settleRow(bet()).view.closeSource).toEqual(NFLVERSE);
    expect(lines.noVigChanceAt).not.toHaveBeenCalled();
    expect(lines.noVigTotalChanceAt).not.toHaveBeenCalled();
    expect(moneyline.closingChance).not.toHaveBeenCalled();
  });

  it('names no source when the CLV is unknown', () => {
    vi.mocked(betClv).mockReturnValue({ lineClv: null, priceClv: null, unknown: 'Placed after kickoff.' });
    const view = settleRow(bet(), captured()).view;
    expect([view.closeSource, view.lineClv, view.priceClv, view.clvUnknown]).toEqual([
      null,
      null,
      null,
      'Placed after kickoff.',
    ]);
  });
});

describe('a bet settled at the clock', () => {
  it('open until its final is known: no result, no profit, no score', () => {
    const { view, recorded } = settleRow(bet());
    expect(view).toEqual({
      id: 7,
      gameId: '2025_12_NYJ_BAL',
      season: 2025,
      week: 12,
      kickoff: '2025-11-23T18:00:00.000Z',
      home: 'BAL',
      away: 'NYJ',
      book: 'draftkings',
      market: 'spreads',
      side: 'home',
      line: -3,
      price: 100,
      // 10,000 cents
      stake: 100,
      placedAt: '2025-11-18T12:00:00.000Z',
      status: 'open',
      profit: null,
      settledAt: null,
      finalScore: null,
      closingLine: -4,
      closeSource: NFLVERSE,
      lineClv: 0.5,
      priceClv: 0.02,
      clvUnknown: null,
    });
    expect(recorded).toEqual({
      stakeCents: 10_000,
      result: null,
      profitCents: null,
      settledAt: null,
      lineClv: 0.5,
      priceClv: 0.02,
    });
  });

  it('won at +100 when BAL −3 wins 27–20: the stake back as profit, settled when the final was known', () => {
    const { view, recorded } = settleRow(bet({}, { homeScore: 27, awayScore: 20 }));
    expect(view).toMatchObject({
      status: 'win',
      // 10,000 cents × 1 = 10,000 cents
      profit: 100,
      settledAt: '2025-11-23T21:30:00.000Z',
      finalScore: { home: 27, away: 20 },
    });
    expect(recorded).toMatchObject({
      result: 'win',
      profitCents: 10_000,
      settledAt: new Date('2025-11-23T21:30:00Z'),
    });
    // Lost when BAL wins by 1: 20–19 does not cover −3.
    expect(settleRow(bet({}, { homeScore: 20, awayScore: 19 })).view).toMatchObject({
      status: 'loss',
      profit: -100,
    });
  });
});

describe('the break in force and the settings, as the tracker shows them', () => {
  const NOW = new Date('2026-11-27T12:00:00Z');
  it('a break with an end, a permanent one, none', () => {
    const cooling = {
      kind: 'cool_off',
      startsAt: new Date('2026-11-27T00:00:00Z'),
      endsAt: new Date('2026-11-28T00:00:00Z'),
    };
    expect(rgStatusView([cooling] as never, NOW)).toEqual({
      signedIn: true,
      state: 'cool_off',
      until: '2026-11-28T00:00:00.000Z',
      permanent: false,
    });
    expect(rgStatusView([{ ...cooling, kind: 'self_exclusion', endsAt: null }] as never, NOW)).toEqual({
      signedIn: true,
      state: 'self_exclusion',
      until: null,
      permanent: true,
    });
    expect(rgStatusView([], NOW)).toEqual({ signedIn: true, state: 'none', until: null, permanent: false });
  });

  it('the settings in dollars, with a raise still waiting', () => {
    expect(
      settingsView({
        bankrollCents: 123_450,
        maxBetCents: null,
        weeklyStakeLimitCents: 30_000,
        weeklyLossLimitCents: null,
        pending: {
          limits: { weeklyStakeLimitCents: 50_000, weeklyLossLimitCents: null },
          appliesAt: new Date('2026-11-28T12:00:00Z'),
        },
      } as never),
    ).toEqual({
      bankroll: 1234.5,
      maxBet: null,
      weeklyStakeLimit: 300,
      weeklyLossLimit: null,
      pendingLimits: { weeklyStakeLimit: 500, weeklyLossLimit: null, appliesAt: '2026-11-28T12:00:00.000Z' },
    });
  });
});

describe('the tracker’s whole answer', () => {
  // Real time Friday 27 Nov 2026 12:00; the limit window is the 7 days (604,800,000 ms) before it.
  const WALL = new Date('2026-11-27T12:00:00Z');
  const SETTINGS = {
    bankrollCents: 100_000,
    maxBetCents: null,
    weeklyStakeLimitCents: 30_000,
    weeklyLossLimitCents: 20_000,
    pending: null,
  };

  it('the record, the bankroll after each settled bet, this week’s limits and the break in force', () => {
    // Logged 8 days ago, and exactly at the window's start: both outside this week's window.
    const won = bet({ id: 1, loggedAt: new Date('2026-11-19T12:00:00Z') }, { homeScore: 27, awayScore: 20 });
    const open = bet({ id: 2, stakeCents: 5_000, loggedAt: new Date('2026-11-26T12:00:00Z') });
    const old = bet({ id: 3, stakeCents: 2_500, loggedAt: new Date('2026-11-20T12:00:00Z') });
    const answer = betsResponse({
      rows: [won, open, old],
      settings: SETTINGS as never,
      breaks: [],
      asOf: new Date('2025-11-24T12:00:00Z'),
      wallNow: WALL,
      captured: new Map(),
    });
    expect(answer.asOf).toBe('2025-11-24T12:00:00.000Z');
    expect(answer.bets.map((b) => [b.id, b.status])).toEqual([
      [1, 'win'],
      [2, 'open'],
      [3, 'open'],
    ]);
    expect(answer.record).toEqual({
      wins: 1,
      losses: 0,
      pushes: 0,
      open: 2,
      // 5,000 + 2,500 cents open; 10,000 settled, 10,000 profit: ROI 1
      openStake: 75,
      settledStake: 100,
      profit: 100,
      roi: 1,
      averageLineClv: 0.5,
      averagePriceClv: 0.02,
      clvSample: { line: 3, price: 3 },
    });
    // From the $1,000 bankroll: +$100 when the win became known.
    expect(answer.bankroll).toEqual([{ at: '2025-11-23T21:30:00.000Z', bankroll: 1100, profit: 100 }]);
    expect(answer.limits).toEqual({
      windowStart: '2026-11-20T12:00:00.000Z',
      // This week: only the open $50 bet, all of it at risk.
      staked: 50,
      atRisk: 50,
      // $300 − $50; $200 − $50
      stakeLeft: 250,
      lossLeft: 150,
    });
    expect(answer.settings).toEqual({
      bankroll: 1000,
      maxBet: null,
      weeklyStakeLimit: 300,
      weeklyLossLimit: 200,
      pendingLimits: null,
    });
    expect(answer.rg).toEqual({ signedIn: true, state: 'none', until: null, permanent: false });
  });

  it('starts the bankroll line from 0 without a bankroll, and has no limit left without limits', () => {
    const answer = betsResponse({
      rows: [bet({}, { homeScore: 20, awayScore: 19 })],
      settings: {
        ...SETTINGS,
        bankrollCents: null,
        weeklyStakeLimitCents: null,
        weeklyLossLimitCents: null,
      } as never,
      breaks: [],
      asOf: WALL,
      wallNow: WALL,
      captured: new Map(),
    });
    // Lost $100 from 0.
    expect(answer.bankroll).toEqual([{ at: '2025-11-23T21:30:00.000Z', bankroll: -100, profit: -100 }]);
    expect([answer.limits.stakeLeft, answer.limits.lossLeft]).toEqual([null, null]);
  });
});
