// The props routes on a bare app with the prop items, lines, picks and board stubbed (decision 128, the
// routes' fast test set): the week in force (week 12 at the app's clock) is built from its board, any
// other week read from the stored decisions; the note says whether lines were captured; pages by offset
// and limit; the record counts graded picks of known markets only and says in words what it rests on.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp, WINDOW_2025 } from '../../../tests/support/route-app.ts';

vi.mock('../../core/props/prop-items.ts', () => ({ storedPropItems: vi.fn(), weekPropItems: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('../../db/repositories/prop-lines.ts', () => ({ propLineCoverage: vi.fn() }));
vi.mock('../../db/repositories/prop-picks.ts', () => ({ latestPropReport: vi.fn(), recordRows: vi.fn() }));
vi.mock('../../db/repositories/no-picks.ts', () => ({ decidedSeasons: vi.fn() }));

const items = await import('../../core/props/prop-items.ts');
const games = await import('../../db/repositories/games.ts');
const lines = await import('../../db/repositories/prop-lines.ts');
const picks = await import('../../db/repositories/prop-picks.ts');
const noPicks = await import('../../db/repositories/no-picks.ts');
const { catchUpTracker } = await import('../../core/catch-up.ts');
const { propsRoutes } = await import('./props.ts');

// context()'s clock: Wednesday 2025-11-19, 07:00 in New York. Week 1 began Tuesday 2025-09-02 (the
// Tuesday before the first kickoff); 78 days later is week ⌊78 / 7⌋ + 1 = 12.
const NOW = new Date('2025-11-19T12:00:00Z');
const BOARD = { marker: 'week 12 board' };
const boards = vi.fn();
const NO_LINES =
  'No sportsbook prop lines were captured for this week: each projection is shown against the player’s recent median, never against an invented line, and none of it is graded as a pick.';
const WITH_LINES =
  'Picks against the sportsbook line are provisional until kickoff, then frozen and graded from the weekly stats. Projections against a recent median are shown where no line exists; they are never graded as picks.';

beforeEach(() => {
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue([WINDOW_2025]);
  // Three items; the pages asked for below start after them, so only the count is read.
  vi.mocked(items.weekPropItems)
    .mockReset()
    .mockResolvedValue([{}, {}, {}] as never);
  vi.mocked(items.storedPropItems)
    .mockReset()
    .mockResolvedValue([{}] as never);
  vi.mocked(lines.propLineCoverage).mockReset().mockResolvedValue({ quotes: 0, weeks: 0 });
  vi.mocked(picks.recordRows).mockReset().mockResolvedValue([]);
  vi.mocked(picks.latestPropReport)
    .mockReset()
    .mockResolvedValue(undefined as never);
  boards.mockReset().mockResolvedValue(BOARD);
});

const app = () => routeApp(propsRoutes, context({ boards: boards as never }));
const get = async (url: string) => {
  const res = await (await app()).inject({ method: 'GET', url: `/api${url}` });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('the props routes', () => {
  it('are public and cached, documented under props', async () => {
    const a = await app();
    expect(a.declared.get('GET /api/props')?.config).toEqual({ access: 'public', cache: true });
    expect(a.declared.get('GET /api/props/record')?.config).toEqual({ access: 'public', cache: true });
    expect(documented(a)).toEqual([
      [
        'GET /api/props',
        ['props'],
        "One week's prop picks: frozen and graded, provisional before kickoff, the median view without a line",
      ],
      [
        'GET /api/props/record',
        ['props'],
        'The prop picks’ public record, and the median view’s accuracy where no lines exist',
      ],
    ]);
    // The response schemas are the API's documented answers (and their serialisers).
    expect(a.declared.get('GET /api/props')?.statuses).toEqual(['200', '400']);
    expect(a.declared.get('GET /api/props/record')?.statuses).toEqual(['200']);
  });
});

describe('one week’s props', () => {
  it('builds the week in force from its board at the app’s clock, and says no lines were captured', async () => {
    const { status, body, headers } = await get('/props?offset=3');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(body).toEqual({
      season: 2025,
      week: 12,
      generatedAt: '2025-11-19T12:00:00.000Z',
      linesCaptured: 0,
      note: NO_LINES,
      total: 3,
      offset: 3,
      limit: 50,
      props: [],
    });
    expect(boards).toHaveBeenCalledWith(2025, 12, NOW);
    expect(items.weekPropItems).toHaveBeenCalledWith(ORM, BOARD, NOW, 3_600_000);
    expect(items.storedPropItems).not.toHaveBeenCalled();
    expect(lines.propLineCoverage).toHaveBeenCalledWith(ORM, NOW, { season: 2025, week: 12 });
  });

  it('reads another week from the stored decisions, without a board; lines captured change the note', async () => {
    vi.mocked(lines.propLineCoverage).mockResolvedValue({ quotes: 240, weeks: 1 });
    const { body } = await get('/props?week=11&offset=1&limit=10');
    expect(body).toMatchObject({
      week: 11,
      linesCaptured: 240,
      note: WITH_LINES,
      total: 1,
      offset: 1,
      limit: 10,
      props: [],
    });
    expect(items.storedPropItems).toHaveBeenCalledWith(ORM, NOW, { season: 2025, week: 11 });
    expect(boards).not.toHaveBeenCalled();
    expect((await get('/props?limit=101')).status).toBe(400);
  });

  it('serves the page asked for, a pick before kickoff without its projection (premium)', async () => {
    const prop = (playerId: string, status: string) => ({
      playerId,
      playerName: `Player ${playerId}`,
      position: 'QB',
      team: 'KC',
      opponent: 'BUF',
      season: 2025,
      week: 12,
      // Sunday of week 12, after the app's clock (Wednesday the 19th).
      kickoff: '2025-11-23T18:00:00.000Z',
      market: 'player_pass_yds',
      marketLabel: 'Passing yards',
      status,
      projection: 251.5,
      line: null,
      pick: null,
      median: null,
      noPickReasons: null,
      grade: null,
    });
    vi.mocked(items.weekPropItems).mockResolvedValue([
      prop('p1', 'median'),
      prop('p2', 'provisional'),
      prop('p3', 'median'),
    ] as never);
    // offset 1, limit 1: items[1 .. 2), the second only.
    const { body } = await get('/props?offset=1&limit=1');
    expect(body.total).toBe(3);
    expect(body.props).toEqual([{ ...prop('p2', 'provisional'), projection: null, withheld: true }]);
  });
});

describe('the props record', () => {
  const row = (status: string, market: string, outcome: string | null) => ({ status, market, outcome });

  it('says no lines exist yet, with the median view’s report', async () => {
    const report = {
      asOf: '2025-11-18T08:00:00.000Z',
      seasons: [2024, 2025],
      label: 'Projection against the recent median',
      rows: [
        { market: 'player_pass_yds', cases: 40, sideAccuracy: 0.55, projectionMae: 48.2, medianMae: 51.9 },
      ],
    };
    vi.mocked(picks.latestPropReport).mockResolvedValue({ report } as never);
    const { body, headers } = await get('/props/record');
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(body).toMatchObject({
      generatedAt: '2025-11-19T12:00:00.000Z',
      linesCaptured: 0,
      weeksWithLines: 0,
      record: { picks: 0, wins: 0, losses: 0, pushes: 0, hitRate: null, byMarket: [] },
      noPicks: 0,
      medianAccuracy: report,
      note: 'No sportsbook prop lines have been captured (the data pack holds none, and none were fetched live), so there is no graded props record yet. Below: how the projection fared against each player’s recent median, labelled as such.',
    });
    expect(picks.recordRows).toHaveBeenCalledWith(ORM, 'gg-props-2', NOW);
    expect(lines.propLineCoverage).toHaveBeenCalledWith(ORM, NOW);
    expect(picks.latestPropReport).toHaveBeenCalledWith(ORM, 'gg-props-2', NOW);
  });

  it('counts graded picks of known markets only, and says over how many weeks', async () => {
    vi.mocked(lines.propLineCoverage).mockResolvedValue({ quotes: 500, weeks: 2 });
    vi.mocked(picks.recordRows).mockResolvedValue([
      row('pick', 'player_pass_yds', 'win'),
      row('pick', 'player_pass_yds', 'loss'),
      row('pick', 'player_rush_yds', 'win'),
      // Not yet graded, a retired market, and no pick at all: not counted as picks.
      row('pick', 'player_rush_yds', null),
      row('pick', 'player_kicking_points', 'win'),
      row('no_pick', 'player_rush_yds', null),
      row('no_pick', 'player_pass_yds', null),
    ] as never);
    const { body } = await get('/props/record');
    expect(body.record).toEqual({
      picks: 3,
      wins: 2,
      losses: 1,
      pushes: 0,
      // 2 / (2 + 1)
      hitRate: 2 / 3,
      byMarket: [
        { market: 'player_pass_yds', wins: 1, losses: 1, pushes: 0, hitRate: 0.5 },
        { market: 'player_rush_yds', wins: 1, losses: 0, pushes: 0, hitRate: 1 },
      ],
    });
    expect(body.noPicks).toBe(2);
    expect(body.medianAccuracy).toBeNull();
    expect(body.note).toBe(
      'Graded prop picks from 2 weeks with sportsbook lines. Only props with a line count.',
    );
    vi.mocked(lines.propLineCoverage).mockResolvedValue({ quotes: 500, weeks: 1 });
    vi.mocked(picks.recordRows).mockResolvedValue([]);
    expect((await get('/props/record')).body.note).toBe(
      'Prop lines were captured for 1 week; no prop pick has been graded yet.',
    );
    vi.mocked(lines.propLineCoverage).mockResolvedValue({ quotes: 500, weeks: 3 });
    expect((await get('/props/record')).body.note).toBe(
      'Prop lines were captured for 3 weeks; no prop pick has been graded yet.',
    );
    vi.mocked(picks.recordRows).mockResolvedValue([row('pick', 'player_pass_yds', 'push')] as never);
    expect((await get('/props/record')).body.note).toBe(
      'Graded prop picks from 3 weeks with sportsbook lines. Only props with a line count.',
    );
  });

  it('counts a pick only when it was published (a no-pick with an outcome is not one), and says "1 week"', async () => {
    vi.mocked(lines.propLineCoverage).mockResolvedValue({ quotes: 80, weeks: 1 });
    vi.mocked(picks.recordRows).mockResolvedValue([
      row('pick', 'player_pass_yds', 'loss'),
      row('no_pick', 'player_pass_yds', 'win'),
    ] as never);
    const { body } = await get('/props/record');
    // The one published pick, lost: 0 / (0 + 1) = 0.
    expect(body.record).toMatchObject({ picks: 1, wins: 0, losses: 1, hitRate: 0 });
    expect(body.noPicks).toBe(1);
    expect(body.note).toBe(
      'Graded prop picks from 1 week with sportsbook lines. Only props with a line count.',
    );
  });

  it('while the start-up catch-up computes the record, says so with its progress, not kept; no "Below" over no table', async () => {
    // 2023 whole, 2024 not yet.
    vi.mocked(noPicks.decidedSeasons).mockResolvedValue([
      { season: 2023, done: true },
      { season: 2024, done: false },
    ]);
    const tracker = catchUpTracker({ step: 'record', weekReady: false });
    const app = await routeApp(propsRoutes, context({ boards: boards as never, catchUp: tracker }));
    const partial = await app.inject({ method: 'GET', url: '/api/props/record' });
    expect(partial.json().computing).toEqual({ step: 'record', seasons: [2023, 2024], seasonsDone: [2023] });
    expect(partial.headers['cache-control']).toBe('no-store');
    // No median report yet (the props job runs after the model's): the note does not point below.
    expect(partial.json().note).toBe(
      'No sportsbook prop lines have been captured (the data pack holds none, and none were fetched live), so there is no graded props record yet.',
    );
    tracker.done();
    const whole = await app.inject({ method: 'GET', url: '/api/props/record' });
    expect(whole.json().computing).toBeNull();
    expect(whole.headers['cache-control']).toBe('public, max-age=300');
    await app.close();
  });
});
