// GET /api/week1 on a bare app with the week's board stubbed (decision 128; week-board-rules pins the
// board): week 1 of the season in force (or of the season asked), its cards as the board made them,
// stamped with the clock; public, cached 30 s, a season outside 1999–2100 refused.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, DB, documented, ORM, routeApp, WINDOWS } from '../../../tests/support/route-app.ts';
import { weekCard, weekGame } from '../../../tests/support/week-game.ts';

vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('./week-board.ts', () => ({ loadWeekBoard: vi.fn() }));

const games = await import('../../db/repositories/games.ts');
const board = await import('./week-board.ts');
const { week1Routes } = await import('./week1.ts');

// context()'s clock: Wednesday 2025-11-19, in the 2025 season.
const NOW = new Date('2025-11-19T12:00:00Z');

beforeEach(() => {
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue(WINDOWS);
  vi.mocked(board.loadWeekBoard)
    .mockReset()
    .mockResolvedValue([{ row: weekGame(), view: weekCard(), prediction: undefined }]);
});

const get = async (url: string) => (await routeApp(week1Routes, context())).inject({ method: 'GET', url });

describe('GET /api/week1', () => {
  it('is public and cached, documented under picks', async () => {
    const a = await routeApp(week1Routes, context());
    expect(a.declared.get('GET /api/week1')?.config).toEqual({ access: 'public', cache: true });
    expect(a.declared.get('GET /api/week1')?.statuses).toEqual(['200', '400']);
    expect(documented(a)).toEqual([
      [
        'GET /api/week1',
        ['picks'],
        'Week 1 of the season in force in the Week 1 page shape: lines, moneyline, total, and the BioBoost call with its factors',
      ],
    ]);
  });

  it("gives week 1 of the season in force, the board's cards, kept 30 s", async () => {
    const res = await get('/api/week1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.json()).toEqual({
      season: 2025,
      week: 1,
      asOf: '2025-11-19T12:00:00.000Z',
      games: [weekCard()],
    });
    expect(games.seasonWindows).toHaveBeenCalledWith(ORM);
    expect(board.loadWeekBoard).toHaveBeenCalledWith(DB, 3_600_000, 2025, 1, NOW);
  });

  it('reads the season asked without the calendar', async () => {
    const res = await get('/api/week1?season=2024');
    expect([res.json().season, res.json().week]).toEqual([2024, 1]);
    expect(board.loadWeekBoard).toHaveBeenCalledWith(DB, 3_600_000, 2024, 1, NOW);
    expect(games.seasonWindows).not.toHaveBeenCalled();
  });

  it('refuses a season outside 1999–2100 or a week with 400', async () => {
    for (const q of ['season=1998', 'season=2101', 'week=2']) {
      expect((await get(`/api/week1?${q}`)).statusCode, q).toBe(400);
    }
    expect(board.loadWeekBoard).not.toHaveBeenCalled();
  });
});
