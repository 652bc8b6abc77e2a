// The Weekly Picks route on a bare app with the week's cards, the season record and the pairings stubbed
// (decision 128, the routes' fast test set): the week asked for in the season in force (week 12 of 2025
// at the app's clock) or another season, the season's last week from its window (18 without one), the
// public cards and the week's edges, a playoff week's undecided note, and while the start-up catch-up
// runs, no picks from half-loaded data and an answer that is not kept.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp, WINDOW_2025 } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('../../db/repositories/no-picks.ts', () => ({ decidedSeasons: vi.fn() }));
vi.mock('../../db/repositories/pairing-known.ts', () => ({ undecidedNote: vi.fn() }));
vi.mock('../../core/model/season-record.ts', () => ({ modelSeasonRecord: vi.fn() }));
vi.mock('./weekly-pick-view.ts', () => ({ weekPickViews: vi.fn() }));
vi.mock('../../domain/picks/premium-pick.ts', () => ({ publicPicks: vi.fn() }));
vi.mock('../../domain/picks/week-edge.ts', () => ({ weekEdges: vi.fn() }));

const games = await import('../../db/repositories/games.ts');
const noPicks = await import('../../db/repositories/no-picks.ts');
const pairings = await import('../../db/repositories/pairing-known.ts');
const seasonRecord = await import('../../core/model/season-record.ts');
const views = await import('./weekly-pick-view.ts');
const { publicPicks } = await import('../../domain/picks/premium-pick.ts');
const { weekEdges } = await import('../../domain/picks/week-edge.ts');
const { MODEL_PARAMS } = await import('../../domain/model/params.ts');
const { catchUpTracker } = await import('../../core/catch-up.ts');
const { weeklyPicksRoutes } = await import('./weekly-picks.ts');

const NOW = new Date('2025-11-19T12:00:00Z');
const CARDS = [{ marker: 'card' }];
const SHOWN: never[] = [];
const RECORD = {
  straightUp: { wins: 90, losses: 60, pushes: 0, graded: 150 },
  againstSpread: { wins: 76, losses: 70, pushes: 4, graded: 150 },
};
const EDGES = { biggestEdge: null, disagreements: [], withLine: 14 };

beforeEach(() => {
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue([WINDOW_2025]);
  vi.mocked(noPicks.decidedSeasons)
    .mockReset()
    .mockResolvedValue([{ season: 2024, done: true }]);
  vi.mocked(pairings.undecidedNote).mockReset().mockResolvedValue(undefined);
  vi.mocked(seasonRecord.modelSeasonRecord)
    .mockReset()
    .mockResolvedValue(RECORD as never);
  vi.mocked(views.weekPickViews)
    .mockReset()
    .mockResolvedValue({ modelVersion: 'gg-week-cards', picks: CARDS } as never);
  vi.mocked(publicPicks).mockReset().mockReturnValue(SHOWN);
  vi.mocked(weekEdges).mockReset().mockReturnValue(EDGES);
});

const get = async (url: string, catchUp = catchUpTracker()) => {
  const app = await routeApp(weeklyPicksRoutes, context({ catchUp }));
  const res = await app.inject({ method: 'GET', url: `/api${url}` });
  return { status: res.statusCode, body: res.json(), headers: res.headers, app };
};

describe('the Weekly Picks route', () => {
  it('is public and cached, documented under picks', async () => {
    const { app } = await get('/weekly-picks/12');
    expect(app.declared.get('GET /api/weekly-picks/:week')?.config).toEqual({
      access: 'public',
      cache: true,
    });
    expect(app.declared.get('GET /api/weekly-picks/:week')?.statuses).toEqual(['200', '400']);
    expect(documented(app)).toEqual([
      [
        'GET /api/weekly-picks/:week',
        ['picks'],
        "One week's game picks in the Weekly Picks shape: locked at kickoff, provisional before, 'no_pick' where none was published; with the model's season record and the week's edges",
      ],
    ]);
  });

  it('gives the week of the season in force: its public cards, the season record and the week’s edges', async () => {
    const { status, body, headers } = await get('/weekly-picks/12');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(body).toEqual({
      computing: null,
      recordComputing: null,
      season: 2025,
      week: 12,
      weekLabel: 'Week 12',
      lastWeek: 22,
      current: expect.objectContaining({
        season: 2025,
        week: 12,
        isPlayoffs: false,
        asOf: '2025-11-19T12:00:00.000Z',
      }),
      asOf: '2025-11-19T12:00:00.000Z',
      modelVersion: 'gg-week-cards',
      picks: [],
      edge: {
        seasonStraightUp: RECORD.straightUp,
        seasonAgainstSpread: RECORD.againstSpread,
        biggestEdge: null,
        disagreements: [],
        withLine: 14,
      },
    });
    expect(views.weekPickViews).toHaveBeenCalledWith(ORM, { season: 2025, week: 12 }, NOW, 3_600_000);
    expect(seasonRecord.modelSeasonRecord).toHaveBeenCalledWith(ORM, {
      modelVersion: MODEL_PARAMS.version,
      season: 2025,
      asOf: NOW,
    });
    expect(pairings.undecidedNote).toHaveBeenCalledWith(ORM, 2025, 12, NOW);
    // The cards leave as the public sees them, and the edges are the public cards'.
    expect(publicPicks).toHaveBeenCalledWith(CARDS, NOW);
    expect(vi.mocked(weekEdges).mock.calls[0]?.[0]).toBe(SHOWN);
  });

  it('a playoff week whose pairings are not decided says so; another season without a window ends at week 18', async () => {
    vi.mocked(pairings.undecidedNote).mockResolvedValue(
      'The divisional round is decided by the wild card games.',
    );
    const playoffs = await get('/weekly-picks/20');
    expect(playoffs.body).toMatchObject({
      week: 20,
      weekLabel: 'Playoffs',
      undecided: 'The divisional round is decided by the wild card games.',
    });
    vi.mocked(pairings.undecidedNote).mockResolvedValue(undefined);
    const old = await get('/weekly-picks/5?season=2023');
    expect(old.body).toMatchObject({ season: 2023, week: 5, lastWeek: 18 });
    expect(old.body).not.toHaveProperty('undecided');
    expect(views.weekPickViews).toHaveBeenLastCalledWith(ORM, { season: 2023, week: 5 }, NOW, 3_600_000);
    expect((await get('/weekly-picks/23')).status).toBe(400);
  });

  it('while the catch-up decides the current week: no picks computed, both parts partial, not kept', async () => {
    const tracker = catchUpTracker({ step: 'current week', weekReady: false });
    const partial = { step: 'current week', seasons: [2024], seasonsDone: [2024] };
    const { body, headers } = await get('/weekly-picks/12', tracker);
    expect(body).toMatchObject({
      computing: partial,
      recordComputing: partial,
      modelVersion: MODEL_PARAMS.version,
      picks: [],
    });
    expect(headers['cache-control']).toBe('no-store');
    expect(views.weekPickViews).not.toHaveBeenCalled();
    expect(publicPicks).toHaveBeenCalledWith([], NOW);
  });

  it('once the week is decided but not the record: this week’s picks, the record partial; another week waits for the record', async () => {
    const tracker = catchUpTracker({ step: 'record', weekReady: true });
    const partial = { step: 'record', seasons: [2024], seasonsDone: [2024] };
    const thisWeek = await get('/weekly-picks/12', tracker);
    expect(thisWeek.body).toMatchObject({
      computing: null,
      recordComputing: partial,
      modelVersion: 'gg-week-cards',
    });
    expect(thisWeek.headers['cache-control']).toBe('no-store');
    expect(views.weekPickViews).toHaveBeenCalledTimes(1);
    // Week 11 of the same season, and week 12 of another season, are not the current week.
    for (const url of ['/weekly-picks/11', '/weekly-picks/12?season=2024']) {
      const other = await get(url, tracker);
      expect(other.body).toMatchObject({ computing: partial, recordComputing: partial, picks: [] });
    }
    expect(views.weekPickViews).toHaveBeenCalledTimes(1);
  });
});
