// The player routes on a bare app with the week board, the player pages, the prop lines and items
// stubbed (decision 128, the routes' fast test set): the DFS Top 5 of both slates and of one slate, the
// paged player cards with their live odds and recommended bets (a provisional pick locked before
// kickoff), and one player's page (404 for an unknown id). Figures are rounded to one decimal as worked
// in the comments; the board is the week in force at the app's clock (week 12 of 2025).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp, WINDOW_2025 } from '../../../tests/support/route-app.ts';
import { emptyLine, type StatLine } from '../../domain/players/stat-line.ts';

vi.mock('../../core/props/prop-items.ts', () => ({ storedPropItems: vi.fn(), weekPropItems: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('../../db/repositories/no-picks.ts', () => ({ decidedSeasons: vi.fn() }));
vi.mock('../../db/repositories/player-pages.ts', () => ({
  headshotsOf: vi.fn(),
  injuryHistoryOf: vi.fn(),
  playerById: vi.fn(),
  salaryHistoryOf: vi.fn(),
}));
vi.mock('../../db/repositories/player-props.ts', () => ({ latestPlayerProps: vi.fn() }));
vi.mock('../../domain/dfs/ggscore.ts', () => ({ ggScore: vi.fn() }));
vi.mock('../../core/players/player-weeks.ts', async (original) => ({
  ...(await original<object>()),
  playerWeeks: vi.fn(),
}));

const items = await import('../../core/props/prop-items.ts');
const games = await import('../../db/repositories/games.ts');
const noPicks = await import('../../db/repositories/no-picks.ts');
const pages = await import('../../db/repositories/player-pages.ts');
const playerProps = await import('../../db/repositories/player-props.ts');
const gg = await import('../../domain/dfs/ggscore.ts');
const weeksModule = await import('../../core/players/player-weeks.ts');
const { catchUpTracker } = await import('../../core/catch-up.ts');
const { playersRoutes } = await import('./players.ts');

// context()'s clock: Wednesday 2025-11-19 12:00 UTC, in week 12 of 2025.
const NOW = new Date('2025-11-19T12:00:00Z');
// Thursday 20 Nov 2025, 8:15 PM EST = 01:15 UTC on the Friday; Sunday 23 Nov 1:00 PM EST = 18:00 UTC.
const THURSDAY = new Date('2025-11-21T01:15:00Z');
const SUNDAY = new Date('2025-11-23T18:00:00Z');
const boards = vi.fn();

const input = (value: number | null, reason: string) => ({ value, reason });
const BIO = {
  score: 81,
  tone: 'sleep',
  level: 'Strong',
  inputs: {
    sleep: { ...input(90, 'Rested'), level: 'Elite' },
    tIndex: { ...input(null, 'No data'), level: null },
    cortisol: input(70, 'Road trip'),
    hydration: { ...input(60, 'Wind 20 mph'), level: 'Average' },
    recovery: input(75, 'Ankle'),
  },
  injuryRecoveryDays: 4,
};
const BIO_VIEW = {
  score: 81,
  tone: 'sleep',
  level: 'Strong',
  sleep: { score: 90, reason: 'Rested' },
  tIndex: { score: null, reason: 'No data' },
  cortisol: { score: 70, reason: 'Road trip' },
  hydration: { score: 60, reason: 'Wind 20 mph' },
  recovery: { score: 75, reason: 'Ankle' },
  injuryRecoveryDays: 4,
};

interface Candidate {
  id: string;
  name: string;
  position: string;
  team: string;
  opponent: string;
  gameId: string;
  kickoff: Date;
  slate: string;
  salary: number | null;
  median: number;
  low: number;
  high: number;
  opponentRatio: number;
  bioBoost: number;
  gameTotal: number | null;
  teamMargin: number | null;
  ruledOut: boolean;
}
// Josh Allen of Buffalo, away at Houston on Thursday night ('2025_12_BUF_HOU': away BUF, home HOU).
const ALLEN: Candidate = {
  id: '00-0034857',
  name: 'Josh Allen',
  position: 'QB',
  team: 'BUF',
  opponent: 'HOU',
  gameId: '2025_12_BUF_HOU',
  kickoff: THURSDAY,
  slate: 'Prime-Time',
  salary: 7100,
  median: 21.34,
  low: 14.26,
  high: 28.75,
  opponentRatio: 1.1,
  bioBoost: 81,
  gameTotal: 49.5,
  teamMargin: 3,
  ruledOut: false,
};
// Saquon Barkley of Philadelphia, at home to Dallas on Sunday afternoon ('2025_12_DAL_PHI').
const BARKLEY = {
  ...ALLEN,
  id: '00-0034844',
  name: 'Saquon Barkley',
  position: 'RB',
  team: 'PHI',
  opponent: 'DAL',
  gameId: '2025_12_DAL_PHI',
  kickoff: SUNDAY,
  slate: 'Main',
  salary: null,
  teamMargin: 0,
  gameTotal: null,
};
const dfsPick = (candidate: typeof ALLEN, over: Record<string, unknown> = {}) => ({
  candidate,
  ggScore: 82.4,
  confidence: 'HIGH',
  valuePerThousand: 3,
  valueRating: 6.1,
  ownership: 12.345,
  highScoring: true,
  commentary: 'Strong matchup.',
  ...over,
});
// The figures both Top 5 answers share: 21.34 → 21.3, 14.26 → 14.3, 28.75 → 28.8 (287.5 rounds up),
// ownership 12.345 → 12.3.
const ALLEN_FIGURES = {
  ggScore: 82.4,
  confidence: 'HIGH',
  salary: 7100,
  projectedPoints: 21.3,
  low: 14.3,
  high: 28.8,
  valueRating: 6.1,
  ownership: 12.3,
  gameTotal: 49.5,
  highScoring: true,
  commentary: 'Strong matchup.',
};

const line = (over: Partial<StatLine> = {}): StatLine => ({ ...emptyLine(), ...over });
const boardPlayer = (
  c: typeof ALLEN,
  over: { median?: number; bioBoost?: unknown; ruledOut?: boolean; kickoffMs?: number } = {},
) => ({
  projection: {
    target: {
      playerId: c.id,
      name: c.name,
      position: c.position,
      team: c.team,
      opponent: c.opponent,
      gameId: c.gameId,
      kickoffMs: over.kickoffMs ?? c.kickoff.getTime(),
    },
    line: line({
      passYards: 251.26,
      rushYards: 30.04,
      receptions: 0.05,
      recYards: 1.25,
      passTds: 1.8,
      rushTds: 0.42,
      recTds: 0.01,
      returnTds: 0.02,
    }),
    draftKings: over.median ?? c.median,
    fanDuel: 19.87,
    gamesThisSeason: 10,
    gamesLastSeason: 17,
    environment: 1,
    opponent: 1,
    opponentRatio: 1.1,
  },
  median: over.median ?? c.median,
  low: c.low,
  high: c.high,
  bioBoost: over.bioBoost === undefined ? BIO : over.bioBoost,
  salary: c.salary,
  slate: c.slate,
  ruledOut: over.ruledOut ?? false,
});

const board = (over: Record<string, unknown> = {}) => ({
  season: 2025,
  week: 12,
  asOf: '2025-11-19T12:00:00.000Z',
  basis: 'weekly-lines',
  basisNote: 'From weekly stat lines.',
  players: [],
  topFive: {
    Main: { slate: 'Main', totalCandidates: 40, fallback: false, picks: [dfsPick(BARKLEY as never)] },
    'Prime-Time': { slate: 'Prime-Time', totalCandidates: 12, fallback: true, picks: [dfsPick(ALLEN)] },
  },
  salarySlates: ['Main'],
  ...over,
});
const BOARD_INFO = {
  season: 2025,
  week: 12,
  generatedAt: '2025-11-19T12:00:00.000Z',
  basis: 'weekly-lines',
  basisNote: 'From weekly stat lines.',
};

beforeEach(() => {
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue([WINDOW_2025]);
  vi.mocked(noPicks.decidedSeasons).mockReset().mockResolvedValue([]);
  vi.mocked(pages.headshotsOf)
    .mockReset()
    .mockResolvedValue(new Map([[ALLEN.id, 'https://static.example/allen.png']]));
  vi.mocked(pages.playerById)
    .mockReset()
    .mockResolvedValue(undefined as never);
  vi.mocked(pages.injuryHistoryOf).mockReset().mockResolvedValue([]);
  vi.mocked(pages.salaryHistoryOf).mockReset().mockResolvedValue([]);
  vi.mocked(playerProps.latestPlayerProps).mockReset().mockResolvedValue([]);
  vi.mocked(items.weekPropItems).mockReset().mockResolvedValue([]);
  vi.mocked(items.storedPropItems).mockReset().mockResolvedValue([]);
  vi.mocked(weeksModule.playerWeeks).mockReset().mockResolvedValue([]);
  vi.mocked(gg.ggScore).mockReset().mockReturnValue(77);
  boards.mockReset().mockResolvedValue(board());
});

const app = (over = {}) => routeApp(playersRoutes, context({ boards: boards as never, ...over }));
const get = async (url: string) => {
  const res = await (await app()).inject({ method: 'GET', url: `/api${url}` });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('the player routes', () => {
  it('are public and cached, documented under players', async () => {
    const a = await app();
    for (const route of ['/top5', '/top-five', '/players', '/players/:id'])
      expect(a.declared.get(`GET /api${route}`)?.config).toEqual({ access: 'public', cache: true });
    expect(documented(a)).toEqual([
      ['GET /api/top5', ['players'], 'The DFS Top 5 of both slates for the week in force, ranked by ggScore'],
      [
        'GET /api/top-five',
        ['players'],
        'The Top 5 of one slate with salary, value, projected ownership and weather',
      ],
      [
        'GET /api/players',
        ['players'],
        'The players projected for the week in force, highest projection (or BioBoost) first (paginated)',
      ],
      [
        'GET /api/players/:id',
        ['players'],
        'One player: BioBoost and projections against actual points by week, injuries, salaries',
      ],
    ]);
    expect(a.declared.get('GET /api/top5')?.statuses).toEqual(['200']);
    expect(a.declared.get('GET /api/top-five')?.statuses).toEqual(['200', '400']);
    expect(a.declared.get('GET /api/players')?.statuses).toEqual(['200', '400']);
    expect(a.declared.get('GET /api/players/:id')?.statuses).toEqual(['200', '400', '404']);
  });
});

describe('the DFS Top 5 of both slates', () => {
  it('lists the Main slate then Prime-Time, counts both slates’ candidates, and says a fallback is used', async () => {
    const { status, body, headers } = await get('/top5');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(boards).toHaveBeenCalledWith(2025, 12, NOW);
    expect(pages.headshotsOf).toHaveBeenCalledWith(ORM, [BARKLEY.id, ALLEN.id]);
    expect(body).toEqual({
      computing: null,
      ...BOARD_INFO,
      // 40 Main + 12 Prime-Time; Prime-Time's list is ranked without salaries.
      totalCandidates: 52,
      fallback: true,
      picks: [
        {
          playerId: BARKLEY.id,
          name: 'Saquon Barkley',
          position: 'RB',
          teamAbbr: 'PHI',
          headshotUrl: null,
          slate: 'Main',
          matchup: 'PHI vs DAL',
          kickoff: '2025-11-23T18:00:00.000Z',
          kickoffEt: 'Sun 1:00 PM ET',
          ...ALLEN_FIGURES,
          salary: null,
          gameTotal: null,
        },
        {
          playerId: ALLEN.id,
          name: 'Josh Allen',
          position: 'QB',
          teamAbbr: 'BUF',
          headshotUrl: 'https://static.example/allen.png',
          slate: 'Prime-Time',
          matchup: 'BUF @ HOU',
          kickoff: '2025-11-21T01:15:00.000Z',
          kickoffEt: 'Thu 8:15 PM ET',
          ...ALLEN_FIGURES,
        },
      ],
    });
  });

  it('is no fallback when both slates had salaries; an unknown ownership stays null', async () => {
    boards.mockResolvedValue(
      board({
        topFive: {
          Main: { slate: 'Main', totalCandidates: 3, fallback: false, picks: [] },
          'Prime-Time': {
            slate: 'Prime-Time',
            totalCandidates: 1,
            fallback: false,
            picks: [dfsPick(ALLEN, { ownership: null })],
          },
        },
      }),
    );
    const { body } = await get('/top5');
    expect(body.fallback).toBe(false);
    expect(body.totalCandidates).toBe(4);
    expect(body.picks.map((p: { ownership: unknown }) => p.ownership)).toEqual([null]);
  });

  it('prints a London morning kickoff and a noon one in New York time; no handicap without a line', async () => {
    // Sunday 14 Dec 2025: 14:30 UTC is 9:30 AM EST, 17:00 UTC is 12:00 PM EST (noon prints 12, PM).
    const london = { ...ALLEN, kickoff: new Date('2025-12-14T14:30:00Z'), teamMargin: null };
    const noon = { ...BARKLEY, kickoff: new Date('2025-12-14T17:00:00Z'), slate: 'Prime-Time' };
    boards.mockResolvedValue(
      board({
        topFive: {
          Main: { slate: 'Main', totalCandidates: 1, fallback: false, picks: [dfsPick(london)] },
          'Prime-Time': {
            slate: 'Prime-Time',
            totalCandidates: 1,
            fallback: false,
            picks: [dfsPick(noon as never)],
          },
        },
      }),
    );
    const { body } = await get('/top5');
    expect(body.picks.map((p: { kickoffEt: string }) => p.kickoffEt)).toEqual([
      'Sun 9:30 AM ET',
      'Sun 12:00 PM ET',
    ]);
    expect((await get('/top-five')).body.players[0].spread).toBeNull();
  });

  it('while the catch-up loads the players’ data, says so and is not kept', async () => {
    vi.mocked(noPicks.decidedSeasons).mockResolvedValue([
      { season: 2024, done: true },
      { season: 2025, done: false },
    ]);
    const tracker = catchUpTracker({ step: 'record', weekReady: true });
    const a = await app({ catchUp: tracker });
    const res = await a.inject({ method: 'GET', url: '/api/top5' });
    expect(res.json().computing).toEqual({ step: 'record', seasons: [2024, 2025], seasonsDone: [2024] });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the Top 5 of one slate', () => {
  it('gives the Main slate by default, with the team’s handicap and no weather where the board has none', async () => {
    const { status, body, headers } = await get('/top-five');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=30');
    expect(pages.headshotsOf).toHaveBeenCalledWith(ORM, [BARKLEY.id]);
    expect(body).toEqual({
      ...BOARD_INFO,
      slate: 'Main',
      totalCandidates: 40,
      fallback: false,
      players: [
        {
          id: BARKLEY.id,
          name: 'Saquon Barkley',
          team: 'PHI',
          position: 'RB',
          headshotUrl: null,
          matchup: 'PHI vs DAL',
          opponent: 'DAL',
          kickoff: '2025-11-23T18:00:00.000Z',
          kickoffEt: 'Sun 1:00 PM ET',
          // A pick'em margin is printed 0.
          spread: 0,
          total: null,
          weatherImpact: null,
          slate: 'Main',
          ...ALLEN_FIGURES,
          salary: null,
          gameTotal: null,
        },
      ],
    });
  });

  it('reads the weather from the player’s BioBoost hydration; a favourite of 3 gives 3 (−3)', async () => {
    boards.mockResolvedValue(
      board({ players: [boardPlayer(ALLEN), boardPlayer(BARKLEY as never, { bioBoost: null })] }),
    );
    const { body } = await get('/top-five?slate=Prime-Time');
    expect(body).toMatchObject({ slate: 'Prime-Time', totalCandidates: 12, fallback: true });
    expect(body.players).toEqual([
      expect.objectContaining({
        id: ALLEN.id,
        headshotUrl: 'https://static.example/allen.png',
        matchup: 'BUF @ HOU',
        spread: -3,
        total: 49.5,
        weatherImpact: { score: 60, reason: 'Wind 20 mph' },
        slate: 'Prime-Time',
      }),
    ]);
    expect((await get('/top-five?slate=Late')).status).toBe(400);
  });
});

describe('the week’s player cards', () => {
  const card = (c: typeof ALLEN) => ({
    id: c.id,
    name: c.name,
    position: c.position,
    team: c.team,
    opponent: c.opponent,
    gameTime: c.kickoff.toISOString(),
    slate: c.slate,
    salary: c.salary,
    ruledOut: false,
  });

  it('pages the projected players, highest projection first, each card worked from its projection', async () => {
    const jones = { ...BARKLEY, id: '00-0030000', name: 'Aaron Jones', median: 9.5 };
    boards.mockResolvedValue(
      board({
        players: [boardPlayer(jones), boardPlayer(ALLEN), boardPlayer(BARKLEY as never, { median: 15 })],
      }),
    );
    const { status, body, headers } = await get('/players?offset=1&limit=1');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=120');
    // Ranked 21.34 (Allen), 15 (Barkley), 9.5 (Jones): the page from offset 1 of length 1 is Barkley.
    expect(body).toMatchObject({ ...BOARD_INFO, total: 3, offset: 1, limit: 1 });
    expect(body.players).toEqual([
      {
        ...card(BARKLEY as never),
        matchup: 'PHI vs DAL',
        headshotUrl: null,
        projection: {
          draftKings: 15,
          // 19.87 → 19.9; 14.26 → 14.3; 28.75 → 28.8
          fanDuel: 19.9,
          low: 14.3,
          high: 28.8,
          // 251.26 → 251.3; 30.04 → 30; 0.05 → 0.1 (0.5 rounds up); 1.25 → 1.3 (12.5 rounds up)
          passYards: 251.3,
          rushYards: 30,
          receptions: 0.1,
          recYards: 1.3,
          // 1.8 + 0.42 + 0.01 + 0.02 = 2.25 → 2.3 (22.5 rounds up)
          touchdowns: 2.3,
        },
        bioBoost: BIO_VIEW,
        ggScore: 77,
        liveOdds: [],
        recommendedBets: [],
      },
    ]);
    expect(gg.ggScore).toHaveBeenCalledWith({
      median: 15,
      ceiling: 28.75,
      salary: null,
      opponentRatio: 1.1,
      bioBoost: 81,
    });
    expect(pages.headshotsOf).toHaveBeenCalledWith(ORM, [BARKLEY.id]);
    expect(playerProps.latestPlayerProps).toHaveBeenCalledWith(ORM, ['2025_12_DAL_PHI'], NOW);
    // No prop line captured for the page's games: no pick is looked for.
    expect(items.weekPropItems).not.toHaveBeenCalled();
  });

  it('filters by position and sorts by BioBoost on request; a card without BioBoost scores without it', async () => {
    const rb2 = { ...BARKLEY, id: '00-0030000', name: 'Aaron Jones', gameId: '2025_12_MIN_CHI' };
    boards.mockResolvedValue(
      board({
        players: [
          boardPlayer(ALLEN),
          boardPlayer(BARKLEY as never, { median: 18, bioBoost: null }),
          boardPlayer(rb2 as never, { median: 10 }),
        ],
      }),
    );
    const { body } = await get('/players?position=RB&sort=bioboost');
    // RBs only; by BioBoost, Jones (81) before Barkley (none), though Barkley projects higher.
    expect(body.total).toBe(2);
    expect(body.players.map((p: { name: string }) => p.name)).toEqual(['Aaron Jones', 'Saquon Barkley']);
    expect(body.players[1].bioBoost).toBeNull();
    expect(vi.mocked(gg.ggScore).mock.calls.map(([x]) => x.bioBoost)).toEqual([81, null]);
    // Two games on the page, each asked for once.
    expect(playerProps.latestPlayerProps).toHaveBeenCalledWith(
      ORM,
      ['2025_12_MIN_CHI', '2025_12_DAL_PHI'],
      NOW,
    );
    expect((await get('/players?limit=101')).status).toBe(400);
  });

  it('shows his captured prop lines and his prop picks: a frozen one open, a provisional one locked before kickoff', async () => {
    boards.mockResolvedValue(
      board({ players: [boardPlayer(ALLEN), boardPlayer(BARKLEY as never, { median: 15 })] }),
    );
    const at = new Date('2025-11-19T10:00:00Z');
    vi.mocked(playerProps.latestPlayerProps).mockResolvedValue([
      {
        gameId: ALLEN.gameId,
        book: 'fanduel',
        market: 'player_pass_yds',
        playerName: 'Josh Allen',
        side: 'over',
        line: 245.5,
        price: -110,
        capturedAt: at,
      },
      {
        gameId: ALLEN.gameId,
        book: 'fanduel',
        market: 'player_pass_yds',
        playerName: 'Josh Allen',
        side: 'under',
        line: 245.5,
        price: -112,
        capturedAt: at,
      },
    ]);
    const prop = (market: string, status: string) => ({
      playerId: ALLEN.id,
      market,
      marketLabel: market,
      status,
      kickoff: THURSDAY.toISOString(),
      projection: 260,
      line: { book: 'fanduel', line: 245.5, overPrice: -110, underPrice: -112, capturedAt: at.toISOString() },
      pick: {
        side: 'OVER',
        edge: 14.5,
        probability: 0.6,
        marketProbability: 0.5,
        probabilityEdge: 0.1,
        confidence: 'HIGH',
      },
    });
    vi.mocked(items.weekPropItems).mockResolvedValue([
      prop('player_pass_yds', 'provisional'),
      prop('player_rush_yds', 'frozen'),
    ] as never);
    const { body } = await get('/players');
    expect(items.weekPropItems).toHaveBeenCalledWith(
      ORM,
      expect.objectContaining({ week: 12 }),
      NOW,
      3_600_000,
    );
    const [allen, barkley] = body.players;
    expect(allen.liveOdds).toEqual([
      {
        market: 'player_pass_yds',
        label: expect.any(String),
        books: [
          { book: 'fanduel', line: 245.5, over: -110, under: -112, capturedAt: '2025-11-19T10:00:00.000Z' },
        ],
      },
    ]);
    expect(allen.recommendedBets).toEqual([
      expect.objectContaining({
        withheld: false,
        market: 'player_rush_yds',
        status: 'frozen',
        side: 'OVER',
        odds: -110,
      }),
      {
        withheld: true,
        market: 'player_pass_yds',
        label: 'player_pass_yds',
        status: 'provisional',
        line: 245.5,
        book: 'fanduel',
        capturedAt: '2025-11-19T10:00:00.000Z',
      },
    ]);
    expect(barkley.liveOdds).toEqual([]);
    expect(barkley.recommendedBets).toEqual([]);
  });
});

describe('one player’s page', () => {
  const PLAYER = {
    id: ALLEN.id,
    name: 'Josh Allen',
    position: 'QB',
    team: 'BUF',
    jerseyNumber: 17,
    headshotUrl: null,
  };

  it('answers 404 for an id no player has, and 400 for one that is not a gsis id', async () => {
    const missing = await get('/players/00-0000001');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Not Found', message: 'No player with this id.' });
    expect(pages.playerById).toHaveBeenCalledWith(ORM, '00-0000001', NOW);
    expect(boards).not.toHaveBeenCalled();
    expect((await get('/players/allen')).status).toBe(400);
  });

  it('gives his weeks rounded, his injuries, his weekly salaries, this week’s props and earlier decisions', async () => {
    vi.mocked(pages.playerById).mockResolvedValue(PLAYER as never);
    vi.mocked(weeksModule.playerWeeks).mockResolvedValue([
      {
        season: 2025,
        week: 10,
        opponent: 'MIA',
        kickoffMs: Date.parse('2025-11-09T18:00:00Z'),
        projected: { median: 22.35, low: 15.04, high: 30.96 },
        actual: 27.44,
        bioBoost: BIO,
      },
      {
        season: 2025,
        week: 12,
        opponent: 'HOU',
        kickoffMs: THURSDAY.getTime(),
        projected: { median: 21.34, low: 14.26, high: 28.75 },
        actual: null,
        bioBoost: null,
      },
    ] as never);
    vi.mocked(pages.injuryHistoryOf).mockResolvedValue([
      {
        week: 11,
        status: 'Questionable',
        injury: 'Ankle',
        practice: 'Limited',
        reportedAt: new Date('2025-11-14T20:00:00Z'),
      },
    ] as never);
    vi.mocked(pages.salaryHistoryOf).mockResolvedValue([
      { season: 2025, week: 11, slate: 'Main', salary: 7000 },
      // A showdown export without a week: not part of the weekly history.
      { season: 2025, week: null, slate: 'Showdown', salary: 11000 },
      { season: null, week: 12, slate: 'Showdown', salary: 10500 },
    ] as never);
    const propItem = (season: number, week: number, status: string) => ({
      playerId: ALLEN.id,
      playerName: 'Josh Allen',
      position: 'QB',
      team: 'BUF',
      opponent: 'HOU',
      season,
      week,
      kickoff: THURSDAY.toISOString(),
      market: 'player_pass_yds',
      marketLabel: 'Passing yards',
      status,
      projection: 260,
      line: null,
      pick: null,
      median: null,
      noPickReasons: null,
      grade: null,
    });
    vi.mocked(items.weekPropItems).mockResolvedValue([propItem(2025, 12, 'provisional')] as never);
    vi.mocked(items.storedPropItems).mockResolvedValue([
      propItem(2025, 12, 'frozen'),
      propItem(2025, 11, 'frozen'),
      propItem(2024, 12, 'frozen'),
    ] as never);
    const { status, body, headers } = await get(`/players/${ALLEN.id}`);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=120');
    expect(body).toMatchObject({
      ...BOARD_INFO,
      player: PLAYER,
      weeksNote:
        'Each projection was made before that kickoff from earlier games only; actual points once the result was known.',
      weeks: [
        {
          season: 2025,
          week: 10,
          opponent: 'MIA',
          kickoff: '2025-11-09T18:00:00.000Z',
          // 22.35 → 22.4 (223.5 rounds up), 15.04 → 15, 30.96 → 31; actual 27.44 → 27.4
          projected: { draftKings: 22.4, low: 15, high: 31 },
          actual: 27.4,
          bioBoost: BIO_VIEW,
        },
        {
          season: 2025,
          week: 12,
          opponent: 'HOU',
          kickoff: '2025-11-21T01:15:00.000Z',
          projected: { draftKings: 21.3, low: 14.3, high: 28.8 },
          actual: null,
          bioBoost: null,
        },
      ],
      injuries: [
        {
          week: 11,
          status: 'Questionable',
          injury: 'Ankle',
          practice: 'Limited',
          reportedAt: '2025-11-14T20:00:00.000Z',
        },
      ],
      salaries: [{ season: 2025, week: 11, slate: 'Main', salary: 7000 }],
    });
    // Provisional before Thursday's kickoff: premium, withheld from this public page.
    expect(body.props).toEqual([{ ...propItem(2025, 12, 'provisional'), projection: null, withheld: true }]);
    // This week's stored decision is left out (it is this week's props); week 11 and last season's week 12 stay.
    expect(body.propHistory.map((p: { season: number; week: number }) => [p.season, p.week])).toEqual([
      [2025, 11],
      [2024, 12],
    ]);
    const b = await boards.mock.results[0]?.value;
    expect(weeksModule.playerWeeks).toHaveBeenCalledWith(ORM, b, ALLEN.id);
    expect(pages.injuryHistoryOf).toHaveBeenCalledWith(ORM, ALLEN.id, 2025, NOW);
    expect(pages.salaryHistoryOf).toHaveBeenCalledWith(ORM, ALLEN.id, NOW);
    expect(items.weekPropItems).toHaveBeenCalledWith(ORM, b, NOW, 3_600_000, { playerId: ALLEN.id });
    expect(items.storedPropItems).toHaveBeenCalledWith(ORM, NOW, { playerId: ALLEN.id });
  });

  it('says what the weeks lack when the board was built without weekly lines', async () => {
    vi.mocked(pages.playerById).mockResolvedValue(PLAYER as never);
    boards.mockResolvedValue(board({ basis: 'snaps-and-last-season' }));
    const { body } = await get(`/players/${ALLEN.id}`);
    expect(body.weeksNote).toBe(
      'No weekly player stats this season yet, so there are no earlier projections to grade: this week’s projection only.',
    );
  });
});
