// GET /api/strategy/week on a bare app with the week's board stubbed (decision 128; week-board-rules
// pins the board): the week in force's cards plus the facts the strategy rules read — divisional,
// indoors (a dome or closed roof, the game's own roof before the stadium's), the model's spread pick
// and its chance to cover the line shown (Φ((margin ± line) / σ), σ = 12.28), the home win chance —
// with a premium pick not yet kicked off left out (decision 120); public, cached 30 s.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, DB, documented, ORM, routeApp, WINDOWS } from '../../../tests/support/route-app.ts';
import { weekCard, weekGame } from '../../../tests/support/week-game.ts';
import type { PredictionView } from '../../shared/api/predictions.ts';

vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('./week-board.ts', () => ({ loadWeekBoard: vi.fn() }));

const games = await import('../../db/repositories/games.ts');
const board = await import('./week-board.ts');
const { strategyWeekRoutes, INDOOR_ROOFS } = await import('./strategy-week.ts');

// context()'s clock: Wednesday 2025-11-19, week 12 of 2025.
const NOW = new Date('2025-11-19T12:00:00Z');
const pick = (over: Record<string, unknown> = {}) =>
  ({
    status: 'provisional',
    home: { code: 'BAL' },
    winner: 'BAL',
    winProbability: 0.66,
    predictedMargin: 5.5,
    predictedTotal: 44,
    spread: { pick: 'BAL' },
    ...over,
  }) as unknown as PredictionView;
const entry = (
  prediction: PredictionView | undefined,
  row: Record<string, unknown> = {},
  card: Parameters<typeof weekCard>[1] = {},
) => ({ row: weekGame(row), view: weekCard({}, card), prediction });

beforeEach(() => {
  vi.mocked(games.seasonWindows).mockReset().mockResolvedValue(WINDOWS);
  vi.mocked(board.loadWeekBoard)
    .mockReset()
    .mockResolvedValue([entry(pick())]);
});

const get = async () =>
  (await routeApp(strategyWeekRoutes, context())).inject({ method: 'GET', url: '/api/strategy/week' });
const first = async () => (await get()).json().games[0];

describe('GET /api/strategy/week', () => {
  it('is public and cached, documented under picks', async () => {
    const a = await routeApp(strategyWeekRoutes, context());
    expect(a.declared.get('GET /api/strategy/week')?.config).toEqual({ access: 'public', cache: true });
    expect(a.declared.get('GET /api/strategy/week')?.statuses).toEqual(['200']);
    expect(documented(a)).toEqual([
      [
        'GET /api/strategy/week',
        ['picks'],
        "The week in force for the strategy generator: each game's lines, the model's calls and probabilities, and the facts avoidance reads",
      ],
    ]);
  });

  it("gives the week in force's cards with the model's calls, kept 30 s", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const body = res.json();
    expect([body.season, body.week, body.weekLabel, body.asOf]).toEqual([
      2025,
      12,
      'Week 12',
      '2025-11-19T12:00:00.000Z',
    ]);
    expect(board.loadWeekBoard).toHaveBeenCalledWith(DB, 3_600_000, 2025, 12, NOW);
    expect(games.seasonWindows).toHaveBeenCalledWith(ORM);
    const { divisional, indoors, spreadPick, spreadPickProbability, homeWinProbability, ...card } =
      body.games[0];
    expect(card).toEqual(weekCard());
    expect([divisional, indoors, spreadPick, homeWinProbability]).toEqual([false, false, 'BAL', 0.66]);
    // Home pick: Φ((5.5 + −3.5) / 12.28) = Φ(0.163) ≈ 0.5647.
    expect(spreadPickProbability).toBeCloseTo(0.5647, 2);
  });

  it("reads an away pick against the away side's line; the home win chance is 1 − the winner's", async () => {
    vi.mocked(board.loadWeekBoard).mockResolvedValue([
      {
        row: weekGame(),
        view: weekCard({
          awayTeam: { name: 'New York Jets', abbreviation: 'NYJ', spread: '-2.5', spreadValue: -2.5 },
          homeTeam: { name: 'Baltimore Ravens', abbreviation: 'BAL', spread: '+2.5', spreadValue: 2.5 },
        }),
        prediction: pick({
          winner: 'NYJ',
          winProbability: 0.53,
          predictedMargin: -1,
          spread: { pick: 'NYJ' },
        }),
      },
    ]);
    const g = await first();
    // 1 − 0.53.
    expect([g.spreadPick, g.homeWinProbability]).toEqual(['NYJ', 1 - 0.53]);
    // Away pick: Φ((−2.5 − (−1)) / 12.28) = Φ(−0.122) ≈ 0.4514.
    expect(g.spreadPickProbability).toBeCloseTo(0.4514, 2);
  });

  it('has no spread pick without one, no chance without a line', async () => {
    vi.mocked(board.loadWeekBoard).mockResolvedValue([
      entry(pick({ spread: null })),
      entry(undefined),
      entry(pick({ status: 'no_pick' })),
    ]);
    const gs = (await get()).json().games;
    expect(gs.map((g: Record<string, unknown>) => [g.spreadPick, g.spreadPickProbability])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(gs.map((g: Record<string, unknown>) => g.homeWinProbability)).toEqual([0.66, null, null]);
    vi.mocked(board.loadWeekBoard).mockResolvedValue([
      {
        row: weekGame(),
        view: weekCard({
          homeTeam: { name: 'Baltimore Ravens', abbreviation: 'BAL', spread: null, spreadValue: null },
        }),
        prediction: pick(),
      },
    ]);
    const g = await first();
    expect([g.spreadPick, g.spreadPickProbability, g.homeWinProbability]).toEqual(['BAL', null, 0.66]);
  });

  it('leaves a withheld premium pick out: no side, no chances', async () => {
    vi.mocked(board.loadWeekBoard).mockResolvedValue([entry(pick(), {}, { withheld: true })]);
    const g = await first();
    expect([g.spreadPick, g.spreadPickProbability, g.homeWinProbability]).toEqual([null, null, null]);
  });

  it("says divisional from the schedule and indoors from the game's roof, else the stadium's", async () => {
    expect(INDOOR_ROOFS).toEqual(['dome', 'closed']);
    const stadium = (roof: string) => ({ id: 'X', name: 'X', city: 'X', country: 'USA', roof });
    vi.mocked(board.loadWeekBoard).mockResolvedValue([
      entry(pick(), { divisionGame: true, roof: 'dome' }),
      entry(pick(), { roof: 'closed' }),
      entry(pick(), { roof: 'open' }),
      entry(pick(), { roof: null, stadium: stadium('dome') }),
      entry(pick(), { roof: null, stadium: stadium('outdoors') }),
      entry(pick(), { roof: null, stadium: null }),
    ]);
    const gs = (await get()).json().games;
    expect(gs.map((g: Record<string, unknown>) => [g.divisional, g.indoors])).toEqual([
      [true, true],
      [false, true],
      [false, false],
      [false, true],
      [false, false],
      [false, false],
    ]);
  });
});
