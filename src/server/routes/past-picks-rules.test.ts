// GET /api/past-picks on a bare app with the repositories and the card stubbed (decision 128; the
// catch-up's partial answer is pinned in catch-up-answers-rules.test.ts): the current model's settled
// picks of the newest season with one (or the season asked), each with its own game's lines, filtered
// by week in the read and by team and outcome after, with the five tiles summed over what is shown;
// public, cached five minutes; nothing read before a pick is settled.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import type { PastPick } from '../../shared/api/past-picks.ts';

vi.mock('../../db/repositories/odds.ts', () => ({ lineSnapshots: vi.fn() }));
vi.mock('../../db/repositories/past-picks.ts', () => ({
  settledPickSeasons: vi.fn(),
  settledPicks: vi.fn(),
}));
vi.mock('../../core/picks/past-pick-view.ts', () => ({ pastPickView: vi.fn() }));

const odds = await import('../../db/repositories/odds.ts');
const past = await import('../../db/repositories/past-picks.ts');
const cards = await import('../../core/picks/past-pick-view.ts');
const { pastPicksRoutes } = await import('./past-picks.ts');

// context()'s clock.
const NOW = new Date('2025-11-19T12:00:00Z');
const card = (gameId: string, away: string, home: string, outcome: PastPick['outcome'], clv: number | null) =>
  ({
    id: gameId,
    season: 2025,
    week: 11,
    kickoff: '2025-11-16T18:00:00.000Z',
    homeTeam: { code: home, name: `${home} Team` },
    awayTeam: { code: away, name: `${away} Team` },
    pick: 'spread',
    pickedTeam: home,
    pickedSpread: -3,
    pickedTotal: null,
    outcome,
    grades: { straightUp: outcome, againstSpread: outcome, total: null },
    finalScore: { home: 24, away: 17 },
    pickedBioBoost: outcome === 'win' ? 70 : 61,
    confidencePct: 58,
    commentary: '',
    clv:
      clv === null
        ? null
        : {
            pickLine: -3,
            pickLineBooks: 1,
            pickLineAt: '2025-11-14T12:00:00.000Z',
            closingLine: -3 - clv,
            points: clv,
            probability: null,
          },
    clvUnknown: clv === null ? 'no line captured before the close' : null,
  }) satisfies PastPick;
const CARDS: Record<string, PastPick> = {
  '2025_11_NYJ_BAL': card('2025_11_NYJ_BAL', 'NYJ', 'BAL', 'win', 1.5),
  '2025_11_KC_DEN': card('2025_11_KC_DEN', 'KC', 'DEN', 'loss', null),
};
const settled = (gameId: string) => ({ prediction: { gameId } });
const SNAPSHOTS = [{ book: 'fanduel', market: 'spreads', side: 'home', line: -3 }];

beforeEach(() => {
  vi.mocked(past.settledPickSeasons).mockReset().mockResolvedValue([2025, 2024]);
  vi.mocked(past.settledPicks)
    .mockReset()
    .mockResolvedValue([settled('2025_11_NYJ_BAL'), settled('2025_11_KC_DEN')] as never);
  vi.mocked(odds.lineSnapshots)
    .mockReset()
    .mockResolvedValue(new Map([['2025_11_NYJ_BAL', SNAPSHOTS]]) as never);
  vi.mocked(cards.pastPickView)
    .mockReset()
    .mockImplementation((row) => CARDS[row.prediction.gameId] as PastPick);
});

const get = async (url: string) =>
  (await routeApp(pastPicksRoutes, context())).inject({ method: 'GET', url });

describe('GET /api/past-picks', () => {
  it('is public and cached, documented under model', async () => {
    const a = await routeApp(pastPicksRoutes, context());
    expect(a.declared.get('GET /api/past-picks')?.config).toEqual({ access: 'public', cache: true });
    expect(a.declared.get('GET /api/past-picks')?.statuses).toEqual(['200']);
    expect(documented(a)).toEqual([
      [
        'GET /api/past-picks',
        ['model'],
        'The archive: picks frozen at kickoff whose final score is known at the clock, graded, with closing-line value',
      ],
    ]);
  });

  it("gives the newest season's settled picks with their summary, kept five minutes", async () => {
    const res = await get('/api/past-picks');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      computing: null,
      asOf: '2025-11-19T12:00:00.000Z',
      season: 2025,
      seasons: [2025, 2024],
      modelVersion: MODEL_PARAMS.version,
      // 1 win, 1 loss: rate 1/2; BioBoost (70 + 61) / 2 = 65.5; CLV 1.5 over the one pick with a line.
      summary: {
        total: 2,
        wins: 1,
        losses: 1,
        pushes: 0,
        winRate: 0.5,
        avgBioBoost: 65.5,
        clvPoints: 1.5,
        clvPicks: 1,
      },
      picks: [CARDS['2025_11_NYJ_BAL'], CARDS['2025_11_KC_DEN']],
    });
    expect(past.settledPickSeasons).toHaveBeenCalledWith(ORM, MODEL_PARAMS.version, NOW);
    expect(past.settledPicks).toHaveBeenCalledWith(ORM, {
      modelVersion: MODEL_PARAMS.version,
      season: 2025,
      week: undefined,
      asOf: NOW,
    });
    expect(odds.lineSnapshots).toHaveBeenCalledWith(ORM, ['2025_11_NYJ_BAL', '2025_11_KC_DEN'], NOW);
    // Each card from its own game's lines; a game without any, none.
    expect(vi.mocked(cards.pastPickView).mock.calls.map((c) => c[1])).toEqual([SNAPSHOTS, []]);
  });

  it('reads the season and week asked, and shows only the team and outcome asked', async () => {
    const res = await get('/api/past-picks?season=2024&week=11&team=bal&outcome=win');
    expect(past.settledPicks).toHaveBeenCalledWith(ORM, {
      modelVersion: MODEL_PARAMS.version,
      season: 2024,
      week: 11,
      asOf: NOW,
    });
    const body = res.json();
    expect([body.season, body.picks.map((p: PastPick) => p.id), body.summary.total]).toEqual([
      2024,
      ['2025_11_NYJ_BAL'],
      1,
    ]);
    expect((await get('/api/past-picks?outcome=loss')).json().picks.map((p: PastPick) => p.id)).toEqual([
      '2025_11_KC_DEN',
    ]);
  });

  it('reads no picks before one is settled: no season, an empty summary', async () => {
    vi.mocked(past.settledPickSeasons).mockResolvedValue([]);
    const body = (await get('/api/past-picks')).json();
    expect([body.season, body.seasons, body.picks, body.summary.total, body.summary.winRate]).toEqual([
      null,
      [],
      [],
      0,
      null,
    ]);
    expect(past.settledPicks).not.toHaveBeenCalled();
  });

  it('refuses a bad filter with 400', async () => {
    for (const q of ['week=23', 'season=1998', 'team=%3Cscript%3E', 'outcome=maybe', 'sort=asc']) {
      expect((await get(`/api/past-picks?${q}`)).statusCode, q).toBe(400);
    }
    expect(past.settledPickSeasons).not.toHaveBeenCalled();
  });
});
