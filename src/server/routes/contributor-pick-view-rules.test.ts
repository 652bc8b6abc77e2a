// Stored contributor and model picks as My picks and the leaderboard read them (contributor-pick-view.ts),
// pure, with the grading and CLV formulas stubbed (their arithmetic has its own tests): which close a
// lock's CLV is taken against (the captures' where they quote the market, nflverse's otherwise), a
// moneyline lock's CLV or the reason it has none, a pending pick's "measured once final", the model's
// spread pick as the negated home margin, and the public id that never shows an account's id.
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../core/model/prediction-rows.ts', () => ({ gradeStored: vi.fn() }));
vi.mock('../../domain/contributors/pick.ts', () => ({
  gradePick: vi.fn(),
  pickClosingLineValue: vi.fn(),
  sidedWithBioBoost: vi.fn(),
}));
vi.mock('../../domain/picks/captured-moneyline.ts', () => ({
  closingChance: vi.fn(),
  moneylineChances: vi.fn(),
  moneylineClv: vi.fn(),
}));
vi.mock('../../domain/picks/clv-at-pick.ts', async (original) => ({
  ...(await original<object>()),
  clvAtPick: vi.fn(),
  marketLineAt: vi.fn(),
}));

const { gradeStored } = await import('../../core/model/prediction-rows.ts');
const pick = await import('../../domain/contributors/pick.ts');
const ml = await import('../../domain/picks/captured-moneyline.ts');
const clv = await import('../../domain/picks/clv-at-pick.ts');
const view = await import('./contributor-pick-view.ts');
const PUBLIC_ANN = 'H9DMIfljicTyPEbd';

const KICKOFF = new Date('2025-11-23T18:00:00Z');
const LINE_AT = new Date('2025-11-20T15:00:00Z');
const LOCKED = new Date('2025-11-20T15:01:00Z');
const row = (over: Record<string, unknown> = {}) =>
  ({
    id: 11,
    contributor: 'ann',
    gameId: '2025_12_NYJ_BAL',
    season: 2025,
    week: 12,
    kickoff: KICKOFF,
    homeTeam: 'BAL',
    awayTeam: 'NYJ',
    market: 'spread',
    selection: 'home',
    line: -3,
    price: -110,
    book: 'draftkings',
    lineCapturedAt: LINE_AT,
    lockedAt: LOCKED,
    homeScore: 27,
    awayScore: 20,
    closeSpread: -4,
    closeTotal: 44,
    homeBioBoost: 70,
    awayBioBoost: 55,
    ...over,
  }) as never;
const capturedLine = (line: number) => ({
  line,
  books: 3,
  captureStartMs: Date.parse('2025-11-23T16:55:00Z'),
  readAtMs: 0,
});
const MONEYLINE = { home: 0.6, away: 0.4, books: 5, captureStartMs: Date.parse('2025-11-23T16:50:00Z') };
const SNAPSHOTS = [{ marker: 'snapshots' }];
const captured = (over: Record<string, unknown> = {}) =>
  new Map([
    [
      '2025_12_NYJ_BAL',
      {
        spread: capturedLine(-3.5),
        total: capturedLine(45.5),
        moneyline: MONEYLINE,
        snapshots: SNAPSHOTS,
        ...over,
      },
    ],
  ]) as never;
const NFLVERSE = { source: 'nflverse', books: null, capturedAt: null };
const odds = (books: number, at: string) => ({ source: 'odds-api', books, capturedAt: at });

beforeEach(() => {
  vi.mocked(pick.gradePick).mockReset().mockReturnValue('win');
  vi.mocked(pick.pickClosingLineValue).mockReset().mockReturnValue(1.5);
  vi.mocked(pick.sidedWithBioBoost).mockReset().mockReturnValue(true);
  vi.mocked(ml.moneylineChances).mockReset().mockReturnValue([0.45]);
  vi.mocked(ml.closingChance).mockReset().mockReturnValue(0.5);
  vi.mocked(ml.moneylineClv).mockReset().mockReturnValue(0.05);
  vi.mocked(clv.clvAtPick)
    .mockReset()
    .mockReturnValue({ points: 2 } as never);
  vi.mocked(clv.marketLineAt)
    .mockReset()
    .mockReturnValue(-2.5 as never);
  vi.mocked(gradeStored).mockReset();
});

describe('a lock’s CLV against the best close', () => {
  it('a spread or total from the captures where they quote the market, nflverse’s close otherwise', () => {
    expect(view.contributorClv(row(), captured())).toEqual({
      value: 1.5,
      source: odds(3, '2025-11-23T16:55:00.000Z'),
    });
    expect(pick.pickClosingLineValue).toHaveBeenLastCalledWith(expect.objectContaining({ id: 11 }), -3.5);
    view.contributorClv(row({ market: 'total', selection: 'over', line: 44.5 }), captured());
    expect(pick.pickClosingLineValue).toHaveBeenLastCalledWith(expect.anything(), 45.5);
    // Not quoted: nflverse's spread close, or its total.
    expect(view.contributorClv(row(), captured({ spread: null }))).toEqual({ value: 1.5, source: NFLVERSE });
    expect(pick.pickClosingLineValue).toHaveBeenLastCalledWith(expect.anything(), -4);
    view.contributorClv(row({ market: 'total', selection: 'under' }), new Map());
    expect(pick.pickClosingLineValue).toHaveBeenLastCalledWith(expect.anything(), 44);
    // A moneyline has no line close.
    view.contributorClv(row({ market: 'moneyline', line: null }), captured());
    expect(pick.pickClosingLineValue).toHaveBeenLastCalledWith(expect.anything(), null);
    vi.mocked(pick.pickClosingLineValue).mockReturnValue(null);
    expect(view.contributorClv(row(), captured())).toBeNull();
  });

  it('a moneyline: the side’s chance at the captured close less its chance at the lock', () => {
    const p = row({ market: 'moneyline', selection: 'away', line: null, price: 150 });
    expect(view.moneylineLockClv(p, captured())).toEqual({
      value: 0.05,
      source: odds(5, '2025-11-23T16:50:00.000Z'),
    });
    expect(ml.moneylineChances).toHaveBeenCalledWith(SNAPSHOTS, {
      side: 'away',
      atMs: LINE_AT.getTime(),
      book: 'draftkings',
    });
    expect(ml.closingChance).toHaveBeenCalledWith(MONEYLINE, 'away');
    expect(ml.moneylineClv).toHaveBeenCalledWith(0.5, 0.45);
  });

  it('a moneyline without a captured close, or without the lock’s prices, says which', () => {
    const p = row({ market: 'moneyline', selection: 'home', line: null });
    expect(view.moneylineLockClv(p, captured({ moneyline: null }))).toEqual({
      reason: view.NO_CAPTURED_MONEYLINE,
    });
    expect(view.moneylineLockClv(p, new Map())).toEqual({
      reason: 'no moneyline close captured from the books for this game',
    });
    expect(view.moneylineLockClv(row({ market: 'moneyline', selection: 'over' }), captured())).toEqual({
      reason: view.NO_CAPTURED_MONEYLINE,
    });
    vi.mocked(ml.moneylineChances).mockReturnValue([]);
    expect(view.moneylineLockClv(p, captured())).toEqual({
      reason: 'the book’s prices of both sides when it was locked are not stored',
    });
    expect(ml.closingChance).not.toHaveBeenCalled();
  });
});

describe('a pick on My picks', () => {
  it('graded from the final, with its CLV and source', () => {
    expect(view.userPickView(row(), captured())).toEqual({
      id: 11,
      gameId: '2025_12_NYJ_BAL',
      season: 2025,
      week: 12,
      kickoff: '2025-11-23T18:00:00.000Z',
      homeTeam: 'BAL',
      awayTeam: 'NYJ',
      market: 'spread',
      selection: 'home',
      line: -3,
      price: -110,
      book: 'draftkings',
      lineCapturedAt: '2025-11-20T15:00:00.000Z',
      lockedAt: '2025-11-20T15:01:00.000Z',
      status: 'win',
      finalScore: { home: 27, away: 20 },
      closingLineValue: 1.5,
      closeSource: odds(3, '2025-11-23T16:55:00.000Z'),
      clvUnknown: null,
    });
    expect(pick.gradePick).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }), {
      homeScore: 27,
      awayScore: 20,
    });
  });

  it('pending until both scores are known, its CLV measured once final', () => {
    for (const scores of [
      { homeScore: null, awayScore: null },
      { homeScore: 27, awayScore: null },
      { homeScore: null, awayScore: 20 },
    ]) {
      expect(view.userPickView(row(scores), captured())).toMatchObject({
        status: 'pending',
        finalScore: null,
        closingLineValue: null,
        closeSource: null,
        clvUnknown: 'measured once the game is final',
      });
    }
    expect(pick.gradePick).not.toHaveBeenCalled();
  });

  it('a settled lock without a close says so; a moneyline lock shows its CLV or its reason', () => {
    vi.mocked(pick.pickClosingLineValue).mockReturnValue(null);
    expect(view.userPickView(row(), new Map())).toMatchObject({
      closingLineValue: null,
      closeSource: null,
      clvUnknown: clv.NO_CLOSE,
    });
    const moneyline = row({ market: 'moneyline', line: null });
    expect(view.userPickView(moneyline, captured())).toMatchObject({
      closingLineValue: 0.05,
      closeSource: odds(5, '2025-11-23T16:50:00.000Z'),
      clvUnknown: null,
    });
    expect(view.userPickView(moneyline)).toMatchObject({
      closingLineValue: null,
      closeSource: null,
      clvUnknown: view.NO_CAPTURED_MONEYLINE,
    });
  });
});

describe('a settled pick as the leaderboard counts it', () => {
  it('a contributor’s: graded, its CLV, and whether it sided with BioBoost', () => {
    expect(view.gradedContributorPick(row(), captured())).toEqual({
      contributor: 'ann',
      gameId: '2025_12_NYJ_BAL',
      season: 2025,
      week: 12,
      kickoff: KICKOFF,
      lockedAt: LOCKED,
      market: 'spread',
      outcome: 'win',
      clv: 1.5,
      withBioBoost: true,
    });
    expect(pick.sidedWithBioBoost).toHaveBeenCalledWith('home', { home: 70, away: 55 });
    // Either BioBoost unknown: no comparison.
    view.gradedContributorPick(row({ awayBioBoost: null }), captured());
    view.gradedContributorPick(row({ homeBioBoost: null }), captured());
    expect(
      vi
        .mocked(pick.sidedWithBioBoost)
        .mock.calls.slice(1)
        .map((c) => c[1]),
    ).toEqual([null, null]);
    vi.mocked(pick.pickClosingLineValue).mockReturnValue(null);
    expect(view.gradedContributorPick(row(), captured())?.clv).toBeNull();
  });

  it('not counted before both scores are known', () => {
    expect(view.gradedContributorPick(row({ homeScore: null }), captured())).toBeNull();
    expect(view.gradedContributorPick(row({ awayScore: null }), captured())).toBeNull();
  });

  const MODEL = {
    gameId: '2025_12_NYJ_BAL',
    season: 2025,
    week: 12,
    kickoff: KICKOFF,
    homeTeam: 'BAL',
    awayTeam: 'NYJ',
    homeScore: 27,
    awayScore: 20,
    // Expected home margin +2.5: the home handicap −2.5.
    spreadMargin: 2.5,
    spreadPickTeam: 'BAL',
    totalLine: 44.5,
    totalPick: 'UNDER',
    closeSpread: -4,
    closeTotal: 44,
    homeBioBoost: 70,
    awayBioBoost: 55,
  };

  it('the model’s: its spread pick at the negated margin and its total pick, CLV from the line before kickoff', () => {
    vi.mocked(gradeStored).mockReturnValue({ againstSpread: 'win', totalResult: 'loss' } as never);
    vi.mocked(clv.clvAtPick)
      .mockReturnValueOnce({ points: 1.5 } as never)
      .mockReturnValueOnce({ points: null } as never);
    const graded = view.gradedModelPicks(MODEL as never, SNAPSHOTS as never);
    expect(gradeStored).toHaveBeenCalledWith(
      expect.objectContaining({ spreadLine: 2.5, spreadMargin: 2.5 }),
      { homeScore: 27, awayScore: 20 },
    );
    const common = {
      contributor: 'model',
      gameId: '2025_12_NYJ_BAL',
      season: 2025,
      week: 12,
      kickoff: KICKOFF,
      lockedAt: KICKOFF,
    };
    expect(graded).toEqual([
      { ...common, market: 'spread', outcome: 'win', clv: 1.5, withBioBoost: true },
      { ...common, market: 'total', outcome: 'loss', clv: null, withBioBoost: true },
    ]);
    expect(vi.mocked(clv.marketLineAt).mock.calls).toEqual([
      [SNAPSHOTS, { market: 'spreads', side: 'home', atMs: KICKOFF.getTime(), kickoffMs: KICKOFF.getTime() }],
      [SNAPSHOTS, { market: 'totals', side: 'over', atMs: KICKOFF.getTime(), kickoffMs: KICKOFF.getTime() }],
    ]);
    expect(vi.mocked(clv.clvAtPick).mock.calls).toEqual([
      ['home', -2.5, -4],
      ['under', -2.5, 44],
    ]);
    expect(vi.mocked(pick.sidedWithBioBoost).mock.calls).toEqual([
      ['home', { home: 70, away: 55 }],
      ['under', { home: 70, away: 55 }],
    ]);
  });

  it('the model’s away spread pick and over; no pick without a line, a side or a grade', () => {
    vi.mocked(gradeStored).mockReturnValue({ againstSpread: 'push', totalResult: 'win' } as never);
    view.gradedModelPicks(
      { ...MODEL, spreadMargin: 0, spreadPickTeam: 'NYJ', totalPick: 'OVER' } as never,
      [],
    );
    expect(vi.mocked(clv.clvAtPick).mock.calls.map((c) => c[0])).toEqual(['away', 'over']);
    expect(vi.mocked(pick.sidedWithBioBoost).mock.calls.map((c) => c[0])).toEqual(['away', 'over']);
    const none = (over: Record<string, unknown>, grade = { againstSpread: 'win', totalResult: 'win' }) => {
      vi.mocked(gradeStored).mockReturnValue(grade as never);
      return view.gradedModelPicks({ ...MODEL, ...over } as never, []).map((g) => g.market);
    };
    expect(none({ spreadMargin: null })).toEqual(['total']);
    expect(none({ spreadPickTeam: null })).toEqual(['total']);
    expect(none({}, { againstSpread: null, totalResult: 'win' } as never)).toEqual(['total']);
    expect(none({ totalLine: null })).toEqual(['spread']);
    expect(none({ totalPick: null })).toEqual(['spread']);
    expect(none({}, { againstSpread: 'win', totalResult: null } as never)).toEqual(['spread']);
  });
});

describe('a contributor’s public id', () => {
  it('the model keeps its key; a person’s is 16 characters of sha256("contributor:<key>") in base64url', () => {
    expect(view.publicContributorId('model')).toBe('model');
    // sha256('contributor:ann'), base64url, first 16 characters (computed once with node:crypto).
    expect(view.publicContributorId('ann')).toBe(PUBLIC_ANN);
    expect(view.publicContributorId('ann')).not.toContain('ann');
  });
});
