// The DFS Top 5 backtest on the real 2024 weeks 1–4 (shared data pack): how many weeks and picks each
// list is scored on, what a salary does to points per $1,000, where salaries came from, and that the
// naive list (season average so far) waits for a game of this season to be known.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPlayerFixture, type PlayerFixture } from '../../../tests/support/player-stats-fixture.ts';
import type { ModelGame } from '../model/game.ts';
import { BAND_TABLES } from '../players/band-table.ts';
import type { PlayerInjuryReport } from '../players/injury-status.ts';
import type { PlayerGame } from '../players/player-game.ts';
import { PROJECTION_PARAMS } from '../players/projection-params.ts';
import { type DfsBacktestReport, dfsBacktest } from './dfs-backtest.ts';
import type { SalaryModel } from './salary-model.ts';

let fixture: PlayerFixture;
beforeAll(() => {
  fixture = loadPlayerFixture();
}, 60_000);

/** 2024 weeks 1–4 graded, with 2023 read for last season's form. */
function run(
  realSalary: (season: number, week: number, playerId: string) => number | null,
  salaryModel: SalaryModel = {},
  over: { history?: (g: PlayerGame) => boolean; games?: ModelGame[]; injuries?: PlayerInjuryReport[] } = {},
) {
  const history = fixture.playerGames.filter(over.history ?? ((g) => g.season === 2023 || g.week <= 4));
  return dfsBacktest({
    data: { history, games: over.games ?? fixture.games, injuries: over.injuries ?? fixture.injuries },
    seasons: [2024],
    params: PROJECTION_PARAMS,
    bands: BAND_TABLES,
    realSalary,
    salaryModel,
  });
}

const record = (report: DfsBacktestReport, slate: string, strategy: string) => {
  const found = report.slates.find((s) => s.slate === slate)?.strategies.find((s) => s.strategy === strategy);
  if (!found) throw new Error(`no ${slate} ${strategy}`);
  return found;
};

describe('DFS Top 5 backtest', () => {
  it('scores five picks a week on each slate, and the naive list only once a 2024 game is known', () => {
    const report = run(() => 5000);
    expect(report.seasons).toEqual([2024]);
    expect(report.weeks).toBe(4);
    for (const slate of ['Main', 'Prime-Time']) {
      expect(report.slates.find((s) => s.slate === slate)?.slateWeeks).toBe(4);
      expect(record(report, slate, 'ggScore').picks).toBe(20);
      expect(record(report, slate, 'projection').picks).toBe(20);
      // Week 1 has no season average yet: nobody on either slate had played in 2024.
      expect(record(report, slate, 'naive').picks).toBe(15);
    }
  }, 60_000);

  it('counts where each salary came from, and divides points by the salaries paid', () => {
    const report = run(() => 5000);
    expect(report.salaries.estimated).toBe(0);
    expect(report.salaries.real).toBeGreaterThan(400);
    for (const slate of report.slates) {
      for (const s of slate.strategies) {
        // Five $5,000 players a week: points per $1,000 are a fifth of the points per pick.
        expect(s.pointsPerPick).toBeGreaterThan(5);
        expect(s.pointsPerThousand).toBeCloseTo(s.pointsPerPick / 5, 10);
      }
    }
  }, 60_000);

  it('leaves out a player without a salary, real or estimated', () => {
    const report = run(() => null);
    expect(report.salaries).toEqual({ real: 0, estimated: 0 });
    expect(report.weeks).toBe(4);
    for (const slate of report.slates) {
      expect(slate.slateWeeks).toBe(0);
      expect(slate.strategies.map((s) => [s.picks, s.pointsPerPick, s.pointsPerThousand])).toEqual([
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ]);
    }
  }, 60_000);

  it('estimates the missing salaries from the model, by position', () => {
    const flat = { intercept: 3000, slope: 300, min: 3000, max: 10_000, r2: 0.5, rows: 100 };
    const real = (_s: number, _w: number, id: string) => (id.endsWith('1') ? 7000 : null);
    const report = run(real, { QB: flat, RB: flat, WR: flat, TE: flat });
    expect(report.salaries.real).toBeGreaterThan(0);
    expect(report.salaries.estimated).toBeGreaterThan(report.salaries.real);
    const onlyReal = run(real);
    expect(onlyReal.salaries).toEqual({ real: report.salaries.real, estimated: 0 });
  }, 60_000);

  it('grades only regular-season weeks with final scores', () => {
    // Week 5's player lines are there, but its scores are not (yet): week 5 is not graded.
    const week5Unplayed = fixture.games.map((g) =>
      g.season === 2024 && g.week === 5 ? { ...g, result: null } : g,
    );
    const report = run(
      () => 5000,
      {},
      { history: (g) => g.season === 2023 || g.week <= 5, games: week5Unplayed },
    );
    expect(report.weeks).toBe(4);
    // Playoff games are not graded (the pack has no playoff player lines: week 4 is relabelled as one).
    const week4Playoff = fixture.games.map((g) =>
      g.season === 2024 && g.week === 4 ? { ...g, gameType: 'WC' as const } : g,
    );
    expect(run(() => 5000, {}, { games: week4Playoff }).weeks).toBe(3);
  }, 60_000);

  it('never picks a player listed out or doubtful', () => {
    for (const reportStatus of ['Out', 'Doubtful']) {
      // Everyone who played for a team in 2023 or 2024, on that team's report for each of weeks 1–4,
      // published before the season began.
      const listed = new Map(
        fixture.playerGames
          .filter((g) => g.season === 2023 || g.week <= 4)
          .map((g) => [`${g.playerId}|${g.team}`, g]),
      );
      const injuries = [1, 2, 3, 4].flatMap((week) =>
        [...listed.values()].map((g) => ({
          season: 2024,
          week,
          team: g.team,
          playerId: g.playerId,
          name: g.name,
          position: g.position,
          reportStatus,
          primaryInjury: 'Knee',
          reportedAtMs: Date.parse('2024-09-01T12:00:00Z'),
        })),
      );
      const report = run(() => 5000, {}, { injuries });
      for (const slate of report.slates)
        expect(
          slate.strategies.map((s) => s.picks),
          reportStatus,
        ).toEqual([0, 0, 0]);
    }
  }, 60_000);

  it('scores a list only when it has all five picks', () => {
    // A real salary for a few players only: some slates cannot fill a list of five.
    const report = run((_s, _w, id) => (id.endsWith('11') || id.endsWith('2') ? 5000 : null));
    expect(report.salaries.real).toBeGreaterThan(0);
    for (const slate of report.slates) {
      for (const s of slate.strategies) expect(s.picks % 5, `${slate.slate} ${s.strategy}`).toBe(0);
      expect(record(report, slate.slate, 'ggScore').picks).toBe(5 * slate.slateWeeks);
    }
  }, 60_000);
});
