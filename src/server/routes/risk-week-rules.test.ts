// One week of the risk heatmap (risk-week.ts) with the repositories and the cell scoring stubbed
// (decision 128; risk-heatmap-view pins the cells): every read as of the instant asked, each game scored
// from its own lines, weather, snapshots and roof, the week's injury report as each side's impact with
// its sources named (none stored: unknown, not "nobody hurt"), and a graded pick's own line when given.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ORM } from '../../../tests/support/route-app.ts';
import { lineRow, team, weekGame } from '../../../tests/support/week-game.ts';
import type { RiskGameInputs } from './risk-heatmap-view.ts';

vi.mock('../../db/repositories/ats-records.ts', () => ({ atsRecords: vi.fn() }));
vi.mock('../../db/repositories/games.ts', () => ({ listWeekGames: vi.fn() }));
vi.mock('../../db/repositories/odds.ts', () => ({ latestLines: vi.fn(), lineSnapshots: vi.fn() }));
vi.mock('../../db/repositories/players.ts', () => ({ injuriesAsOf: vi.fn() }));
vi.mock('../../db/repositories/weather.ts', () => ({ latestWeather: vi.fn() }));
vi.mock('./risk-heatmap-view.ts', () => ({ riskGameView: vi.fn() }));

const ats = await import('../../db/repositories/ats-records.ts');
const games = await import('../../db/repositories/games.ts');
const odds = await import('../../db/repositories/odds.ts');
const players = await import('../../db/repositories/players.ts');
const weather = await import('../../db/repositories/weather.ts');
const view = await import('./risk-heatmap-view.ts');
const { weekRisk } = await import('./risk-week.ts');

const NOW = new Date('2025-11-23T17:00:00Z');
const BAL = weekGame();
const LV = weekGame({
  gameId: '2025_12_KC_LV',
  home: team('LV', 'Las Vegas Raiders', 'Raiders'),
  away: team('KC', 'Kansas City Chiefs', 'Chiefs'),
  roof: null,
  stadium: { roof: 'dome' },
});
const HISTORY = new Map([['BAL', { ats: '6-4' }]]);
const SNAPSHOT = { book: 'fanduel', market: 'spreads', side: 'home', line: -3.5 };
// week1-view-rules.test.ts works these impacts out from spec 02 §9's weights: NYJ 34, BAL 92.
const REPORT = [
  { team: 'BAL', fullName: 'Lamar Jackson', position: 'QB', reportStatus: 'Out', source: 'nflverse' },
  { team: 'BAL', fullName: 'Zay Flowers', position: 'WR', reportStatus: 'Questionable', source: 'espn' },
  { team: 'NYJ', fullName: 'Breece Hall', position: 'RB', reportStatus: 'Probable', source: 'nflverse' },
  { team: 'NYJ', fullName: 'Garrett Wilson', position: null, reportStatus: 'Out', source: 'nflverse' },
];

beforeEach(() => {
  vi.mocked(games.listWeekGames).mockReset().mockResolvedValue([BAL, LV]);
  vi.mocked(odds.latestLines)
    .mockReset()
    .mockResolvedValue([lineRow('2025_12_NYJ_BAL', 'spreads', 'home', -3.5, -110, '2025-11-23T12:00:00Z')]);
  vi.mocked(odds.lineSnapshots)
    .mockReset()
    .mockResolvedValue(new Map([['2025_12_NYJ_BAL', [SNAPSHOT]]]) as never);
  vi.mocked(weather.latestWeather).mockReset().mockResolvedValue(new Map());
  vi.mocked(players.injuriesAsOf)
    .mockReset()
    .mockResolvedValue(REPORT as never);
  vi.mocked(ats.atsRecords)
    .mockReset()
    .mockResolvedValue(HISTORY as never);
  vi.mocked(view.riskGameView)
    .mockReset()
    .mockImplementation((input) => ({ id: input.row.gameId }) as never);
});

const inputs = (i: number) => vi.mocked(view.riskGameView).mock.calls[i]?.[0] as RiskGameInputs;

describe("a week's risk games", () => {
  it('reads everything as of the instant asked, for the games of the week asked', async () => {
    const out = await weekRisk(ORM, 2025, 12, NOW);
    expect(out).toEqual([{ id: '2025_12_NYJ_BAL' }, { id: '2025_12_KC_LV' }]);
    const ids = ['2025_12_NYJ_BAL', '2025_12_KC_LV'];
    expect(games.listWeekGames).toHaveBeenCalledWith(ORM, 2025, 12, NOW);
    expect(odds.latestLines).toHaveBeenCalledWith(ORM, ids, NOW);
    expect(weather.latestWeather).toHaveBeenCalledWith(ORM, ids, NOW);
    expect(odds.lineSnapshots).toHaveBeenCalledWith(ORM, ids, NOW);
    expect(players.injuriesAsOf).toHaveBeenCalledWith(ORM, 2025, 12, NOW);
    expect(ats.atsRecords).toHaveBeenCalledWith(ORM, 2025, NOW);
  });

  it("scores each game from its own lines, snapshots and roof, the report's impacts and sources", async () => {
    await weekRisk(ORM, 2025, 12, NOW);
    const bal = inputs(0);
    expect([
      bal.row,
      bal.game.id,
      bal.game.odds.spread?.homeLine,
      bal.indoors,
      bal.snapshots,
      bal.history,
    ]).toEqual([BAL, '2025_12_NYJ_BAL', -3.5, false, [SNAPSHOT], HISTORY]);
    // Sources deduplicated and sorted: espn, nflverse.
    expect(bal.injuries).toEqual({
      homeImpact: 92,
      awayImpact: 34,
      source: 'Injury reports (espn, nflverse)',
    });
    expect(bal.lines).toBeUndefined();
    // A dome stadium without a roof of the game's own: indoors; no snapshot: none.
    const lv = inputs(1);
    expect([lv.indoors, lv.snapshots, lv.game.odds.spread]).toEqual([true, [], null]);
    expect(lv.injuries).toEqual({ homeImpact: 0, awayImpact: 0, source: 'Injury reports (espn, nflverse)' });
  });

  it('calls a game with neither roof nor stadium known outdoors', async () => {
    vi.mocked(games.listWeekGames).mockResolvedValue([weekGame({ roof: null, stadium: null })]);
    await weekRisk(ORM, 2025, 12, NOW);
    expect(inputs(0).indoors).toBe(false);
  });

  it('calls an empty report unknown, not nobody hurt', async () => {
    vi.mocked(players.injuriesAsOf).mockResolvedValue([]);
    await weekRisk(ORM, 2025, 12, NOW);
    expect([inputs(0).injuries, inputs(1).injuries]).toEqual([null, null]);
  });

  it("scores a graded pick's bet at the line given for its game", async () => {
    await weekRisk(ORM, 2025, 12, NOW, (gameId) =>
      gameId === '2025_12_NYJ_BAL' ? { spread: -4, total: 44 } : { spread: null, total: null },
    );
    expect([inputs(0).lines, inputs(1).lines]).toEqual([
      { spread: -4, total: 44 },
      { spread: null, total: null },
    ]);
  });
});
