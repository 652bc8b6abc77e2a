// The Dashboard's reads on a bare app with the repositories and the person's pick lists stubbed
// (decision 128, the routes' fast test set; spec 01 §2–3): favourite teams with this season's record
// from known finals, the last 4 frozen BioBoosts (rounded) and their trend, and the next game from the
// team's side; recent alerts of the types the person keeps on, about their teams, 5 at most, paused
// during a responsible-gaming break (real time); the overview's counts. All at the app's clock.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, DB, documented, ORM, routeApp, WINDOWS } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/alerts.ts', () => ({ listAlerts: vi.fn() }));
vi.mock('../../db/repositories/betting-settings.ts', () => ({ rgBreaks: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('../../db/repositories/saved-picks.ts', () => ({ listSavedPicks: vi.fn() }));
vi.mock('../../db/repositories/team-season.ts', () => ({ nextGames: vi.fn(), teamSeasonGames: vi.fn() }));
vi.mock('../../db/repositories/user-profiles.ts', () => ({ readProfile: vi.fn(), updateProfile: vi.fn() }));
vi.mock('./my-picks.ts', () => ({ mySeasonPicks: vi.fn() }));
vi.mock('./own-pick-stats.ts', () => ({ ownSeasonStats: vi.fn() }));

const alertsRepo = await import('../../db/repositories/alerts.ts');
const settings = await import('../../db/repositories/betting-settings.ts');
const games = await import('../../db/repositories/games.ts');
const saved = await import('../../db/repositories/saved-picks.ts');
const teamSeason = await import('../../db/repositories/team-season.ts');
const profiles = await import('../../db/repositories/user-profiles.ts');
const myPicks = await import('./my-picks.ts');
const ownStats = await import('./own-pick-stats.ts');
const { dashboardRoutes } = await import('./dashboard.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
// context(): the app's clock (a replay instant); real time is 2026-11-27T12:00:00Z, a year later.
const NOW = new Date('2025-11-19T12:00:00Z');
const AS_OF = '2025-11-19T12:00:00.000Z';
const prefs = {
  emailAlerts: true,
  lineMovementAlerts: false,
  injuryAlerts: true,
  dfsAlerts: false,
  weeklyNewsletter: false,
  marketingEmails: false,
};

const game = (
  week: number,
  home: string,
  away: string,
  score: [number, number] | null,
  boost: [number | null, number | null],
) => ({
  gameId: `2025_${String(week).padStart(2, '0')}_${away}_${home}`,
  week,
  kickoff: new Date('2025-10-01T17:00:00Z'),
  homeTeam: home,
  awayTeam: away,
  homeScore: score?.[0] ?? null,
  awayScore: score?.[1] ?? null,
  homeBioBoost: boost[0],
  awayBioBoost: boost[1],
});
const SEASON_GAMES = [
  // BAL: W 30–10, L 17–20 at HOU, BioBoost 63 with no final yet, W 27–20, T 24–24 (no BioBoost), 64.5 next.
  game(5, 'BAL', 'CLE', [30, 10], [70, 50]),
  game(6, 'HOU', 'BAL', [20, 17], [55, 58]),
  game(7, 'BAL', 'MIA', null, [63, 52]),
  game(10, 'BAL', 'CIN', [27, 20], [61.4, 57]),
  game(11, 'PIT', 'BAL', [24, 24], [60, null]),
  game(12, 'BAL', 'NYJ', null, [64.5, 48]),
  // KC: L 19–22 at DEN, BioBoost 55.6.
  game(11, 'DEN', 'KC', [22, 19], [59, 55.6]),
];
const NEXT = [
  {
    team: 'BAL',
    gameId: '2025_12_NYJ_BAL',
    week: 12,
    kickoff: new Date('2025-11-23T18:00:00Z'),
    homeTeam: 'BAL',
    awayTeam: 'NYJ',
  },
  {
    team: 'KC',
    gameId: '2025_12_KC_LV',
    week: 12,
    kickoff: new Date('2025-11-23T21:05:00Z'),
    homeTeam: 'LV',
    awayTeam: 'KC',
  },
];
const teamsAnswer = {
  asOf: AS_OF,
  season: 2025,
  teams: [
    {
      id: 'BAL',
      name: 'Baltimore Ravens',
      emoji: '🐦‍⬛',
      // Wins weeks 5 and 10, loss week 6, tie week 11; weeks 7 and 12 have no final.
      record: { wins: 2, losses: 1, ties: 1, season: 2025 },
      // Values 70, 58, 63, 61 (61.4), 65 (64.5 rounds up): the last 4.
      bioBoost: [
        { gameId: '2025_06_BAL_HOU', week: 6, value: 58 },
        { gameId: '2025_07_MIA_BAL', week: 7, value: 63 },
        { gameId: '2025_10_CIN_BAL', week: 10, value: 61 },
        { gameId: '2025_12_NYJ_BAL', week: 12, value: 65 },
      ],
      // 65 − 58 = 7 ≥ 3.
      bioBoostTrend: 'up',
      nextGame: {
        gameId: '2025_12_NYJ_BAL',
        kickoff: '2025-11-23T18:00:00.000Z',
        opponent: 'NYJ',
        home: true,
        week: 12,
      },
    },
    {
      id: 'KC',
      name: 'Kansas City Chiefs',
      emoji: '🏹',
      record: { wins: 0, losses: 1, ties: 0, season: 2025 },
      bioBoost: [{ gameId: '2025_11_KC_DEN', week: 11, value: 56 }],
      bioBoostTrend: null,
      nextGame: {
        gameId: '2025_12_KC_LV',
        kickoff: '2025-11-23T21:05:00.000Z',
        opponent: 'LV',
        home: false,
        week: 12,
      },
    },
    // A code the reference does not know is shown as itself, without facts.
    {
      id: 'XXX',
      name: 'XXX',
      emoji: '',
      record: { wins: 0, losses: 0, ties: 0, season: 2025 },
      bioBoost: [],
      bioBoostTrend: null,
      nextGame: null,
    },
  ],
};

const profile = (over: object = {}) => ({
  name: 'Ann',
  email: 'ann@example.com',
  substackUrl: null,
  avatarUpdatedAt: null,
  preferences: prefs,
  favoriteTeams: ['BAL', 'KC', 'XXX'],
  riskTolerance: 'medium',
  ...over,
});

beforeEach(() => {
  vi.mocked(profiles.readProfile)
    .mockReset()
    .mockResolvedValue(profile() as never);
  vi.mocked(profiles.updateProfile).mockReset().mockResolvedValue(undefined);
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue(WINDOWS);
  vi.mocked(teamSeason.teamSeasonGames)
    .mockReset()
    .mockResolvedValue(SEASON_GAMES as never);
  vi.mocked(teamSeason.nextGames).mockReset().mockResolvedValue(NEXT);
  vi.mocked(settings.rgBreaks).mockReset().mockResolvedValue([]);
  vi.mocked(alertsRepo.listAlerts).mockReset().mockResolvedValue([]);
  vi.mocked(saved.listSavedPicks).mockReset().mockResolvedValue([]);
  vi.mocked(myPicks.mySeasonPicks).mockReset();
  vi.mocked(ownStats.ownSeasonStats).mockReset();
});

const app = () => routeApp(dashboardRoutes, context());
type App = Awaited<ReturnType<typeof app>>;
const get = (a: App, url: string) => a.inject({ method: 'GET', url: `/api${url}`, headers: AS(ANN) });

describe('the Dashboard routes', () => {
  it('are user routes under dashboard', async () => {
    const a = await app();
    expect(documented(a)).toEqual([
      [
        'GET /api/user/favorite-teams',
        ['dashboard'],
        "Favourite teams with this season's record, BioBoost trend and next game",
      ],
      [
        'PUT /api/user/favorite-teams',
        ['dashboard'],
        'Replace the favourite teams (codes of the 32 teams, no repeats)',
      ],
      [
        'GET /api/user/recent-alerts',
        ['dashboard'],
        "The 5 newest Juice Watch alerts about the person's favourite teams, of the types they keep on",
      ],
      [
        'GET /api/dashboard',
        ['dashboard'],
        "Your Jungle Dashboard's overview: the person's pick stats and saved picks by status",
      ],
    ]);
    for (const [route] of documented(a)) expect(a.access.get(route as string), route as string).toBe('user');
    expect((await a.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});

describe('favourite teams', () => {
  it('shows each team’s record, last 4 BioBoosts with their trend, and next game, at the app’s clock', async () => {
    const res = await get(await app(), '/user/favorite-teams');
    expect([res.statusCode, res.json()]).toEqual([200, teamsAnswer]);
    expect(profiles.readProfile).toHaveBeenCalledWith(ORM, ANN);
    expect(teamSeason.teamSeasonGames).toHaveBeenCalledWith(ORM, {
      teams: ['BAL', 'KC', 'XXX'],
      season: 2025,
      asOf: NOW,
      modelVersion: 'gg-elo-1.5.0',
    });
    expect(teamSeason.nextGames).toHaveBeenCalledWith(ORM, ['BAL', 'KC', 'XXX'], NOW);
  });

  it('reads no season’s games before any schedule is loaded (season null, records of season 0)', async () => {
    vi.mocked(games.seasonWindows).mockResolvedValue([]);
    const res = await get(await app(), '/user/favorite-teams');
    expect(res.json().season).toBeNull();
    expect(res.json().teams[0]).toMatchObject({
      record: { wins: 0, losses: 0, ties: 0, season: 0 },
      bioBoost: [],
    });
    expect(teamSeason.teamSeasonGames).not.toHaveBeenCalled();
  });

  it('replaces the teams for the person and answers the new list', async () => {
    const a = await app();
    const res = await a.inject({
      method: 'PUT',
      url: '/api/user/favorite-teams',
      headers: AS(ANN),
      payload: { teams: ['BAL', 'KC'] },
    });
    expect(res.statusCode).toBe(200);
    expect(profiles.updateProfile).toHaveBeenCalledWith(ORM, ANN, { favoriteTeams: ['BAL', 'KC'] });
    const twice = await a.inject({
      method: 'PUT',
      url: '/api/user/favorite-teams',
      headers: AS(ANN),
      payload: { teams: ['BAL', 'BAL'] },
    });
    expect(twice.statusCode).toBe(400);
    expect(profiles.updateProfile).toHaveBeenCalledTimes(1);
  });

  it('is a 500 for a signed-in person without a row', async () => {
    vi.mocked(profiles.readProfile).mockResolvedValue(undefined);
    expect((await get(await app(), '/user/favorite-teams')).statusCode).toBe(500);
  });
});

describe('recent alerts', () => {
  const alert = (id: number, type: string, home: string, away: string, team: string | null = null) => ({
    alert: {
      id,
      type,
      title: `Alert ${id}`,
      description: `About ${away} at ${home}`,
      detectedAt: new Date(`2025-11-19T0${Math.min(id, 9)}:00:00Z`),
      urgency: 'high',
      gameId: `2025_12_${away}_${home}`,
      team,
    },
    homeTeam: home,
    awayTeam: away,
  });
  const view = (id: number, type: string, home: string, away: string, team: string | null = null) => ({
    id,
    type,
    title: `Alert ${id}`,
    description: `About ${away} at ${home}`,
    time: `2025-11-19T0${Math.min(id, 9)}:00:00.000Z`,
    urgency: 'high',
    gameId: `2025_12_${away}_${home}`,
    team,
  });

  it('lists the 5 newest of the kept types about the person’s teams, read at the app’s clock', async () => {
    vi.mocked(alertsRepo.listAlerts).mockResolvedValue([
      alert(1, 'injury', 'BAL', 'NYJ', 'NYJ'),
      // Line moves are off in Ann's preferences.
      alert(2, 'line_movement', 'BAL', 'NYJ'),
      alert(3, 'weather', 'LV', 'KC'),
      // Neither side is a favourite, but the alert names one.
      alert(4, 'injury', 'DEN', 'LAC', 'KC'),
      alert(5, 'injury', 'DAL', 'PHI'),
      alert(6, 'weather', 'BAL', 'NYJ'),
      alert(7, 'injury', 'CLE', 'BAL'),
      alert(8, 'weather', 'KC', 'DEN'),
    ] as never);
    const res = await get(await app(), '/user/recent-alerts');
    expect(res.json()).toEqual({
      asOf: AS_OF,
      alerts: [
        view(1, 'injury', 'BAL', 'NYJ', 'NYJ'),
        view(3, 'weather', 'LV', 'KC'),
        view(4, 'injury', 'DEN', 'LAC', 'KC'),
        view(6, 'weather', 'BAL', 'NYJ'),
        view(7, 'injury', 'CLE', 'BAL'),
      ],
      pausedUntil: null,
      filter: { teams: ['BAL', 'KC', 'XXX'], types: ['injury', 'weather'] },
    });
    // 500 scanned before filtering.
    expect(alertsRepo.listAlerts).toHaveBeenCalledWith(ORM, { asOf: NOW, limit: 500 });
    expect(settings.rgBreaks).toHaveBeenCalledWith(ORM, ANN);
  });

  it('lists every team’s alerts without favourites', async () => {
    vi.mocked(profiles.readProfile).mockResolvedValue(profile({ favoriteTeams: [] }) as never);
    vi.mocked(alertsRepo.listAlerts).mockResolvedValue([alert(5, 'injury', 'DAL', 'PHI')] as never);
    const res = await get(await app(), '/user/recent-alerts');
    expect(res.json().alerts).toEqual([view(5, 'injury', 'DAL', 'PHI')]);
  });

  it('pauses during a break in force at real time, with its end or permanent', async () => {
    const a = await app();
    // Started before WALL, ends after it: in force at real time (the app's clock is a year earlier).
    vi.mocked(settings.rgBreaks).mockResolvedValue([
      {
        kind: 'cool_off',
        startsAt: new Date('2026-11-26T12:00:00Z'),
        endsAt: new Date('2026-11-28T12:00:00Z'),
      },
    ] as never);
    const paused = await get(a, '/user/recent-alerts');
    expect(paused.json()).toEqual({
      asOf: AS_OF,
      alerts: [],
      pausedUntil: '2026-11-28T12:00:00.000Z',
      filter: { teams: ['BAL', 'KC', 'XXX'], types: ['injury', 'weather'] },
    });
    expect(alertsRepo.listAlerts).not.toHaveBeenCalled();
    vi.mocked(settings.rgBreaks).mockResolvedValue([
      { kind: 'self_exclusion', startsAt: new Date('2026-01-01T00:00:00Z'), endsAt: null },
    ] as never);
    expect((await get(a, '/user/recent-alerts')).json().pausedUntil).toBe('permanent');
    // A break that ended before real time pauses nothing, even if it covers the app's clock.
    vi.mocked(settings.rgBreaks).mockResolvedValue([
      {
        kind: 'cool_off',
        startsAt: new Date('2025-11-18T12:00:00Z'),
        endsAt: new Date('2025-11-20T12:00:00Z'),
      },
    ] as never);
    expect((await get(a, '/user/recent-alerts')).json().pausedUntil).toBeNull();
  });
});

describe('the overview', () => {
  it('counts the season’s picks, the tiles’ stats and the saved picks by status, at the app’s clock', async () => {
    const own = {
      season: 2025,
      totalPicks: 6,
      wins: 3,
      losses: 2,
      pushes: 1,
      // 3 / (3 + 2)
      winRate: 0.6,
      currentStreak: 'W1',
      favoriteBet: 'Total',
    };
    vi.mocked(ownStats.ownSeasonStats).mockResolvedValue(own);
    vi.mocked(myPicks.mySeasonPicks).mockResolvedValue({ record: { picks: 9, pending: 3 } } as never);
    const savedRow = (team: string, result: { homeScore: number; awayScore: number } | null) => ({
      pick: { pickedTeam: team },
      homeTeam: 'BAL',
      awayTeam: 'NYJ',
      result,
    });
    vi.mocked(saved.listSavedPicks).mockResolvedValue([
      savedRow('BAL', { homeScore: 23, awayScore: 10 }),
      savedRow('NYJ', { homeScore: 23, awayScore: 10 }),
      savedRow('NYJ', { homeScore: 7, awayScore: 24 }),
      savedRow('BAL', { homeScore: 17, awayScore: 17 }),
      savedRow('BAL', null),
      savedRow('NYJ', null),
    ] as never);
    const res = await get(await app(), '/dashboard');
    expect(res.json()).toEqual({
      asOf: AS_OF,
      stats: { totalPicks: 9, pendingPicks: 3, winRate: 0.6, currentStreak: 'W1', favoriteTeams: 3 },
      pickStats: own,
      // Won: BAL 23–10, NYJ 24–7; lost: NYJ 10–23; push: 17–17; pending: 2.
      savedPicks: { total: 6, pending: 2, won: 2, lost: 1, push: 1 },
    });
    expect(saved.listSavedPicks).toHaveBeenCalledWith(ORM, ANN, NOW);
    expect(ownStats.ownSeasonStats).toHaveBeenCalledWith(DB, ANN, NOW);
    expect(myPicks.mySeasonPicks).toHaveBeenCalledWith(DB, ANN, NOW);
  });
});
