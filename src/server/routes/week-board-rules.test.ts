// One week's board (week-board.ts) with the repositories, the schedule's facts and the game card stubbed
// (decision 128; week1-view-rules.test.ts pins the card): every read is as of the clock, each game gets
// its own prediction, lines and weather, and the longer of its two teams' trips; the facts are built from
// the asked season's schedule alone.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DB, ORM } from '../../../tests/support/route-app.ts';
import { lineRow, weekGame } from '../../../tests/support/week-game.ts';
import type { ModelGame } from '../../domain/model/game.ts';
import type { PredictionView } from '../../shared/api/predictions.ts';

vi.mock('../../core/model/week-predictions.ts', () => ({ weekPredictions: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ listWeekGames: vi.fn() }));
vi.mock('../../db/repositories/model-games.ts', () => ({ loadModelGames: vi.fn() }));
vi.mock('../../db/repositories/odds.ts', () => ({ latestLines: vi.fn(), lineSnapshots: vi.fn() }));
vi.mock('../../db/repositories/players.ts', () => ({ injuriesAsOf: vi.fn() }));
vi.mock('../../db/repositories/weather.ts', () => ({ latestWeather: vi.fn() }));
vi.mock('../../domain/model/schedule-facts.ts', () => ({ buildScheduleFacts: vi.fn() }));
vi.mock('./week1-view.ts', () => ({ week1GameView: vi.fn() }));

const model = await import('../../core/model/week-predictions.ts');
const games = await import('../../db/repositories/games.ts');
const modelGames = await import('../../db/repositories/model-games.ts');
const odds = await import('../../db/repositories/odds.ts');
const players = await import('../../db/repositories/players.ts');
const weather = await import('../../db/repositories/weather.ts');
const facts = await import('../../domain/model/schedule-facts.ts');
const card = await import('./week1-view.ts');
const { loadWeekBoard } = await import('./week-board.ts');

const NOW = new Date('2025-11-19T12:00:00Z');
const BAL = weekGame();
const LV = weekGame({ gameId: '2025_12_KC_LV' });
const MIA = weekGame({ gameId: '2025_12_BUF_MIA' });
const PICK = { gameId: '2025_12_NYJ_BAL', status: 'pick' } as unknown as PredictionView;
const SNAPSHOT = { book: 'fanduel', market: 'spreads', side: 'home', line: -3.5 };
const INJURIES = [{ team: 'BAL', fullName: 'Lamar Jackson', position: 'QB', reportStatus: 'Out' }];
const sched = (season: number) => ({ season }) as unknown as ModelGame;
const side = (travelMiles: number | null) => ({ travelMiles });

beforeEach(() => {
  vi.mocked(games.listWeekGames).mockReset().mockResolvedValue([BAL, LV, MIA]);
  vi.mocked(model.weekPredictions)
    .mockReset()
    .mockResolvedValue({ predictions: [PICK] } as never);
  vi.mocked(odds.latestLines)
    .mockReset()
    .mockResolvedValue([lineRow('2025_12_NYJ_BAL', 'spreads', 'home', -3.5, -110, '2025-11-19T10:00:00Z')]);
  vi.mocked(odds.lineSnapshots)
    .mockReset()
    .mockResolvedValue(new Map([['2025_12_NYJ_BAL', [SNAPSHOT]]]) as never);
  vi.mocked(weather.latestWeather).mockReset().mockResolvedValue(new Map());
  vi.mocked(players.injuriesAsOf)
    .mockReset()
    .mockResolvedValue(INJURIES as never);
  vi.mocked(modelGames.loadModelGames)
    .mockReset()
    .mockResolvedValue([sched(2024), sched(2025), sched(2025)]);
  vi.mocked(facts.buildScheduleFacts)
    .mockReset()
    .mockReturnValue(
      new Map([
        ['2025_12_NYJ_BAL', { home: side(0), away: side(187.6) }],
        ['2025_12_KC_LV', { home: side(null), away: side(null) }],
      ]) as never,
    );
  vi.mocked(card.week1GameView)
    .mockReset()
    .mockImplementation((g) => ({ id: g.gameId }) as never);
});

describe("a week's board", () => {
  it('reads everything as of the clock, for the games of the week asked', async () => {
    await loadWeekBoard(DB, 3_600_000, 2025, 12, NOW);
    const ids = ['2025_12_NYJ_BAL', '2025_12_KC_LV', '2025_12_BUF_MIA'];
    expect(games.listWeekGames).toHaveBeenCalledWith(ORM, 2025, 12, NOW);
    expect(model.weekPredictions).toHaveBeenCalledWith(ORM, 2025, 12, NOW, 3_600_000);
    expect(odds.latestLines).toHaveBeenCalledWith(ORM, ids, NOW);
    expect(weather.latestWeather).toHaveBeenCalledWith(ORM, ids, NOW);
    expect(odds.lineSnapshots).toHaveBeenCalledWith(ORM, ids, NOW);
    expect(players.injuriesAsOf).toHaveBeenCalledWith(ORM, 2025, 12, NOW);
    expect(modelGames.loadModelGames).toHaveBeenCalledWith(ORM, NOW, { toSeason: 2025 });
    // The 2024 game is not this season's schedule.
    expect(facts.buildScheduleFacts).toHaveBeenCalledWith([sched(2025), sched(2025)]);
  });

  it("gives each game its row, card and prediction, the card built from the game's own facts", async () => {
    const board = await loadWeekBoard(DB, 3_600_000, 2025, 12, NOW);
    expect(board).toEqual([
      { row: BAL, view: { id: '2025_12_NYJ_BAL' }, prediction: PICK },
      { row: LV, view: { id: '2025_12_KC_LV' }, prediction: undefined },
      { row: MIA, view: { id: '2025_12_BUF_MIA' }, prediction: undefined },
    ]);
    const calls = vi.mocked(card.week1GameView).mock.calls;
    const [row, game, prediction, extra] = calls[0] ?? [];
    expect([row, game?.id, game?.odds.spread?.homeLine, prediction]).toEqual([
      BAL,
      '2025_12_NYJ_BAL',
      -3.5,
      PICK,
    ]);
    // The longer trip of the two: max(0, 187.6).
    expect(extra).toEqual({ snapshots: [SNAPSHOT], injuries: INJURIES, travelMiles: 187.6, now: NOW });
    // No trip known, or no facts at all: null; no snapshot: none.
    expect(calls[1]?.[3]).toEqual({ snapshots: [], injuries: INJURIES, travelMiles: null, now: NOW });
    expect(calls[2]?.[3]?.travelMiles).toBeNull();
    expect(calls[1]?.[1].odds.spread).toBeNull();
  });
});
