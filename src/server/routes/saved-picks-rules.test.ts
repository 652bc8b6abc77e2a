// The saved-picks routes on a bare app with their repositories stubbed (decision 128, the routes' fast
// test set): each is a user route; the signed-in person's id and the app's clock are what reach the
// repository (owner scoping is passed down, never taken from the request); validation, 404s and the
// answer's shape.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, DB, ORM, routeApp } from '../../../tests/support/route-app.ts';

vi.mock('../../db/repositories/saved-picks.ts', () => ({
  gameForSaving: vi.fn(),
  listSavedPicks: vi.fn(),
  savePick: vi.fn(),
  unsavePick: vi.fn(),
}));
vi.mock('../../core/model/week-predictions.ts', () => ({ weekPredictions: vi.fn() }));
// Who may read a premium pick (decision 124): the person's own access, asked with their id and the clock.
vi.mock('./premium-access.ts', () => ({ premiumAccess: vi.fn() }));

const repo = await import('../../db/repositories/saved-picks.ts');
const model = await import('../../core/model/week-predictions.ts');
const premium = await import('./premium-access.ts');
const { savedPicksRoutes } = await import('./saved-picks.ts');

const NOW = new Date('2025-11-19T12:00:00Z');
const ANN = '11111111-1111-4111-8111-111111111111';
const GAME = '2025_12_NYJ_BAL';

// Ann's saved BAL pick at 64.6% (shown rounded: 65), final BAL 23-10 known.
const listed = {
  pick: {
    id: 7,
    userId: ANN,
    gameId: GAME,
    modelVersion: 'v9',
    pickedTeam: 'BAL',
    confidencePct: 64.6,
    pickStatus: 'locked' as const,
    savedAt: new Date('2025-11-19T11:00:00Z'),
  },
  season: 2025,
  week: 12,
  kickoff: new Date('2025-11-23T18:00:00Z'),
  homeTeam: 'BAL',
  awayTeam: 'NYJ',
  homeScore: 23,
  awayScore: 10,
  resultKnownAt: new Date('2025-11-23T22:00:00Z'),
  result: { homeScore: 23, awayScore: 10 },
};
const view = {
  id: 7,
  gameId: GAME,
  season: 2025,
  week: 12,
  kickoff: '2025-11-23T18:00:00.000Z',
  homeTeam: 'BAL',
  awayTeam: 'NYJ',
  pickedTeam: 'BAL',
  confidence: 65,
  withheld: false,
  pickStatus: 'locked',
  status: 'won',
  result: { homeScore: 23, awayScore: 10 },
  savedAt: '2025-11-19T11:00:00.000Z',
};

beforeEach(() => {
  vi.mocked(repo.listSavedPicks).mockReset().mockResolvedValue([listed]);
  vi.mocked(repo.gameForSaving).mockReset();
  vi.mocked(repo.savePick).mockReset();
  vi.mocked(repo.unsavePick).mockReset();
  vi.mocked(model.weekPredictions).mockReset();
  vi.mocked(premium.premiumAccess)
    .mockReset()
    .mockResolvedValue({ subscribed: false, opens: () => false });
});

const app = () => routeApp(savedPicksRoutes, context());
type App = Awaited<ReturnType<typeof app>>;
/** Ann saves `payload` (by default: the game's id). */
const save = (a: App, payload: object = { gameId: GAME }) =>
  a.inject({ method: 'POST', url: '/api/user/saved-picks', headers: AS(ANN), payload });
/** The schedule holds the game: week 12 of 2025. */
const scheduled = () => {
  const game = { gameId: GAME, season: 2025, week: 12, kickoff: listed.kickoff };
  vi.mocked(repo.gameForSaving).mockResolvedValue(game);
};

describe('the saved-picks routes', () => {
  it('are user routes, all three', async () => {
    const a = await app();
    expect(a.access.get('GET /api/user/saved-picks')).toBe('user');
    expect(a.access.get('POST /api/user/saved-picks')).toBe('user');
    expect(a.access.get('DELETE /api/user/saved-picks/:gameId')).toBe('user');
    // Documented under dashboard with the answers each gives.
    const routes = [
      'GET /api/user/saved-picks',
      'POST /api/user/saved-picks',
      'DELETE /api/user/saved-picks/:gameId',
    ];
    expect(routes.map((r) => a.declared.get(r))).toMatchObject([
      {
        summary: 'The model picks the person saved, newest game first, graded once the score is known',
        tags: ['dashboard'],
        statuses: ['200'],
      },
      {
        summary: "Save the model's current pick for a game (saving it again keeps the first)",
        tags: ['dashboard'],
        statuses: ['200', '404', '409'],
      },
      { summary: 'Remove a saved pick', tags: ['dashboard'], statuses: ['200', '404'] },
    ]);
    // Without a person, the handler's requireUser refuses.
    expect((await a.inject({ method: 'GET', url: '/api/user/saved-picks' })).statusCode).toBe(401);
    expect(repo.listSavedPicks).not.toHaveBeenCalled();
  });

  it("lists the signed-in person's picks as of the app's clock, in the view's shape", async () => {
    const res = await (await app()).inject({ method: 'GET', url: '/api/user/saved-picks', headers: AS(ANN) });
    expect(res.statusCode).toBe(200);
    expect(repo.listSavedPicks).toHaveBeenCalledWith(ORM, ANN, NOW);
    expect(premium.premiumAccess).toHaveBeenCalledWith(ORM, { kind: 'user', userId: ANN }, [GAME], NOW);
    expect(res.json()).toEqual({ picks: [view] });
  });

  it('removes the game for that person only; 404 when it was not saved', async () => {
    const a = await app();
    vi.mocked(repo.unsavePick).mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    const ok = await a.inject({ method: 'DELETE', url: `/api/user/saved-picks/${GAME}`, headers: AS(ANN) });
    expect([ok.statusCode, ok.json()]).toEqual([200, { status: 'ok' }]);
    expect(repo.unsavePick).toHaveBeenCalledWith(ORM, ANN, GAME);
    const missing = await a.inject({
      method: 'DELETE',
      url: `/api/user/saved-picks/${GAME}`,
      headers: AS(ANN),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This game is not saved.');
  });

  it('refuses a body that is not a game id (400) before any lookup', async () => {
    const a = await app();
    for (const payload of [{}, { gameId: 42 }, { gameId: GAME, extra: 1 }]) {
      const res = await save(a, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(repo.gameForSaving).not.toHaveBeenCalled();
  });

  it('404 for a game the schedule does not hold; 409 when the model published no pick for it', async () => {
    const a = await app();
    vi.mocked(repo.gameForSaving).mockResolvedValueOnce(undefined);
    const unknown = await save(a);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No game has this id.');

    scheduled();
    vi.mocked(model.weekPredictions).mockResolvedValueOnce({
      predictions: [{ gameId: GAME, status: 'no_pick' }],
    } as never);
    const none = await save(a);
    expect([none.statusCode, none.json().message]).toEqual([
      409,
      'The model published no pick for this game, so there is nothing to save.',
    ]);
    vi.mocked(model.weekPredictions).mockResolvedValueOnce({
      predictions: [{ gameId: 'other', status: 'locked' }],
    } as never);
    const absent = await save(a);
    expect(absent.statusCode).toBe(409);
    expect(repo.savePick).not.toHaveBeenCalled();
  });

  it("saves the model's pick as the week shows it now, for the signed-in person, at the app's clock", async () => {
    const a = await app();
    scheduled();
    vi.mocked(model.weekPredictions).mockResolvedValue({
      predictions: [
        { gameId: GAME, status: 'locked', modelVersion: 'v9', winner: 'BAL', confidence: { percent: 64.6 } },
      ],
    } as never);
    vi.mocked(repo.savePick).mockResolvedValue({ created: true });
    const res = await save(a);
    expect(res.statusCode).toBe(200);
    expect(model.weekPredictions).toHaveBeenCalledWith(ORM, 2025, 12, NOW, 3_600_000);
    expect(repo.savePick).toHaveBeenCalledWith(ORM, {
      userId: ANN,
      gameId: GAME,
      modelVersion: 'v9',
      pickedTeam: 'BAL',
      confidencePct: 64.6,
      pickStatus: 'locked',
      savedAt: NOW,
    });
    expect(repo.listSavedPicks).toHaveBeenCalledWith(ORM, ANN, NOW);
    expect(res.json()).toEqual({ created: true, pick: view });
    expect(DB.orm).toBe(ORM);
  });

  it('answers with the game just saved among the others, its access asked for that game alone', async () => {
    const a = await app();
    scheduled();
    vi.mocked(model.weekPredictions).mockResolvedValue({
      predictions: [
        { gameId: GAME, status: 'locked', modelVersion: 'v9', winner: 'BAL', confidence: { percent: 64.6 } },
      ],
    } as never);
    vi.mocked(repo.savePick).mockResolvedValue({ created: false });
    // An older save listed first (newest game first): week 13's DAL pick.
    const other = {
      ...listed,
      pick: { ...listed.pick, id: 6, gameId: '2025_13_PHI_DAL', pickedTeam: 'DAL' },
      week: 13,
    };
    vi.mocked(repo.listSavedPicks).mockResolvedValue([other, listed]);
    const res = await save(a);
    expect(res.json()).toEqual({ created: false, pick: view });
    expect(premium.premiumAccess).toHaveBeenLastCalledWith(ORM, { kind: 'user', userId: ANN }, [GAME], NOW);
  });
});
