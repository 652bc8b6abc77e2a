// GET /api/games on a bare app with the repositories stubbed (decision 128): one week's games as known
// at the app's clock (the week in force by default, week 1 of another season), each with its own lines
// and weather, a playoff week's undecided pairings named; public, cached 60 s. GET /api/current-week's
// answer is pinned in current-week-rules.test.ts; its access and cache header here.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp, WINDOWS } from '../../../tests/support/route-app.ts';
import { lineRow, weekGame } from '../../../tests/support/week-game.ts';
import type { WeatherRow } from '../../db/repositories/weather.ts';

vi.mock('../../db/repositories/games.ts', () => ({
  latestResultWeek: vi.fn(),
  listWeekGames: vi.fn(),
  seasonWindows: vi.fn(),
}));
vi.mock('../../db/repositories/odds.ts', () => ({ latestLines: vi.fn() }));
vi.mock('../../db/repositories/pairing-known.ts', () => ({ undecidedNote: vi.fn() }));
vi.mock('../../db/repositories/weather.ts', () => ({ latestWeather: vi.fn() }));

const games = await import('../../db/repositories/games.ts');
const odds = await import('../../db/repositories/odds.ts');
const pairings = await import('../../db/repositories/pairing-known.ts');
const weather = await import('../../db/repositories/weather.ts');
const { gamesRoutes } = await import('./games.ts');

// context()'s clock: Wednesday 2025-11-19, week 12 of 2025.
const NOW = new Date('2025-11-19T12:00:00Z');
const BAL = weekGame();
const LV = weekGame({ gameId: '2025_12_KC_LV', stadium: null, roof: 'dome' });
const WEATHER = {
  gameId: '2025_12_NYJ_BAL',
  source: 'open-meteo',
  observed: false,
  capturedAt: new Date('2025-11-19T06:00:00Z'),
  temperatureF: 41,
  windMph: 12,
  humidityPct: 60,
  precipitationPct: 20,
} as unknown as WeatherRow;

beforeEach(() => {
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue(WINDOWS);
  vi.mocked(games.latestResultWeek).mockReset().mockResolvedValue({ season: 2025, week: 11 });
  vi.mocked(games.listWeekGames).mockReset().mockResolvedValue([BAL, LV]);
  vi.mocked(pairings.undecidedNote).mockReset().mockResolvedValue(undefined);
  vi.mocked(odds.latestLines)
    .mockReset()
    .mockResolvedValue([
      lineRow('2025_12_NYJ_BAL', 'spreads', 'home', -3.5, -110, '2025-11-19T10:00:00Z'),
      lineRow('2025_12_KC_LV', 'totals', 'over', 47.5, -105, '2025-11-19T09:00:00Z'),
    ]);
  vi.mocked(weather.latestWeather)
    .mockReset()
    .mockResolvedValue(new Map([['2025_12_NYJ_BAL', WEATHER]]));
});

const get = async (url: string) => (await routeApp(gamesRoutes, context())).inject({ method: 'GET', url });

describe('the games routes', () => {
  it('are public and cached, documented under nfl', async () => {
    const a = await routeApp(gamesRoutes, context());
    expect(a.declared.get('GET /api/current-week')?.config).toEqual({ access: 'public', cache: true });
    expect(a.declared.get('GET /api/games')?.config).toEqual({ access: 'public', cache: true });
    expect(a.declared.get('GET /api/current-week')?.statuses).toEqual(['200']);
    expect(a.declared.get('GET /api/games')?.statuses).toEqual(['200']);
    expect(documented(a)).toEqual([
      [
        'GET /api/current-week',
        ['nfl'],
        'The current NFL season and week at the clock (weeks run Tuesday to Monday, New York)',
      ],
      [
        'GET /api/games',
        ['nfl'],
        'Games of one week, as known at the clock: scores, latest lines and weather',
      ],
    ]);
  });

  it('keep the current week 60 s in a browser', async () => {
    expect((await get('/api/current-week')).headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('GET /api/games', () => {
  it("gives the week in force's games, each with its own lines and weather, kept 60 s", async () => {
    const res = await get('/api/games');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = res.json();
    expect([body.season, body.week, body.weekLabel, 'undecided' in body]).toEqual([
      2025,
      12,
      'Week 12',
      false,
    ]);
    expect(body.current).toEqual({
      season: 2025,
      week: 12,
      label: 'Week 12',
      isPlayoffs: false,
      fallback: false,
      asOf: '2025-11-19T12:00:00.000Z',
    });
    expect(body.games.map((g: { id: string }) => g.id)).toEqual(['2025_12_NYJ_BAL', '2025_12_KC_LV']);
    expect(body.games[0].status).toBe('scheduled');
    expect(body.games[0].odds).toEqual({
      spread: {
        book: 'fanduel',
        capturedAt: '2025-11-19T10:00:00.000Z',
        homeLine: -3.5,
        homePrice: -110,
        awayPrice: null,
      },
      total: null,
      moneyline: null,
    });
    expect(body.games[0].weather).toEqual({
      source: 'open-meteo',
      observed: false,
      capturedAt: '2025-11-19T06:00:00.000Z',
      temperatureF: 41,
      windMph: 12,
      humidityPct: 60,
      precipitationPct: 20,
    });
    expect([body.games[1].odds.spread, body.games[1].odds.total.line, body.games[1].weather]).toEqual([
      null,
      47.5,
      null,
    ]);
    expect(games.listWeekGames).toHaveBeenCalledWith(ORM, 2025, 12, NOW);
    expect(pairings.undecidedNote).toHaveBeenCalledWith(ORM, 2025, 12, NOW);
    expect(odds.latestLines).toHaveBeenCalledWith(ORM, ['2025_12_NYJ_BAL', '2025_12_KC_LV'], NOW);
    expect(weather.latestWeather).toHaveBeenCalledWith(ORM, ['2025_12_NYJ_BAL', '2025_12_KC_LV'], NOW);
  });

  it('reads week 1 of another season, the week asked for in any season', async () => {
    const other = (await get('/api/games?season=2024')).json();
    expect([other.season, other.week, other.current.season, other.current.week]).toEqual([2024, 1, 2025, 12]);
    expect(games.listWeekGames).toHaveBeenLastCalledWith(ORM, 2024, 1, NOW);
    const asked = (await get('/api/games?season=2024&week=20')).json();
    expect([asked.season, asked.week, asked.weekLabel]).toEqual([2024, 20, 'Playoffs']);
    const thisSeason = (await get('/api/games?week=3')).json();
    expect([thisSeason.season, thisSeason.week]).toEqual([2025, 3]);
  });

  it("names a playoff week's undecided pairings", async () => {
    vi.mocked(pairings.undecidedNote).mockResolvedValue(
      'Divisional pairings are set once every game is final',
    );
    const body = (await get('/api/games?week=20')).json();
    expect(body.undecided).toBe('Divisional pairings are set once every game is final');
    expect(pairings.undecidedNote).toHaveBeenCalledWith(ORM, 2025, 20, NOW);
  });

  it('refuses a week outside 1–22 or an unknown parameter with 400', async () => {
    for (const q of ['week=0', 'week=23', 'season=2101', 'team=BAL']) {
      expect((await get(`/api/games?${q}`)).statusCode, q).toBe(400);
    }
    expect(games.listWeekGames).not.toHaveBeenCalled();
  });
});
